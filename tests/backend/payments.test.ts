import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../backend/src/clock';
import { startCheckoutResponse } from '../../backend/src/contract/checkout';
import { learnerHelpers, uniqueEmail } from './helpers/learners';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
  stripeEnvOf,
} from './helpers/stripe-stand-in';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const card = { name: 'Ada Lovelace', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' };

interface Row {
  id: string;
  kind: string;
  status: string;
  amount: number;
  currency: string;
  plan: string | null;
  provider: string;
  provider_reference: string | null;
  note: string | null;
  subscription_id: string | null;
}

/** The payment rows of the learner with this email, oldest first. */
async function paymentsOf(backend: TestBackend, email: string): Promise<Row[]> {
  const result = await backend.database.db.execute(
    sql`select id, kind, status, amount, currency, plan, provider, provider_reference, note, subscription_id
        from payments where learner_id = (select id from learners where email = ${email})
        order by created_at, id`,
  );
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

// Money that moved, written where it moves: the test card at checkout, the billing run's renewals
// (paid or refused), and Stripe's invoices from its webhook.
describe('payments with the built-in provider', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const clock = createTestClock();
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const runBilling = async () => {
    const response = await api.admin('POST', '/api/admin/billing/run');
    expect(response.statusCode, response.body).toBe(200);
  };
  const buy = async (planId: string) => {
    const email = uniqueEmail('payer');
    const started = await api.inject({ method: 'POST', url: '/api/checkout', payload: { planId, email } });
    const { id, key } = startCheckoutResponse.parse(started.json()).data;
    const paid = await api.inject({
      method: 'POST',
      url: `/api/checkout/${id}/pay`,
      payload: card,
      headers: { 'x-checkout-key': key },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return { email, checkoutId: id };
  };
  const periodEndOf = async (email: string) => {
    const result = await backend.database.db.execute(
      sql`select current_period_end as end from subscriptions
          where learner_id = (select id from learners where email = ${email})`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { end: string }[] }).rows) as {
      end: string | Date;
    }[];
    return new Date(rows[0]?.end ?? 0).getTime();
  };

  it('writes the checkout charge, each renewal and each refused renewal with its reason', async () => {
    clock.freeze();
    const { email, checkoutId } = await buy('1-week');
    // The trial's own price is what the card paid today.
    expect(await paymentsOf(backend, email)).toEqual([
      expect.objectContaining({
        kind: 'charge',
        status: 'succeeded',
        amount: 699,
        currency: 'usd',
        plan: '1-week',
        provider: 'test',
        provider_reference: checkoutId,
        note: null,
      }),
    ]);

    clock.advance((await periodEndOf(email)) + 60_000 - clock.now().getTime());
    await runBilling();
    const renewed = await paymentsOf(backend, email);
    expect(renewed).toHaveLength(2);
    expect(renewed[1]).toMatchObject({ kind: 'charge', status: 'succeeded', amount: 2999, note: null });
    expect(renewed[1]?.subscription_id).toBe(renewed[0]?.subscription_id);

    // The card on file is now refused: the renewal is written as failed, with the provider's reason.
    await backend.database.db.execute(
      sql`update subscriptions set payment_method_last4 = '0002'
          where learner_id = (select id from learners where email = ${email})`,
    );
    clock.advance((await periodEndOf(email)) + 60_000 - clock.now().getTime());
    await runBilling();
    await runBilling();
    const refused = await paymentsOf(backend, email);
    expect(refused).toHaveLength(3);
    expect(refused[2]).toMatchObject({
      kind: 'charge',
      status: 'failed',
      amount: 2999,
      note: 'Your card was declined.',
    });
  });

  it('writes a plan paid in full at once, and nothing for a refused card at checkout', async () => {
    const { email } = await buy('4-week');
    expect((await paymentsOf(backend, email)).map((row) => [row.kind, row.status, row.amount])).toEqual([
      ['charge', 'succeeded', 2999],
    ]);

    const other = uniqueEmail('declined');
    const started = await api.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { planId: '4-week', email: other },
    });
    const { id, key } = started.json().data;
    const declined = await api.inject({
      method: 'POST',
      url: `/api/checkout/${id}/pay`,
      payload: { ...card, cardNumber: '4000000000000002' },
      headers: { 'x-checkout-key': key },
    });
    expect(declined.statusCode).toBe(402);
    const rows = await backend.database.db.execute(
      sql`select count(*)::int as n from payments where provider_reference = ${id}`,
    );
    const [count] = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as {
      n: number;
    }[];
    expect(count?.n).toBe(0);
  });
});

describe('payments through Stripe', () => {
  let backend: TestBackend;
  let stripe: StripeStandIn;
  let api: ReturnType<typeof learnerHelpers>;
  const clock = createTestClock();
  beforeAll(async () => {
    stripe = await startStripeStandIn(clock.now);
    backend = await createTestBackend({
      importContent: false,
      clock: clock.now,
      env: stripeEnvOf(stripe),
    });
    api = learnerHelpers(backend);
  });
  afterAll(async () => {
    await backend?.close();
    await stripe?.close();
  });

  const deliver = (delivery: { payload: string; signature: string }) =>
    api.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: delivery.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    });

  it('writes paid and refused invoices once: a replayed event, or another about the same invoice, adds nothing', async () => {
    const email = uniqueEmail('stripe-payer');
    const started = await api.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { planId: '4-week', email, lang: 'en' },
    });
    const checkout = startCheckoutResponse.parse(started.json()).data;
    const subscription = stripe.completeSession(checkout.payUrl?.split('/').pop() ?? '');
    const invoice = stripe.paidInvoice(subscription.id, 2999);
    const paid = stripe.event('invoice.paid', invoice);
    expect((await deliver(paid)).statusCode).toBe(200);
    const replay = await deliver(paid);
    expect(replay.statusCode).toBe(200);
    // Another event about the same invoice (Stripe may send one for each payment of it).
    expect((await deliver(stripe.event('invoice.paid', invoice))).statusCode).toBe(200);
    const rows = await paymentsOf(backend, email);
    expect(rows).toEqual([
      expect.objectContaining({
        id: invoice.id,
        kind: 'charge',
        status: 'succeeded',
        amount: 2999,
        currency: 'usd',
        plan: '4-week',
        provider: 'stripe',
        provider_reference: invoice.id,
        subscription_id: subscription.id,
      }),
    ]);

    const renewal = stripe.paidInvoice(subscription.id, 2999, {
      amount_paid: 0,
      status: 'open',
      attempt_count: 1,
      billing_reason: 'subscription_cycle',
      next_payment_attempt: Math.floor((clock.now().getTime() + DAY_MS) / 1000),
    });
    const failed = stripe.event('invoice.payment_failed', renewal);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    const after = await paymentsOf(backend, email);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({
      kind: 'charge',
      status: 'failed',
      amount: 2999,
      provider_reference: renewal.id,
      note: expect.stringMatching(/^Stripe could not charge the card; it tries again on \d{4}-\d\d-\d\d\.$/),
    });
  });
});
