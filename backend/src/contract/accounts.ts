import { z } from 'zod';
import { errorResponse } from './errors';
import {
  emailField,
  feedbackMessageField,
  pinField,
  ratingField,
  supportDescriptionField,
  supportNameField,
  supportTopicField,
  tokenField,
} from './fields';
import { language, languageParam } from './i18n';

// /api/product-user/*: the calls of the specification's section 7, with their payloads.

export const messageResponse = z.object({ message: z.string().describe('What happened, in English') });
export type MessageResponse = z.infer<typeof messageResponse>;

export const loginRequest = z.object({ email: emailField, pin: pinField });
export const loginResponse = z.object({ jwt: z.string() });
/** Highest `attemptsLeft`: five wrong PINs in a row lock PIN sign-in, the fifth answering 429 PinLocked. */
export const wrongPinsBeforeLock = 5;
/**
 * Status 401 InvalidCredentials of POST /login: a wrong PIN, an unknown email or an account without a
 * PIN, answered alike. Every email address counts its own wrong PINs, whether or not an account has it.
 */
/** 423 after a right PIN: no running plan. The token lets this account choose a plan again. */
export const subscriptionInactiveResponse = z.object({
  error: errorResponse.shape.error.extend({
    renewalToken: z.string().optional().describe('Starts a checkout for this account: one hour, once'),
  }),
});

export const invalidCredentialsResponse = z.object({
  error: errorResponse.shape.error.extend({
    attemptsLeft: z
      .number()
      .int()
      .min(0)
      .max(wrongPinsBeforeLock - 1)
      .describe(
        'Wrong PINs this email address may still send before PIN sign-in locks: at 1, the next wrong PIN locks it',
      ),
  }),
});
export type InvalidCredentialsResponse = z.infer<typeof invalidCredentialsResponse>;

/** GET /me: the signed-in learner. */
export const productUser = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  isPinSetUp: z.boolean(),
  lang: language,
});
export type ProductUser = z.infer<typeof productUser>;

/** Setting the first PIN needs the one-time setup token issued with the account (never an email alone). */
export const setPinRequest = z.object({
  email: emailField,
  pin: pinField,
  setupToken: tokenField,
});
/** A successful set-pin signs the learner in. */
export const setPinResponse = z.object({ message: z.string(), jwt: z.string() });

export const resetLinkRequest = z.object({ email: emailField });
export const confirmResetPinRequest = z.object({ token: tokenField, newPin: pinField });
/** Whether a reset link still works, asked when it is opened, before the learner types a PIN. */
export const checkResetPinTokenRequest = z.object({ token: tokenField });

/** The contact form. A copy goes to the signed-in learner's own address only, never to `email`. */
export const supportMailRequest = z.object({
  email: emailField.describe('Where support replies'),
  name: supportNameField.optional().default(''),
  topic: supportTopicField,
  description: supportDescriptionField,
});

export const changeEmailRequest = z.object({ newEmail: emailField });
export const confirmEmailChangeRequest = z.object({ token: tokenField });
export const confirmEmailChangeResponse = z.object({ message: z.string(), email: z.string() });

/** A rating, a message, or both. */
export const feedbackRequest = z
  .object({ rating: ratingField.optional(), message: feedbackMessageField.optional().default('') })
  .refine((value) => value.rating !== undefined || value.message.length > 0, {
    message: 'account:feedback.errors.empty',
    path: ['rating'],
  });

export const updateLanguageRequest = z.object({ language: languageParam });
export const updateLanguageResponse = z.object({ message: z.string(), lang: language });

/** GET /export: everything the backend holds about the caller. */
export const accountExport = z.object({
  exportedAt: z.iso.datetime(),
  user: productUser.extend({
    createdAt: z.iso.datetime(),
    marketingConsent: z.boolean(),
    termsAcceptedAt: z.iso.datetime().nullable(),
  }),
  subscriptions: z.array(z.record(z.string(), z.unknown())),
  feedback: z.array(
    z.object({ rating: z.number().nullable(), message: z.string(), createdAt: z.iso.datetime() }),
  ),
  supportRequests: z.array(
    z.object({ topic: z.string(), description: z.string(), createdAt: z.iso.datetime() }),
  ),
});
export type AccountExport = z.infer<typeof accountExport>;

/** POST /logout ends every session of the learner: tokens issued before stop working. */
export const logoutResponse = messageResponse;
