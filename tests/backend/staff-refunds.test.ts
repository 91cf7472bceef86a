import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCheckoutResponse } from '../../backend/src/contract/checkout';
import { auditResponse, staffLearnerDetail } from '../../backend/src/contract/staff';
import { learnerHelpers, uniqueEmail } from './helpers/learners';
import { staffHelpers } from './helpers/staff';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
  stripeEnvOf,
} from './helpers/stripe-stand-in';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const MINUTE = 60_000;
const card = { name: 'Ada Lovelace', cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' };

// Finance ends a learner's plan and gives back its last charge: the built-in provider's as a
// refund row, a Stripe plan's through Stripe's refund API.
describe('the back office: end and refund (built-in provider)', () => {
  const clock = createTestClock();
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let staff: ReturnType<typeof staffHelpers>;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
    staff = staffHelpers(api, clock);
  });
  afterAll(() => backend?.close());

  const act = (member: { token: string }, learnerId: number, body: object) =>
    staff.as(member, 'POST', `/api/staff/learners/${learnerId}/actions`, body);
  const detailOf = async (member: { token: string }, learnerId: number) =>
    staffLearnerDetail.parse((await staff.as(member, 'GET', `/api/staff/learners/${learnerId}`)).json());

  /** A learner who bought the 4-week plan with the test card. */
  async function buyer(): Promise<number> {
    const email = uniqueEmail('refund');
    const started = await api.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { planId: '4-week', email },
    });
    const { id, key } = startCheckoutResponse.parse(started.json()).data;
    const paid = await api.inject({
      method: 'POST',
      url: `/api/checkout/${id}/pay`,
      payload: card,
      headers: { 'x-checkout-key': key },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const found = await api.admin('GET', `/api/admin/learners?email=${encodeURIComponent(email)}`);
    return found.json().id as number;
  }

  it('is for finance and owners: support is refused', async () => {
    const support = await staff.newStaff('support');
    const learnerId = await buyer();
    const refused = await act(support, learnerId, { action: 'end-and-refund', reason: 'Asked by phone' });
    expect(refused.statusCode).toBe(403);
    const detail = await detailOf(support, learnerId);
    expect(detail.payments.map((row) => row.kind)).toEqual(['charge']);
    expect(detail.subscriptions[0]?.status).toBe('active');
  });

  it('ends the plan now, writes the refund of its last charge and the audit entry; a second is refused', async () => {
    const finance = await staff.newStaff('finance');
    const owner = await staff.newStaff('owner');
    const learnerId = await buyer();
    const [charge] = (await detailOf(finance, learnerId)).payments;
    expect(charge).toMatchObject({ kind: 'charge', status: 'succeeded', amount: 2999, currency: 'usd' });

    const done = await act(finance, learnerId, {
      action: 'end-and-refund',
      reason: 'Charged twice by mistake',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().message).toBe('The plan has ended and 29.99 USD was refunded.');

    const detail = await detailOf(finance, learnerId);
    expect(detail.payments[0]).toMatchObject({
      kind: 'refund',
      status: 'succeeded',
      amount: 2999,
      currency: 'usd',
      plan: '4-week',
      provider: 'test',
      note: 'Charged twice by mistake',
      subscriptionId: charge?.subscriptionId,
    });
    const [plan] = detail.subscriptions;
    expect(plan?.status).toBe('canceled');
    expect(Date.parse(plan?.currentPeriodEnd ?? '')).toBeLessThanOrEqual(clock.now().getTime());

    const audit = auditResponse.parse(
      (await staff.as(owner, 'GET', `/api/staff/audit?learnerId=${learnerId}`)).json(),
    );
    expect(audit.entries[0]).toMatchObject({
      action: 'end-and-refund',
      staffEmail: finance.email,
      reason: 'Charged twice by mistake',
      before: { plan: { status: 'active' }, refund: null },
      after: { plan: { status: 'canceled' }, refund: { amount: 2999, currency: 'usd' } },
    });

    const again = await act(owner, learnerId, { action: 'end-and-refund', reason: 'Once more' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      name: 'AlreadyRefunded',
      message: expect.stringContaining('already refunded'),
    });
    expect((await detailOf(finance, learnerId)).payments).toHaveLength(2);
  });

  it('answers 409 when nothing was charged, and asks for a fresh code after five minutes', async () => {
    const finance = await staff.newStaff('finance');
    const granted = await api.newLearner();
    const nothing = await act(finance, granted.id, { action: 'end-and-refund', reason: 'Asked by mail' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error).toMatchObject({
      name: 'NothingToRefund',
      message: expect.stringContaining('nothing to refund'),
    });

    const learnerId = await buyer();
    clock.advance(6 * MINUTE);
    const stale = await act(finance, learnerId, { action: 'end-and-refund', reason: 'Asked by mail' });
    expect(stale.statusCode).toBe(403);
    expect(stale.json().error.name).toBe('FreshCodeNeeded');
    const withCode = await act(finance, learnerId, {
      action: 'end-and-refund',
      reason: 'Asked by mail',
      code: await staff.nextCode(finance.secret),
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
  });
});

describe('the back office: end and refund (Stripe)', () => {
  const clock = createTestClock();
  let backend: TestBackend;
  let stripe: StripeStandIn;
  let api: ReturnType<typeof learnerHelpers>;
  let staff: ReturnType<typeof staffHelpers>;
  beforeAll(async () => {
    stripe = await startStripeStandIn(clock.now);
    backend = await createTestBackend({
      importContent: false,
      clock: clock.now,
      env: stripeEnvOf(stripe),
    });
    api = learnerHelpers(backend);
    staff = staffHelpers(api, clock);
  });
  afterAll(async () => {
    await backend?.close();
    await stripe?.close();
  });

  it('refunds the last paid invoice through Stripe and cancels the subscription there', async () => {
    const email = uniqueEmail('stripe-refund');
    const started = await api.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { planId: '4-week', email, lang: 'en' },
    });
    const checkout = startCheckoutResponse.parse(started.json()).data;
    const subscription = stripe.completeSession(checkout.payUrl?.split('/').pop() ?? '');
    const invoice = stripe.paidInvoice(subscription.id, 2999);
    const { payload, signature } = stripe.event('invoice.paid', invoice);
    const delivered = await api.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(delivered.statusCode).toBe(200);
    const learnerId = (
      await api.admin('GET', `/api/admin/learners?email=${encodeURIComponent(email)}`)
    ).json().id as number;

    const finance = await staff.newStaff('finance');
    const done = await staff.as(finance, 'POST', `/api/staff/learners/${learnerId}/actions`, {
      action: 'end-and-refund',
      reason: 'Did not mean to subscribe',
    });
    expect(done.statusCode, done.body).toBe(200);

    const [refund] = [...stripe.refunds.values()];
    expect(refund).toMatchObject({ amount: 2999, reason: 'requested_by_customer', status: 'succeeded' });
    const refundCall = stripe.requests.find((request) => request.path === '/v1/refunds');
    expect(refundCall?.idempotencyKey).toMatch(/^refund_/);
    expect(stripe.subscription(subscription.id).status).toBe('canceled');

    const detail = staffLearnerDetail.parse(
      (await staff.as(finance, 'GET', `/api/staff/learners/${learnerId}`)).json(),
    );
    expect(detail.payments.map((row) => [row.kind, row.provider, row.amount, row.providerReference])).toEqual(
      [
        ['refund', 'stripe', 2999, refund?.id],
        ['charge', 'stripe', 2999, invoice.id],
      ],
    );
    expect(detail.subscriptions[0]?.status).toBe('canceled');

    const again = await staff.as(finance, 'POST', `/api/staff/learners/${learnerId}/actions`, {
      action: 'end-and-refund',
      reason: 'Once more',
    });
    expect(again.statusCode).toBe(409);
    expect(stripe.refunds.size).toBe(1);
  });
});
