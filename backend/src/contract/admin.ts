import { z } from 'zod';
import { emailField, pinField, singleLineText } from './fields';

// /api/admin/*: what operators (through `npm run admin`) and the browser tests use. Every call needs
// `Authorization: Bearer <ADMIN_TOKEN>`; without ADMIN_TOKEN the backend generates one into
// DATA_DIR/secrets/admin-token.

export const planIds = ['1-week', '4-week', '12-week'] as const;
export const planId = z.enum(planIds);

export const createLearnerRequest = z.object({
  email: emailField,
  plan: planId.default('4-week'),
  /** With a PIN the learner can sign in at once; without one a set-PIN email is sent. */
  pin: pinField.optional(),
  /** Starts the subscription in its trial (the 1-week plan) or as active. */
  status: z.enum(['trialing', 'active']).default('active'),
  lang: z.enum(['en', 'uk', 'es', 'fr', 'tr', 'ja', 'ko', 'pt']).default('en'),
});
export const learnerSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  isPinSetUp: z.boolean(),
  lang: z.string(),
  deletedAt: z.iso.datetime().nullable(),
  subscription: z
    .object({
      id: z.string(),
      plan: z.string(),
      status: z.string(),
      currentPeriodEnd: z.iso.datetime(),
      cancelAtPeriodEnd: z.boolean(),
    })
    .nullable(),
});
/** The setup token is returned only when the learner was created without a PIN. */
export const createLearnerResponse = learnerSummary.extend({ setupToken: z.string().nullable() });

export const adminLearnerParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const findLearnerQuery = z.object({ email: emailField });
export const grantSubscriptionRequest = z.object({ email: emailField, plan: planId.default('4-week') });
export const expireSubscriptionRequest = z.object({ email: emailField });

export const outboxQuery = z.object({
  to: singleLineText().trim().toLowerCase().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const outboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z
    .string()
    .describe('reset-pin, change-email, set-pin, support-copy, support-inbox, account-deleted ...'),
  createdAt: z.iso.datetime(),
});
export const outboxResponse = z.array(outboxMessage);
