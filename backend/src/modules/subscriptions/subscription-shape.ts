import type { Subscription } from '../../contract/subscriptions';
import { grantsAccess as contractGrantsAccess } from '../../contract/subscriptions';
import { cancellationEnd } from './cancel-rule';
import type { SubscriptionRecord } from './subscription.repository';

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A stored subscription as the payment provider shapes it (the specification's entity). */
export function toProviderShape(record: SubscriptionRecord): Subscription {
  const currentPeriodEnd = epochSeconds(record.currentPeriodEnd);
  const card =
    record.paymentMethodBrand &&
    record.paymentMethodLast4 &&
    record.paymentMethodExpMonth !== null &&
    record.paymentMethodExpYear !== null
      ? {
          brand: record.paymentMethodBrand,
          last4: record.paymentMethodLast4,
          exp_month: record.paymentMethodExpMonth,
          exp_year: record.paymentMethodExpYear,
        }
      : null;
  return {
    id: record.id,
    status: record.status as Subscription['status'],
    cancel_at_period_end: record.cancelAtPeriodEnd,
    current_period_end: currentPeriodEnd,
    cancel_at: cancelAtOf(record),
    trial_end: record.trialEnd ? epochSeconds(record.trialEnd) : null,
    default_payment_method: card,
    items: {
      data: [
        {
          id: record.id.replace(/^sub_/, 'si_'),
          price: {
            id: record.priceId,
            product: record.plan,
            unit_amount: record.unitAmount,
            currency: record.currency,
            recurring: {
              interval:
                record.interval as Subscription['items']['data'][number]['price']['recurring']['interval'],
              interval_count: record.intervalCount,
            },
          },
          current_period_end: currentPeriodEnd,
        },
      ],
    },
    metadata: { provider: record.provider === 'stripe' ? 'stripe' : 'test' },
  };
}

/** When a cancelled subscription ends: Stripe says so; the built-in provider follows the 24-hour rule. */
function cancelAtOf(record: SubscriptionRecord): number | null {
  if (!record.cancelAtPeriodEnd) return null;
  if (record.cancelAt) return epochSeconds(record.cancelAt);
  const end = record.cancelRequestedAt
    ? cancellationEnd(record, record.cancelRequestedAt)
    : record.currentPeriodEnd;
  return epochSeconds(end);
}

/** Access needs a subscription that is active or trialing and whose period has not ended. */
export function grantsAccess(record: SubscriptionRecord, now: Date): boolean {
  return contractGrantsAccess(record.status, record.currentPeriodEnd, now);
}
