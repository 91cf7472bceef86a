import { feedbackRequest } from '@contract/accounts';
import { emailField } from '@contract/fields';
import { supportedLanguages } from '@contract/languages';
import { z } from 'zod';
import { matchesConfirmationWord } from './account-forms';

// The account pages' forms. Messages are locale keys; the pages translate them.

/** A new address: valid, and not the one the account already has. */
export function changeEmailSchema(currentEmail: string) {
  const current = currentEmail.trim().toLowerCase();
  return z.object({
    newEmail: emailField.refine((value) => value !== current, 'account:changeEmail.errors.sameEmail'),
  });
}

/** Both steps post the typed word; the final step is checked again on the server. */
export const deleteIntents = ['check', 'delete'] as const;
export function deleteAccountSchema(word: string) {
  return z.object({
    intent: z.enum(deleteIntents).default('check'),
    confirmation: z
      .string({ error: 'account:deleteAccount.errors.mismatch' })
      .refine((value) => matchesConfirmationWord(value, word), 'account:deleteAccount.errors.mismatch'),
  });
}

/** A rating, a message or both: the backend's own request schema. */
export const feedbackFormSchema = feedbackRequest;

export const languageFormSchema = z.object({
  language: z.enum(supportedLanguages, { error: 'account:language.errors.required' }),
});

/** The subscription page's buttons: cancel (the default), keep after a cancel, or Stripe's page for the card. */
export const cancelSubscriptionFormSchema = z.object({
  intent: z.enum(['cancel', 'keep', 'manage-payment']).default('cancel'),
  subscriptionId: z
    .string({ error: 'account:subscription.errors.missingId' })
    .min(1, 'account:subscription.errors.missingId'),
});

export const confirmEmailChangeFormSchema = z.object({
  token: z
    .string({ error: 'account:confirmEmail.errors.expired' })
    .min(16, 'account:confirmEmail.errors.expired'),
  email: z.string().optional(),
});
