import { randomBytes } from 'node:crypto';
import { addMilliseconds, type Clock, DAY_MS } from '../../clock';
import type { Subscription } from '../../contract/subscriptions';
import { AppError } from '../../errors/app-error';
import type { ProviderSubscription, StripeGateway } from '../../providers/payments/stripe-gateway';
import { cancellationEnd, cancelledInTime } from './cancel-rule';
import { addInterval, type PlanId, type Plans } from './plans';
import type { SubscriptionRecord, SubscriptionRepository } from './subscription.repository';
import { grantsAccess, toProviderShape } from './subscription-shape';

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;

interface SubscriptionServiceDeps {
  subscriptionRepository: SubscriptionRepository;
  plans: Plans;
  /** Set when payments go through Stripe: cancels and the Customer Portal go there. */
  stripe: StripeGateway | undefined;
  webUrl: string;
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

type ProviderFields = Omit<
  SubscriptionRecord,
  | 'id'
  | 'learnerId'
  | 'plan'
  | 'createdAt'
  | 'cancelRequestedAt'
  | 'failedPayments'
  | 'nextPaymentAttemptAt'
  | 'trialReminderSentAt'
  | 'provider'
  | `paymentMethod${string}`
> &
  Partial<SubscriptionRecord>;

/** What Stripe says a subscription is, as stored; a card Stripe did not send is kept. */
function providerFields(subscription: ProviderSubscription): ProviderFields {
  const { card } = subscription;
  return {
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    cancelAt: subscription.cancelAt,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    trialEnd: subscription.trialEnd,
    priceId: subscription.priceId,
    unitAmount: subscription.unitAmount,
    currency: subscription.currency,
    interval: subscription.interval,
    intervalCount: subscription.intervalCount,
    providerCustomerId: subscription.customerId,
    ...(card && {
      paymentMethodBrand: card.brand,
      paymentMethodLast4: card.last4,
      paymentMethodExpMonth: card.expMonth,
      paymentMethodExpYear: card.expYear,
    }),
  };
}

export function createSubscriptionService(deps: SubscriptionServiceDeps) {
  const { subscriptionRepository, plans, clock } = deps;

  async function requireOwn(learnerId: number, id: string): Promise<SubscriptionRecord> {
    const record = await subscriptionRepository.findById(id);
    if (!record) throw AppError.notFound(`No subscription ${id}`);
    if (record.learnerId !== learnerId) throw AppError.forbidden('This subscription is not yours');
    return record;
  }

  /** The Stripe calls, when the subscription is Stripe's and Stripe is configured. */
  function stripeFor(record: SubscriptionRecord): StripeGateway | undefined {
    if (record.provider !== 'stripe') return undefined;
    if (!deps.stripe) throw new AppError(503, 'PaymentsUnavailable', 'Payments are not available right now');
    return deps.stripe;
  }

  return {
    /** The caller's own subscriptions, newest first; asking about another email is refused. */
    async listOwn(learner: { id: number; email: string }, email: string): Promise<Subscription[]> {
      if (email !== learner.email) throw AppError.forbidden('You can only see your own subscriptions');
      return (await subscriptionRepository.listForLearner(learner.id)).map(toProviderShape);
    },

    /**
     * Stops renewal: access stays until the end of the period, or of one more period when the
     * cancel comes less than 24 hours before it ends. Cancelling twice changes nothing.
     */
    async cancel(learnerId: number, id: string): Promise<Subscription> {
      const record = await requireOwn(learnerId, id);
      if (record.cancelAtPeriodEnd) return toProviderShape(record);
      const now = clock();
      const stripe = stripeFor(record);
      if (stripe) {
        const ended = await stripe.cancelAt(id, cancellationEnd(record, now), cancelledInTime(record, now));
        const updated = await subscriptionRepository.update(id, {
          ...providerFields(ended),
          cancelRequestedAt: now,
        });
        return toProviderShape(updated ?? record);
      }
      const updated = await subscriptionRepository.cancelAtPeriodEnd(id, now);
      return toProviderShape(updated ?? record);
    },

    /**
     * Undoes a cancel while the plan still runs: it renews again as if never cancelled (on
     * Stripe through its API). A plan whose access ended is refused: it is chosen again instead.
     * Keeping a plan that renews changes nothing.
     */
    async keep(learnerId: number, id: string): Promise<Subscription> {
      const record = await requireOwn(learnerId, id);
      const now = clock();
      const ended = () =>
        AppError.conflict('SubscriptionEnded', 'This plan has ended: choose a plan to start again');
      if (!grantsAccess(record, now)) throw ended();
      if (!record.cancelAtPeriodEnd) return toProviderShape(record);
      const stripe = stripeFor(record);
      if (stripe) {
        const renewing = await stripe.keepRenewing(id);
        const updated = await subscriptionRepository.update(id, {
          ...providerFields(renewing),
          cancelRequestedAt: null,
        });
        return toProviderShape(updated ?? record);
      }
      const updated = await subscriptionRepository.keepRenewing(id, now);
      if (!updated) throw ended();
      return toProviderShape(updated);
    },

    /** Stripe's Customer Portal for the learner's own Stripe subscription, to change the card. */
    async paymentPortalUrl(learnerId: number, id: string): Promise<string> {
      const record = await requireOwn(learnerId, id);
      const stripe = stripeFor(record);
      if (!stripe || !record.providerCustomerId) {
        throw AppError.conflict(
          'NoPaymentPortal',
          'This plan’s payment method is not managed through Stripe',
        );
      }
      return stripe.portalUrl(record.providerCustomerId, `${deps.webUrl}/subscription`);
    },

    /**
     * A purchase through Stripe: the learner's plan is now this Stripe subscription. Written with
     * `into`, a purchase's transaction, when given.
     */
    async adopt(
      learnerId: number,
      planId: string,
      subscription: ProviderSubscription,
      into: SubscriptionRepository = subscriptionRepository,
    ): Promise<SubscriptionRecord> {
      const now = clock();
      await into.endAllRunning(learnerId, now);
      const record: SubscriptionRecord = {
        id: subscription.id,
        learnerId,
        plan: planId,
        paymentMethodBrand: null,
        paymentMethodLast4: null,
        paymentMethodExpMonth: null,
        paymentMethodExpYear: null,
        createdAt: now,
        cancelRequestedAt: null,
        failedPayments: 0,
        nextPaymentAttemptAt: null,
        trialReminderSentAt: null,
        provider: 'stripe',
        ...providerFields(subscription),
      };
      await into.insert(record);
      return record;
    },

    /** Stores what Stripe says a subscription is now; undefined for one the product does not have. */
    sync(subscription: ProviderSubscription): Promise<SubscriptionRecord | undefined> {
      return subscriptionRepository.update(subscription.id, providerFields(subscription));
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
     * other still running, so a learner has one current plan. Written with `into`, a purchase's
     * transaction, when given.
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
      into: SubscriptionRepository = subscriptionRepository,
    ): Promise<SubscriptionRecord> {
      const plan = plans.get(planId);
      if (!plan) throw AppError.badRequest(`Unknown plan ${planId}`);
      const now = clock();
      await into.endAllRunning(learnerId, now);
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
        provider: 'test',
        providerCustomerId: null,
        cancelAt: null,
      };
      await into.insert(record);
      return record;
    },

    /** Ends every running subscription now (an operator's action, or a test's). */
    async expireAll(learnerId: number): Promise<void> {
      await subscriptionRepository.endAllRunning(learnerId, addMilliseconds(clock(), -1000));
    },

    /** Account deletion: nothing renews any more; access stays to the end of the period. */
    async stopRenewals(learnerId: number): Promise<void> {
      const now = clock();
      for (const record of await subscriptionRepository.listForLearner(learnerId)) {
        const renews =
          !record.cancelAtPeriodEnd && !['canceled', 'incomplete_expired'].includes(record.status);
        const stripe = renews ? stripeFor(record) : undefined;
        if (!stripe) continue;
        const ended = await stripe.cancelAt(record.id, record.currentPeriodEnd, true);
        await subscriptionRepository.update(record.id, { ...providerFields(ended), cancelRequestedAt: now });
      }
      await subscriptionRepository.cancelAllAtPeriodEnd(learnerId, now);
    },

    async exportOwn(learnerId: number): Promise<Subscription[]> {
      return (await subscriptionRepository.listForLearner(learnerId)).map(toProviderShape);
    },
  };
}
