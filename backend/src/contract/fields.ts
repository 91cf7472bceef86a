import { z } from 'zod';

// Field rules written once: the backend validates with them and the web app's forms reuse them.
// Messages are locale keys (namespace `auth` or `account`); the backend's error handler reports them
// as they are, and the web app translates them next to the field. The rules against control
// characters answer plain English, which the web app shows as it is.

export const pinLength = 4;
export const feedbackMaxLength = 150;
/** The contact form's limits. */
export const supportNameMaxLength = 100;
export const supportDescriptionMaxLength = 2000;

// Unicode category Cc: the C0 controls (NUL, ESC, line breaks, tab...), DEL and the C1 controls.
const SINGLE_LINE = /^\P{Cc}*$/u;
const MULTI_LINE = /^(?:[\t\n\r]|\P{Cc})*$/u;

// What makes a text read otherwise than it is stored: a lone half of a UTF-16 surrogate pair (a
// database keeps U+FFFD in its place) and the bidirectional controls (LRM, RLM, ALM, the embeddings,
// overrides and isolates), which reorder what is shown around them.
const READS_AS_STORED = /^[^\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\p{Cs}]*$/u;

/** Text on one line: every control character (C0, DEL, C1) is refused, tabs and line breaks too. */
export function singleLineText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).regex(SINGLE_LINE, 'must not contain control characters');
}

/** Text that may span lines: line breaks (\n, \r) and tabs are the only control characters allowed. */
export function multiLineText(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .regex(MULTI_LINE, 'must not contain control characters other than line breaks and tabs');
}

/**
 * Text shown to others as its writer typed it (a name on a certificate): one line, and no lone
 * surrogate or bidirectional control, refused with `message`.
 */
export function displayedText(message: string, params?: Parameters<typeof z.string>[0]) {
  return singleLineText(params).regex(READS_AS_STORED, message);
}

/** An identifier in a path or query: letters, digits, _ and -, at most `maxLength` of them. */
export function safeIdentifier(maxLength: number) {
  return z
    .string()
    .min(1)
    .max(maxLength)
    .regex(/^[\w-]*$/, 'must contain only letters, digits, _ and -');
}

export const emailField = singleLineText({ error: 'auth:errors.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'auth:errors.emailRequired')
  .max(254, 'auth:errors.emailInvalid')
  .pipe(z.email('auth:errors.emailInvalid'));

export const pinField = z
  .string({ error: 'auth:errors.pinRequired' })
  .regex(/^\d{4}$/, 'auth:errors.pinFormat');

/** The token of a set-PIN, reset-PIN or email-change link (the backend makes 43 characters). */
export const tokenField = singleLineText().min(16).max(200);

/** A rating as the API takes it: a JSON number, a whole one from 1 to 5. */
export const ratingField = z
  .number({ error: 'account:feedback.errors.rating' })
  .int('account:feedback.errors.rating')
  .min(1, 'account:feedback.errors.rating')
  .max(5, 'account:feedback.errors.rating');
/** The same rule for a form, whose fields are strings: "4" is read as 4. Never for the API. */
export const ratingFormField = z.coerce
  .number({ error: 'account:feedback.errors.rating' })
  .int('account:feedback.errors.rating')
  .min(1, 'account:feedback.errors.rating')
  .max(5, 'account:feedback.errors.rating');
export const feedbackMessageField = multiLineText()
  .trim()
  .max(feedbackMaxLength, 'account:feedback.errors.tooLong');

export const supportTopics = [
  'subscription',
  'refund',
  'login',
  'billing',
  'content',
  'technical',
  'other',
] as const;
export const supportTopicField = z.enum(supportTopics, { error: 'account:contact.errors.topic' });
export const supportNameField = singleLineText()
  .trim()
  .max(supportNameMaxLength, 'account:contact.errors.nameTooLong');
export const supportDescriptionField = multiLineText({ error: 'account:contact.errors.details' })
  .trim()
  .min(1, 'account:contact.errors.details')
  .max(supportDescriptionMaxLength, 'account:contact.errors.detailsTooLong');
