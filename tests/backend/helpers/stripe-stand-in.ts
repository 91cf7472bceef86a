import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import qs from 'qs';
import Stripe from 'stripe';

// Stripe's API as far as the product uses it, on a local port: Checkout Sessions, subscriptions,
// the Customer Portal, invoices' payments and refunds. Events are signed with the official package, as Stripe signs them.

export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in_signing_secret';
export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';

type Json = Record<string, unknown>;

/** The backend's settings that send its payments to this stand-in. */
export function stripeEnvOf(standIn: { url: string }): Record<string, string> {
  return {
    PAYMENTS: 'stripe',
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_API_URL: standIn.url,
  };
}

export interface StandInRequest {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | undefined;
}

interface StoredSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  created: number;
  trial_end: number | null;
  metadata: Record<string, string>;
  default_payment_method: string;
  items: { object: 'list'; data: Json[] };
}

const WEEK_S = 7 * 24 * 60 * 60;
const intervalSeconds: Record<string, number> = {
  day: 86_400,
  week: WEEK_S,
  month: 30 * 86_400,
  year: 365 * 86_400,
};

export interface StripeStandIn {
  url: string;
  requests: StandInRequest[];
  /** Answer every call with a 500 until set back to false. */
  failing: boolean;
  /** The visitor pays on the hosted page: a customer, a card, a subscription, the session complete. */
  completeSession(sessionId: string, card?: { brand: string; last4: string }): StoredSubscription;
  subscription(id: string): StoredSubscription;
  /** Changes a subscription as Stripe would (a renewal, a refusal, an end). */
  updateSubscription(
    id: string,
    changes: Partial<StoredSubscription> & { periodEnd?: number },
  ): StoredSubscription;
  /** An invoice Stripe charged for a subscription (paid by a payment intent of its own), for an event. */
  paidInvoice(subscriptionId: string, amount: number, extra?: Json): Json;
  /** Refunds made, by id: what was asked for each. */
  refunds: Map<string, Json>;
  /** A webhook delivery: its raw body and the Stripe-Signature header, signed now unless `signedAt` (seconds). */
  event(
    type: string,
    object: Json,
    options?: { id?: string; created?: number; signedAt?: number },
  ): { payload: string; signature: string };
  close(): Promise<void>;
}

export async function startStripeStandIn(now: () => Date): Promise<StripeStandIn> {
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, StoredSubscription>();
  const paymentMethods = new Map<string, Json>();
  const idempotent = new Map<string, Json>();
  /** Each invoice's payment intent, and what each payment intent paid. */
  const invoicePayments = new Map<string, string>();
  const paymentIntents = new Map<string, { amount: number; currency: string; refunded: number }>();
  const refunds = new Map<string, Json>();
  const requests: StandInRequest[] = [];
  const signer = new Stripe(STAND_IN_SECRET_KEY);
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${String(++counter).padStart(6, '0')}`;
  const seconds = () => Math.floor(now().getTime() / 1000);

  function createSession(body: Json): Json {
    const id = nextId('cs_test');
    const session = {
      id,
      object: 'checkout.session',
      mode: body.mode,
      status: 'open',
      payment_status: 'unpaid',
      client_reference_id: body.client_reference_id ?? null,
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      subscription: null,
      metadata: body.metadata ?? {},
      url: `https://checkout.stripe.test/c/pay/${id}`,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      locale: body.locale,
      line_items_requested: body.line_items,
      subscription_data: body.subscription_data,
    };
    sessions.set(id, session);
    return session;
  }

  function withPaymentMethod(subscription: StoredSubscription, expand: boolean): Json {
    return {
      ...subscription,
      default_payment_method: expand
        ? (paymentMethods.get(subscription.default_payment_method) ?? null)
        : subscription.default_payment_method,
    };
  }

  function route(method: string, path: string, body: Json, query: Json): [number, Json] {
    let match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/checkout/sessions') return [200, createSession(body)];
    if (method === 'GET' && match) {
      const session = sessions.get(match[1] ?? '');
      return session
        ? [200, session]
        : [404, { error: { type: 'invalid_request_error', message: 'No such session' } }];
    }
    match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const subscription = subscriptions.get(match[1] ?? '');
      if (!subscription)
        return [404, { error: { type: 'invalid_request_error', message: 'No such subscription' } }];
      if (method === 'DELETE') subscription.status = 'canceled';
      if (method === 'POST') {
        if (body.cancel_at_period_end !== undefined) {
          const atPeriodEnd = body.cancel_at_period_end === 'true';
          // Turning it off clears only the end it set: a date set with cancel_at stays.
          if (atPeriodEnd || subscription.cancel_at_period_end) {
            subscription.cancel_at = atPeriodEnd
              ? Number((subscription.items.data[0] as Json).current_period_end)
              : null;
          }
          subscription.cancel_at_period_end = atPeriodEnd;
        }
        if (body.cancel_at !== undefined) {
          // An empty value removes the date, as Stripe's API does.
          subscription.cancel_at = body.cancel_at === '' ? null : Number(body.cancel_at);
          subscription.cancel_at_period_end = false;
        }
      }
      const expand = ([] as unknown[]).concat(query.expand ?? []).includes('default_payment_method');
      return [200, withPaymentMethod(subscription, expand)];
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const invoice = String(query.invoice ?? '');
      const paymentIntent = invoicePayments.get(invoice);
      const data = paymentIntent
        ? [
            {
              id: `inpay_${invoice}`,
              object: 'invoice_payment',
              invoice,
              status: 'paid',
              amount_paid: paymentIntents.get(paymentIntent)?.amount,
              payment: { type: 'payment_intent', payment_intent: paymentIntent },
            },
          ]
        : [];
      return [200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data }];
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const paymentIntent = paymentIntents.get(String(body.payment_intent ?? ''));
      const amount = Number(body.amount ?? paymentIntent?.amount ?? 0);
      if (!paymentIntent)
        return [404, { error: { type: 'invalid_request_error', message: 'No such payment_intent' } }];
      if (amount > paymentIntent.amount - paymentIntent.refunded)
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'charge_already_refunded',
              message: 'Refund amount is greater than unrefunded amount on charge',
            },
          },
        ];
      paymentIntent.refunded += amount;
      const refund = {
        id: nextId('re'),
        object: 'refund',
        amount,
        currency: paymentIntent.currency,
        payment_intent: body.payment_intent,
        reason: body.reason ?? null,
        metadata: body.metadata ?? {},
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return [200, refund];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = nextId('bps');
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      ];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  const server: Server = createServer((request: IncomingMessage, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const body = qs.parse(raw) as Json;
      const query = qs.parse(url.search.slice(1)) as Json;
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      requests.push({ method: request.method ?? 'GET', path: url.pathname, body, idempotencyKey });
      response.setHeader('content-type', 'application/json');
      if (standIn.failing) {
        response.statusCode = 500;
        response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stand-in is failing' } }));
        return;
      }
      const key = idempotencyKey && `${request.method} ${url.pathname} ${idempotencyKey}`;
      const remembered = key ? idempotent.get(key) : undefined;
      const [status, answer] = remembered
        ? [200, remembered]
        : route(request.method ?? 'GET', url.pathname, body, query);
      if (key && status === 200) idempotent.set(key, answer);
      response.statusCode = status;
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standIn: StripeStandIn = {
    url: `http://127.0.0.1:${port}`,
    requests,
    failing: false,

    completeSession(sessionId, card = { brand: 'visa', last4: '4242' }) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      const items = session.line_items_requested as Json[];
      const recurringItem = items.find((item) => (item.price_data as Json).recurring) as Json;
      const priceData = recurringItem.price_data as Json;
      const recurring = priceData.recurring as Json;
      const subscriptionData = (session.subscription_data ?? {}) as Json;
      const start = seconds();
      const trialDays = subscriptionData.trial_period_days ? Number(subscriptionData.trial_period_days) : 0;
      const periodEnd = trialDays
        ? start + trialDays * 86_400
        : start + Number(recurring.interval_count) * (intervalSeconds[String(recurring.interval)] ?? WEEK_S);
      const customer = (session.customer as string | null) ?? nextId('cus');
      const paymentMethod = nextId('pm');
      paymentMethods.set(paymentMethod, {
        id: paymentMethod,
        object: 'payment_method',
        type: 'card',
        card: { brand: card.brand, last4: card.last4, exp_month: 12, exp_year: 2030 },
      });
      const subscription: StoredSubscription = {
        id: nextId('sub'),
        object: 'subscription',
        customer,
        status: trialDays ? 'trialing' : 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        created: start,
        trial_end: trialDays ? periodEnd : null,
        metadata: (subscriptionData.metadata ?? {}) as Record<string, string>,
        default_payment_method: paymentMethod,
        items: {
          object: 'list',
          data: [
            {
              id: nextId('si'),
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: periodEnd,
              price: {
                id: nextId('price'),
                object: 'price',
                unit_amount: Number(priceData.unit_amount),
                currency: priceData.currency,
                recurring: { interval: recurring.interval, interval_count: Number(recurring.interval_count) },
              },
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subscription.id,
        customer,
      });
      return subscription;
    },

    subscription(id) {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`No subscription ${id}`);
      return subscription;
    },

    updateSubscription(id, { periodEnd, ...changes }) {
      const subscription = standIn.subscription(id);
      Object.assign(subscription, changes);
      if (periodEnd !== undefined) {
        const item = subscription.items.data[0] as Json;
        item.current_period_start = item.current_period_end;
        item.current_period_end = periodEnd;
      }
      return subscription;
    },

    paidInvoice(subscriptionId, amount, extra = {}) {
      const subscription = standIn.subscription(subscriptionId);
      const item = subscription.items.data[0] as Json;
      const currency = String((item.price as Json).currency);
      const id = nextId('in');
      const paymentIntent = nextId('pi');
      invoicePayments.set(id, paymentIntent);
      paymentIntents.set(paymentIntent, { amount, currency, refunded: 0 });
      return {
        id,
        object: 'invoice',
        amount_paid: amount,
        amount_due: amount,
        currency,
        status: 'paid',
        billing_reason: 'subscription_create',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
        ...extra,
      };
    },

    refunds,

    event(type, object, options = {}) {
      const payload = JSON.stringify({
        id: options.id ?? nextId('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: options.created ?? seconds(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: STAND_IN_WEBHOOK_SECRET,
        timestamp: options.signedAt ?? seconds(),
      });
      return { payload, signature };
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standIn;
}
