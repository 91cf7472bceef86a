import Stripe from 'stripe';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config/config';

// The few Stripe calls the product makes, through the official package, answered in the product's
// own terms so the rest of the backend does not depend on the SDK's shapes.

type StripeConfig = Extract<PaymentsConfig, { provider: 'stripe' }>;

export interface ProviderCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A Stripe subscription as the product stores it. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  priceId: string;
  unitAmount: number;
  currency: string;
  interval: 'day' | 'week' | 'month' | 'year';
  intervalCount: number;
  card: ProviderCard | null;
  createdAt: Date;
  /** Set by the product when the checkout was made: which checkout and plan it came from. */
  checkoutId: string | undefined;
  planId: string | undefined;
}

export interface CheckoutSessionInput {
  checkoutId: string;
  planId: string;
  planName: string;
  email: string;
  /** A learner who paid through Stripe before keeps their customer (and saved cards). */
  customerId: string | undefined;
  lang: string;
  price: {
    unitAmount: number;
    currency: string;
    interval: ProviderSubscription['interval'];
    intervalCount: number;
  };
  /** A paid trial: its price is charged now, the recurring price after `days`. */
  trial: { days: number; unitAmount: number; name: string } | null;
  successUrl: string;
  cancelUrl: string;
}

export interface ProviderCheckoutSession {
  id: string;
  url: string | null;
  complete: boolean;
  subscriptionId: string | null;
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const fromSeconds = (value: number) => new Date(value * 1000);
const idOf = (value: string | { id: string } | null) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const intervals = new Set(['day', 'week', 'month', 'year']);

/** How far a webhook's signature may be from now, in seconds: Stripe's own default, both ways. */
const SIGNATURE_TOLERANCE_S = 300;

/**
 * When a Stripe-Signature header was signed: its `t=` element, the last one as Stripe's package
 * reads it (the package checks that it is not too old, but has no check for one in the future).
 */
function signedAt(header: string): number {
  const stamps = header.split(',').filter((item) => item.startsWith('t='));
  return Number.parseInt(stamps[stamps.length - 1]?.slice(2) ?? '', 10);
}

/** Stripe Checkout's own languages; the others are picked by the visitor's browser. */
const checkoutLocales = new Set(['en', 'es', 'fr', 'ja', 'ko', 'pt', 'tr']);

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe subscription ${subscription.id} has no items`);
  const recurring = item.price.recurring;
  const method = subscription.default_payment_method;
  const card = typeof method === 'object' && method?.card ? method.card : null;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status === 'paused' ? 'past_due' : subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    cancelAt: subscription.cancel_at === null ? null : fromSeconds(subscription.cancel_at),
    currentPeriodStart: fromSeconds(item.current_period_start),
    currentPeriodEnd: fromSeconds(item.current_period_end),
    trialEnd: subscription.trial_end === null ? null : fromSeconds(subscription.trial_end),
    priceId: item.price.id,
    unitAmount: item.price.unit_amount ?? 0,
    currency: item.price.currency,
    interval: intervals.has(recurring?.interval ?? '')
      ? (recurring?.interval as ProviderSubscription['interval'])
      : 'month',
    intervalCount: recurring?.interval_count ?? 1,
    card: card
      ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year }
      : null,
    createdAt: fromSeconds(subscription.created),
    checkoutId: subscription.metadata.checkoutId,
    planId: subscription.metadata.planId,
  };
}

export function createStripeGateway(config: StripeConfig, clock: Clock) {
  const api = config.apiUrl ? new URL(config.apiUrl) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    appInfo: { name: 'Skillpilot' },
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });

  async function retrieveSubscription(id: string): Promise<ProviderSubscription> {
    return toProviderSubscription(
      await stripe.subscriptions.retrieve(id, { expand: ['default_payment_method'] }),
    );
  }

  return {
    /** A hosted Checkout Session in subscription mode; the same checkout always gets the same one. */
    async createCheckoutSession(input: CheckoutSessionInput): Promise<ProviderCheckoutSession> {
      const { price, trial } = input;
      const metadata = { checkoutId: input.checkoutId, planId: input.planId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: input.checkoutId,
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.email }),
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: price.currency,
                unit_amount: price.unitAmount,
                recurring: { interval: price.interval, interval_count: price.intervalCount },
                product_data: { name: input.planName },
              },
            },
            // The trial's own price, charged now with the first invoice.
            ...(trial && trial.unitAmount > 0
              ? [
                  {
                    quantity: 1,
                    price_data: {
                      currency: price.currency,
                      unit_amount: trial.unitAmount,
                      product_data: { name: trial.name },
                    },
                  },
                ]
              : []),
          ],
          subscription_data: { metadata, ...(trial && { trial_period_days: trial.days }) },
          metadata,
          locale: (checkoutLocales.has(input.lang) ? input.lang : 'auto') as 'auto',
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        },
        { idempotencyKey: `checkout-${input.checkoutId}` },
      );
      return {
        id: session.id,
        url: session.url,
        complete: session.status === 'complete',
        subscriptionId: idOf(session.subscription),
      };
    },

    async retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession> {
      const session = await stripe.checkout.sessions.retrieve(id);
      return {
        id: session.id,
        url: session.url,
        complete: session.status === 'complete' && session.payment_status !== 'unpaid',
        subscriptionId: idOf(session.subscription),
      };
    },

    retrieveSubscription,

    /** Stops renewal at `end`: the period's end, or the end of one more period after a late cancel. */
    async cancelAt(id: string, end: Date, atPeriodEnd: boolean): Promise<ProviderSubscription> {
      await stripe.subscriptions.update(
        id,
        atPeriodEnd
          ? { cancel_at_period_end: true }
          : { cancel_at: seconds(end), proration_behavior: 'none' },
      );
      return retrieveSubscription(id);
    },

    /**
     * Undoes a cancel: renewal at the period's end again. A cancel at the period's end is undone
     * by `cancel_at_period_end: false`; one at a later date (a late cancel) by emptying `cancel_at`.
     */
    async keepRenewing(id: string): Promise<ProviderSubscription> {
      await stripe.subscriptions.update(id, { cancel_at_period_end: false });
      const renewing = await retrieveSubscription(id);
      if (renewing.cancelAt === null) return renewing;
      await stripe.subscriptions.update(id, { cancel_at: '' });
      return retrieveSubscription(id);
    },

    /** Ends a subscription at once, with no proration: nothing renews or is charged again. */
    async cancelNow(id: string): Promise<ProviderSubscription> {
      await stripe.subscriptions.cancel(id, { prorate: false });
      return retrieveSubscription(id);
    },

    /**
     * Gives back `amount` of an invoice's payment: the refund goes to the payment intent that paid
     * it. The key makes a retry of the same refund return the first one, never refund twice.
     */
    async refundInvoice(
      invoiceId: string,
      amount: number,
      idempotencyKey: string,
      metadata: Record<string, string>,
    ): Promise<{ id: string; status: string }> {
      const paid = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
      const paymentIntent = idOf(paid.data[0]?.payment.payment_intent ?? null);
      if (!paymentIntent) throw new Error(`Stripe invoice ${invoiceId} has no paid payment intent`);
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount, reason: 'requested_by_customer', metadata },
        { idempotencyKey },
      );
      return { id: refund.id, status: refund.status ?? 'pending' };
    },

    /** The Customer Portal, where a learner changes their card; it returns to `returnUrl`. */
    async portalUrl(customerId: string, returnUrl: string): Promise<string> {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    /**
     * The event a webhook delivered, if its signature over the raw body is right and was made
     * within five minutes of now, before or after; throws otherwise.
     */
    verifyEvent(rawBody: Buffer, signature: string): Stripe.Event {
      const now = clock();
      const event = stripe.webhooks.constructEvent(
        rawBody,
        signature,
        config.webhookSecret,
        SIGNATURE_TOLERANCE_S,
        undefined,
        now.getTime(),
      );
      if (!(signedAt(signature) <= seconds(now) + SIGNATURE_TOLERANCE_S)) {
        throw new Error('The signature is dated in the future');
      }
      return event;
    },
  };
}
