import type { FieldMessages } from '~/lib/use-form';

// The certificate forms in the browser: limits and messages (the server checks with
// certificate-forms.server.ts; tests/unit/form-rules.test.ts holds the two together).

export const certificateNameMaxLength = 80;

export const certificateNameMessages: Record<string, FieldMessages> = {
  name: { valueMissing: 'certificates:errors.nameRequired', tooLong: 'certificates:errors.nameTooLong' },
};

/** A pasted credential: well beyond any real one, and within what a form may post. */
export const credentialMaxLength = 60_000;

export const credentialMessages: Record<string, FieldMessages> = {
  credential: {
    valueMissing: 'certificates:errors.credentialRequired',
    tooLong: 'certificates:errors.credentialTooLong',
  },
};
