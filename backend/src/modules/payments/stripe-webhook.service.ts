import type Stripe from 'stripe';
import type { Clock } from '../../clock';
import type { StripeGateway } from '../../providers/payments/stripe-gateway';
import type { CheckoutService } from '../checkout/checkout.service';
import type { SubscriptionRecord } from '../subscriptions/subscription.repository';
import type { SubscriptionService } from '../subscriptions/subscription.service';
import type { SubscriptionMail } from '../subscriptions/subscription-mail';
import type { PaymentEventsRepository } from './payment-events.repository';
import type { PaymentsRepository } from './payments.repository';

export type StripeWebhookService = ReturnType<typeof createStripeWebhookService>;
export type WebhookOutcome = 'processed' | 'replayed' | 'ignored';

interface StripeWebhookDeps {
  stripe: StripeGateway;
  checkoutService: CheckoutService;
  subscriptionService: SubscriptionService;
  mail: SubscriptionMail;
  paymentEvents: PaymentEventsRepository;
  payments: PaymentsRepository;
  clock: Clock;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const fromSeconds = (value: number) => new Date(value * 1000);

const subscriptionEvents = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.trial_will_end',
]);

/**
 * Stripe's events, verified before they get here. Each is processed once (by its id), and an
 * event is only a signal: the subscription is read again from Stripe and stored as it is now, so
 * events arriving late or out of order cannot put an older state back.
 */
export function createStripeWebhookService(deps: StripeWebhookDeps) {
  const { stripe, checkoutService, subscriptionService, mail, paymentEvents, clock } = deps;

  /**
   * An invoice's charge, paid or refused, as a payment row. Its id is Stripe's invoice id (one
   * per refused attempt), so a replay or a second event about the same attempt adds nothing.
   * An invoice of nothing (a free trial's) moved no money and is not written.
   */
  async function recordInvoice(
    invoice: Stripe.Invoice,
    record: SubscriptionRecord,
    created: number,
    failed: boolean,
  ): Promise<void> {
    const amount = failed ? invoice.amount_due : invoice.amount_paid;
    if (!invoice.id || !amount) return;
    const retry = invoice.next_payment_attempt;
    await deps.payments.add({
      id: failed ? `${invoice.id}_attempt_${invoice.attempt_count ?? 1}` : invoice.id,
      learnerId: record.learnerId,
      subscriptionId: record.id,
      kind: 'charge',
      status: failed ? 'failed' : 'succeeded',
      amount,
      currency: invoice.currency ?? record.currency,
      plan: record.plan,
      provider: 'stripe',
      providerReference: invoice.id,
      note: failed
        ? `Stripe could not charge the card${retry ? `; it tries again on ${fromSeconds(retry).toISOString().slice(0, 10)}` : ''}.`
        : null,
      createdAt: fromSeconds(created),
    });
  }

  /** Stores the subscription as Stripe has it now; records the purchase if no event did yet. */
  async function syncSubscription(id: string): Promise<SubscriptionRecord | undefined> {
    const current = await stripe.retrieveSubscription(id);
    const stored = await subscriptionService.sync(current);
    if (stored || !current.checkoutId) return stored;
    await checkoutService.completeWithStripe(current.checkoutId, current);
    return subscriptionService.sync(current);
  }

  const subscriptionOfInvoice = (invoice: Stripe.Invoice) =>
    idOf(invoice.parent?.subscription_details?.subscription);

  async function process(event: Stripe.Event): Promise<boolean> {
    if (subscriptionEvents.has(event.type)) {
      await syncSubscription((event.data.object as Stripe.Subscription).id);
      return true;
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const subscription = idOf(session.subscription);
        if (session.mode !== 'subscription' || !session.client_reference_id || !subscription) return false;
        if (session.payment_status === 'unpaid') return false;
        await checkoutService.completeWithStripe(session.client_reference_id, subscription);
        return true;
      }
      case 'invoice.paid': {
        const invoice = event.data.object;
        const subscription = subscriptionOfInvoice(invoice);
        if (!subscription) return false;
        const record = await syncSubscription(subscription);
        if (record) await recordInvoice(invoice, record, event.created, false);
        // The first invoice's receipt goes with the purchase; renewals get theirs here.
        if (record && invoice.billing_reason === 'subscription_cycle') {
          await mail.receipt(record, fromSeconds(event.created), invoice.amount_paid);
        }
        return true;
      }
      case 'invoice.payment_failed': {
        const invoice = event.data.object;
        const subscription = subscriptionOfInvoice(invoice);
        if (!subscription) return false;
        const record = await syncSubscription(subscription);
        if (record) await recordInvoice(invoice, record, event.created, true);
        if (record && invoice.next_payment_attempt) {
          await mail.paymentFailed(record, fromSeconds(invoice.next_payment_attempt));
        }
        return true;
      }
      default:
        return false;
    }
  }

  return {
    /** Processes a verified event once; an error leaves it unrecorded, so Stripe's retry runs it again. */
    async handle(event: Stripe.Event): Promise<WebhookOutcome> {
      if (await paymentEvents.seen(event.id)) return 'replayed';
      const processed = await process(event);
      await paymentEvents.record(event.id, event.type, clock());
      return processed ? 'processed' : 'ignored';
    },
  };
}
