import { z } from 'zod';
import { emailField, safeIdentifier } from './fields';

// Subscriptions as a payment provider shapes them (the specification's entity).

export const subscriptionStatus = z.enum([
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
]);

/** A cancel must come this long before the period (or the trial) ends, or it renews once more. */
export const CANCEL_NOTICE_MS = 24 * 60 * 60 * 1000;

/** The rule of access, in both processes: a subscription that is active or trialing, paid past now. */
export function grantsAccess(status: string, periodEnd: Date, now: Date): boolean {
  return (status === 'active' || status === 'trialing') && periodEnd > now;
}

const price = z.object({
  id: z.string(),
  product: z.string().describe('The plan id, e.g. 4-week'),
  unit_amount: z.number().int().describe('Minor units: 2999 is 29.99'),
  currency: z.string().describe('ISO 4217, lower case'),
  recurring: z.object({
    interval: z.enum(['day', 'week', 'month', 'year']),
    interval_count: z.number().int(),
  }),
});

export const subscription = z.object({
  id: z.string(),
  status: subscriptionStatus,
  cancel_at_period_end: z.boolean(),
  current_period_end: z.number().int().describe('Epoch seconds'),
  /**
   * When a cancelled subscription ends (epoch seconds): the period's end, or the next period's when
   * the cancel came less than 24 hours before it. Null while it renews.
   */
  cancel_at: z.number().int().nullable(),
  trial_end: z.number().int().nullable(),
  default_payment_method: z
    .object({ brand: z.string(), last4: z.string(), exp_month: z.number().int(), exp_year: z.number().int() })
    .nullable(),
  items: z.object({
    data: z.array(z.object({ id: z.string(), price, current_period_end: z.number().int() })).min(1),
  }),
  /** Who charges it: Stripe (its Customer Portal manages the card) or the built-in test provider. */
  metadata: z.object({ provider: z.enum(['test', 'stripe']) }),
});
export type Subscription = z.infer<typeof subscription>;

export const userSubscriptionQuery = z.object({ email: emailField });
export const userSubscriptionResponse = z.array(subscription);
export const subscriptionIdParam = safeIdentifier(100).describe('A subscription id, e.g. sub_0123…');
export const cancelSubscriptionParams = z.object({ id: subscriptionIdParam });
export const cancelSubscriptionResponse = z.object({ data: subscription });
/** Undoing a cancel: the plan renews again, as before the cancel. */
export const keepSubscriptionResponse = z.object({ data: subscription });
export const paymentPortalResponse = z.object({
  data: z.object({ url: z.url().describe('Stripe’s Customer Portal; it returns to /subscription') }),
});
