import type { FieldMessages } from '~/lib/use-form';

// What the browser's checks of an email field say, in the words of the contract's email rule
// (tests/unit/form-rules.test.ts holds the two together).

export const emailMaxLength = 254;

export const emailMessages: FieldMessages = {
  valueMissing: 'auth:errors.emailRequired',
  typeMismatch: 'auth:errors.emailInvalid',
  tooLong: 'auth:errors.emailInvalid',
};
