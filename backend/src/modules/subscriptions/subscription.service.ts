import { randomBytes } from 'node:crypto';
import { addMilliseconds, type Clock, DAY_MS } from '../../clock';
import type { Subscription } from '../../contract/subscriptions';
import { AppError } from '../../errors/app-error';
import { addInterval, type PlanId, type Plans } from './plans';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription.repository';
import { grantsAccess, toProviderShape } from './subscription-shape';

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

interface SubscriptionServiceDeps {
  subscriptionRepository: SubscriptionRepository;
  plans: Plans;
  clock: Clock;
}

/** What checkout with the built-in provider's test card leaves as the payment method. */
const TEST_CARD = { brand: 'visa', last4: '4242', expMonth: 12, yearsValid: 3 };
const DEFAULT_TRIAL_DAYS = 7;

/** The card a subscription is paid with, as the provider reports it. */
export interface PaymentCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export function createSubscriptionService({ subscriptionRepository, plans, clock }: SubscriptionServiceDeps) {
  return {
    /** The caller's own subscriptions, newest first; asking about another email is refused. */
    async listOwn(learner: { id: number; email: string }, email: string): Promise<Subscription[]> {
      if (email !== learner.email) throw AppError.forbidden('You can only see your own subscriptions');
      return (await subscriptionRepository.listForLearner(learner.id)).map(toProviderShape);
    },

    /** Stops renewal: access stays until the end of the period. Cancelling twice changes nothing. */
    async cancel(learnerId: number, id: string): Promise<Subscription> {
      const record = await subscriptionRepository.findById(id);
      if (!record) throw AppError.notFound(`No subscription ${id}`);
      if (record.learnerId !== learnerId) throw AppError.forbidden('This subscription is not yours');
      if (record.cancelAtPeriodEnd) return toProviderShape(record);
      const updated = await subscriptionRepository.cancelAtPeriodEnd(id, clock());
      return toProviderShape(updated ?? record);
    },

    async hasAccess(learnerId: number): Promise<boolean> {
      const now = clock();
      return (await subscriptionRepository.listForLearner(learnerId)).some((record) =>
        grantsAccess(record, now),
      );
    },

    /** The newest subscription, which the admin API shows. */
    async current(learnerId: number): Promise<SubscriptionRecord | undefined> {
      const [newest] = await subscriptionRepository.listForLearner(learnerId);
      return newest;
    },

    /**
     * Starts a subscription to a plan as the built-in provider would after checkout, ending any
     * other still running, so a learner has one current plan.
     */
    async start(
      learnerId: number,
      planId: PlanId,
      status: 'active' | 'trialing',
      card: PaymentCard = {
        brand: TEST_CARD.brand,
        last4: TEST_CARD.last4,
        expMonth: TEST_CARD.expMonth,
        expYear: clock().getUTCFullYear() + TEST_CARD.yearsValid,
      },
    ): Promise<SubscriptionRecord> {
      const plan = plans.get(planId);
      if (!plan) throw AppError.badRequest(`Unknown plan ${planId}`);
      const now = clock();
      await subscriptionRepository.endAllRunning(learnerId, now);
      const trialEnd =
        status === 'trialing'
          ? addMilliseconds(now, (plan.trial?.days ?? DEFAULT_TRIAL_DAYS) * DAY_MS)
          : null;
      const { price } = plan;
      const record: SubscriptionRecord = {
        id: `sub_${randomBytes(12).toString('hex')}`,
        learnerId,
        plan: plan.id,
        status,
        cancelAtPeriodEnd: false,
        currentPeriodStart: now,
        currentPeriodEnd: trialEnd ?? addInterval(now, price.interval, price.intervalCount),
        trialEnd,
        priceId: price.id,
        unitAmount: price.unitAmount,
        currency: price.currency,
        interval: price.interval,
        intervalCount: price.intervalCount,
        paymentMethodBrand: card.brand,
        paymentMethodLast4: card.last4,
        paymentMethodExpMonth: card.expMonth,
        paymentMethodExpYear: card.expYear,
        createdAt: now,
        cancelRequestedAt: null,
        failedPayments: 0,
        nextPaymentAttemptAt: null,
        trialReminderSentAt: null,
      };
      await subscriptionRepository.insert(record);
      return record;
    },

    /** Ends every running subscription now (an operator's action, or a test's). */
    async expireAll(learnerId: number): Promise<void> {
      await subscriptionRepository.endAllRunning(learnerId, addMilliseconds(clock(), -1000));
    },

    /** Account deletion: nothing renews any more; access stays to the end of the period. */
    async stopRenewals(learnerId: number): Promise<void> {
      await subscriptionRepository.cancelAllAtPeriodEnd(learnerId, clock());
    },

    async exportOwn(learnerId: number): Promise<Subscription[]> {
      return (await subscriptionRepository.listForLearner(learnerId)).map(toProviderShape);
    },
  };
}
