import { z } from 'zod';

// Field rules written once: the backend validates with them and the web app's forms reuse them.
// Messages are locale keys (namespace `auth` or `account`); the backend's error handler reports them
// as they are, and the web app translates them next to the field.

export const pinLength = 4;
export const feedbackMaxLength = 150;

export const emailField = z
  .string({ error: 'auth:errors.emailRequired' })
  .trim()
  .toLowerCase()
  .min(1, 'auth:errors.emailRequired')
  .max(254, 'auth:errors.emailInvalid')
  .pipe(z.email('auth:errors.emailInvalid'));

export const pinField = z
  .string({ error: 'auth:errors.pinRequired' })
  .regex(/^\d{4}$/, 'auth:errors.pinFormat');

export const ratingField = z.coerce
  .number()
  .int()
  .min(1, 'account:feedback.errors.rating')
  .max(5, 'account:feedback.errors.rating');
export const feedbackMessageField = z
  .string()
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
