import { parseWithZod } from '@conform-to/zod/v4';
import { certificateNameMaxLength } from '@contract/certificates';
import {
  feedbackMaxLength,
  pinLength,
  supportDescriptionMaxLength,
  supportNameMaxLength,
} from '@contract/fields';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changeEmailMessages,
  deleteAccountMessages,
  feedbackMaxLength as feedbackLimitInBrowser,
} from '~/forms/account-forms';
import { changeEmailSchema, deleteAccountSchema } from '~/forms/account-forms.server';
import {
  certificateNameMaxLength as certificateNameLimitInBrowser,
  certificateNameMessages,
  credentialMaxLength,
  credentialMessages,
} from '~/forms/certificate-forms';
import { certificateNameFormSchema, credentialCheckSchema } from '~/forms/certificate-forms.server';
import { contactMessages } from '~/forms/contact-form';
import { contactFormSchema } from '~/forms/contact-form.server';
import { emailMaxLength, emailMessages } from '~/forms/email-form';
import { emailFormSchema } from '~/forms/email-form.server';
import { pinErrors, pinLength as pinLengthInBrowser } from '~/forms/pin-form';
import { pinStepSchema } from '~/forms/pin-form.server';
import {
  supportConcernMaxLength,
  supportDetailsMaxLength,
  supportMessages,
  supportNameMaxLength as supportNameLimitInBrowser,
} from '~/forms/support-form';
import { supportFormSchema } from '~/forms/support-form.server';
import type { FieldMessages } from '~/lib/use-form';

// The browser checks a form with HTML attributes and says what failed with a locale key; the server
// checks it again with its zod schema. Both must give the same message for the same mistake, and
// the attributes must carry the schema's limits.

/** The key the server answers for one field of a form, the other fields being valid. */
function serverKey(schema: z.ZodType, valid: Record<string, string>, field: string, value: string) {
  const formData = new FormData();
  for (const [name, text] of Object.entries({ ...valid, [field]: value })) formData.set(name, text);
  const submission = parseWithZod(formData, { schema });
  return submission.status === 'error' ? submission.error?.[field]?.[0] : undefined;
}

/** Each failure the browser can find, with a value that makes the server refuse for that reason. */
function expectSameMessages(
  schema: z.ZodType,
  valid: Record<string, string>,
  messages: Record<string, FieldMessages>,
  samples: Record<string, Partial<Record<keyof FieldMessages, string>>>,
) {
  for (const [field, failures] of Object.entries(samples)) {
    for (const [failure, value] of Object.entries(failures)) {
      expect(messages[field]?.[failure as keyof FieldMessages], `${field} ${failure}`).toBe(
        serverKey(schema, valid, field, value),
      );
    }
  }
}

const tooLong = (length: number) => 'x'.repeat(length + 1);

describe('the forms say the same in the browser as on the server', () => {
  it('sign-in and Forgot PIN email', () => {
    expectSameMessages(
      emailFormSchema,
      {},
      { email: emailMessages },
      {
        email: { valueMissing: '', typeMismatch: 'not an email', tooLong: `${tooLong(254)}@example.com` },
      },
    );
    const address = (length: number) => `${'x'.repeat(length - '@example.com'.length)}@example.com`;
    expect(serverKey(emailFormSchema, {}, 'email', address(emailMaxLength))).toBeUndefined();
    expect(serverKey(emailFormSchema, {}, 'email', address(emailMaxLength + 1))).toBe(emailMessages.tooLong);
  });

  it('the PIN boxes', () => {
    expect(pinLengthInBrowser).toBe(pinLength);
    for (const pin of ['', '12', '12a4', '12345', '1234']) {
      expect(pinErrors(pin)?.[0], pin).toBe(serverKey(pinStepSchema, {}, 'pin', pin));
    }
  });

  it('the Support Center', () => {
    const valid = { email: 'ada@example.com', concern: 'Billing', details: 'Charged twice' };
    expectSameMessages(supportFormSchema, valid, supportMessages, {
      name: { tooLong: tooLong(supportNameMaxLength) },
      email: { valueMissing: '', typeMismatch: 'not an email' },
      concern: { valueMissing: '', tooLong: tooLong(supportConcernMaxLength) },
      details: { valueMissing: '', tooLong: tooLong(supportDescriptionMaxLength) },
    });
    expect(supportNameLimitInBrowser).toBe(supportNameMaxLength);
    expect(supportDetailsMaxLength).toBe(supportDescriptionMaxLength);
  });

  it('the contact form', () => {
    const valid = { email: 'ada@example.com', topic: 'refund', details: 'Charged twice' };
    expectSameMessages(contactFormSchema, valid, contactMessages, {
      name: { tooLong: tooLong(supportNameMaxLength) },
      email: { valueMissing: '', typeMismatch: 'not an email' },
      topic: { valueMissing: '' },
      details: { valueMissing: '', tooLong: tooLong(supportDescriptionMaxLength) },
    });
  });

  it('the account pages', () => {
    expectSameMessages(changeEmailSchema('ada@example.com'), {}, changeEmailMessages, {
      newEmail: { valueMissing: '', typeMismatch: 'not an email' },
    });
    expectSameMessages(deleteAccountSchema('DELETE'), {}, deleteAccountMessages, {
      confirmation: { valueMissing: '' },
    });
    expect(feedbackLimitInBrowser).toBe(feedbackMaxLength);
  });

  it('the certificate pages', () => {
    expectSameMessages(certificateNameFormSchema, {}, certificateNameMessages, {
      name: { valueMissing: '', tooLong: tooLong(certificateNameMaxLength) },
    });
    expectSameMessages(credentialCheckSchema, {}, credentialMessages, {
      credential: { valueMissing: '', tooLong: tooLong(credentialMaxLength) },
    });
    expect(certificateNameLimitInBrowser).toBe(certificateNameMaxLength);
  });

  it('refuses a certificate name that reads otherwise than it is stored, with its own message', () => {
    // A posted form is UTF-8: a lone surrogate arrives as U+FFFD, so only the API can send one.
    for (const name of ['Olena\u202egnp.exe', 'Olena\u2067K', '\u200fOlena']) {
      expect(serverKey(certificateNameFormSchema, {}, 'name', name), JSON.stringify(name)).toBe(
        'certificates:errors.nameCharacters',
      );
    }
    expect(serverKey(certificateNameFormSchema, {}, 'name', 'مريم 👩🏽‍💻 Kovalenko')).toBeUndefined();
  });
});
