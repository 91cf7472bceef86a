import type { FieldMessages, FormErrors } from '~/lib/use-form';
import { emailMessages } from './email-form';

// The account pages' forms in the browser: limits, messages and the checks attributes cannot make.
// The server checks with account-forms.server.ts; tests/unit/form-rules.test.ts holds them together.

export const feedbackMaxLength = 150;

/** The typed confirmation matches the language's word: trimmed, case-insensitive. */
export function matchesConfirmationWord(typed: string, word: string): boolean {
  // Capital I with or without a dot compares as one (İ may also come as I and a combining dot), so
  // Turkish "sil" matches "SİL" whatever the locale.
  const normalise = (text: string) =>
    text
      .trim()
      .toLocaleUpperCase()
      .normalize('NFC')
      .replace(/\u0130/g, 'I');
  return normalise(word).length > 0 && normalise(typed) === normalise(word);
}

const fieldValue = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');

export const changeEmailMessages: Record<string, FieldMessages> = { newEmail: emailMessages };

/** A new address must not be the account's own. */
export function checkNewEmail(currentEmail: string) {
  return (form: HTMLFormElement): FormErrors =>
    fieldValue(form, 'newEmail').trim().toLowerCase() === currentEmail.trim().toLowerCase()
      ? { newEmail: ['account:changeEmail.errors.sameEmail'] }
      : {};
}

export const deleteAccountMessages: Record<string, FieldMessages> = {
  confirmation: { valueMissing: 'account:deleteAccount.errors.mismatch' },
};

export function checkConfirmationWord(word: string) {
  return (form: HTMLFormElement): FormErrors =>
    matchesConfirmationWord(fieldValue(form, 'confirmation'), word)
      ? {}
      : { confirmation: ['account:deleteAccount.errors.mismatch'] };
}

/** Feedback needs a rating, a text or both. */
export function checkFeedback(form: HTMLFormElement): FormErrors {
  return fieldValue(form, 'rating') || fieldValue(form, 'message').trim()
    ? {}
    : { rating: ['account:feedback.errors.empty'] };
}
