import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutResponse, startCheckoutResponse } from '../../backend/src/contract/checkout';
import { userSubscriptionResponse } from '../../backend/src/contract/subscriptions';
import { failSubscriptionWrites } from './helpers/failing-writes';
import { bearer, learnerHelpers, uniqueEmail } from './helpers/learners';
import {
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
  stripeEnvOf,
} from './helpers/stripe-stand-in';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const HOUR_S = 60 * 60;
const DAY_S = 24 * HOUR_S;

describe('payments through Stripe (a local stand-in of its API)', () => {
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

  const start = async (planId: string, email = uniqueEmail('stripe')) => {
    const response = await api.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { planId, email, lang: 'en' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const checkout = startCheckoutResponse.parse(response.json()).data;
    const sessionId = checkout.payUrl?.split('/').pop() ?? '';
    return { ...checkout, sessionId };
  };
  /** The PIN step, taken as the web app does for the browser that started the checkout: with its key. */
  const takePinSetup = (checkout: { id: string; key?: string }) =>
    api.inject({
      method: 'POST',
      url: `/api/checkout/${checkout.id}/pin-setup`,
      headers: checkout.key === undefined ? {} : { 'x-checkout-key': checkout.key },
    });
  const deliver = (delivery: { payload: string; signature: string }) =>
    api.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: delivery.payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    });
  const completed = (
    checkoutId: string,
    sessionId: string,
    subscriptionId: string,
    options?: { id?: string; signedAt?: number },
  ) =>
    stripe.event(
      'checkout.session.completed',
      {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        payment_status: 'paid',
        status: 'complete',
        client_reference_id: checkoutId,
        subscription: subscriptionId,
      },
      options,
    );
  const learnerOf = async (email: string) => {
    const response = await api.admin('GET', `/api/admin/learners?email=${encodeURIComponent(email)}`);
    return response.statusCode === 200 ? response.json() : undefined;
  };
  /** A learner who bought `planId` through Stripe and set a PIN: their token and subscription id. */
  const buyer = async (planId = '4-week') => {
    const checkout = await start(planId);
    const paid = stripe.completeSession(checkout.sessionId);
    expect((await deliver(completed(checkout.id, checkout.sessionId, paid.id))).statusCode).toBe(200);
    const handed = await takePinSetup(checkout);
    const setPin = await api.inject({
      method: 'POST',
      url: '/api/product-user/set-pin',
      payload: { email: checkout.email, setupToken: handed.json().data.setupToken, pin: '2468' },
    });
    expect(setPin.statusCode, setPin.body).toBe(200);
    return { email: checkout.email, token: setPin.json().jwt as string, subscriptionId: paid.id };
  };
  const subscriptionsOf = async (email: string, token: string) => {
    const response = await api.inject({
      url: `/api/user-subscription?email=${encodeURIComponent(email)}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return userSubscriptionResponse.parse(response.json());
  };

  it('opens a Checkout Session in subscription mode with the trial, its price and the way back', async () => {
    const checkout = await start('1-week');
    expect(checkout).toMatchObject({ provider: 'stripe', status: 'open', dueToday: { unitAmount: 699 } });
    expect(checkout.payUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    // Stripe's page shows the buyer's email: it goes, with the email, only with the checkout's key.
    const seen = async (headers: Record<string, string>) =>
      checkoutResponse.parse((await api.inject({ url: `/api/checkout/${checkout.id}`, headers })).json())
        .data;
    expect(await seen({})).toMatchObject({ status: 'open', email: null, payUrl: null });
    expect(await seen({ 'x-checkout-key': checkout.key })).toMatchObject({
      email: checkout.email,
      payUrl: checkout.payUrl,
    });
    const sent = stripe.requests.find(
      (request) =>
        request.path === '/v1/checkout/sessions' && request.body.client_reference_id === checkout.id,
    );
    expect(sent?.idempotencyKey).toBe(`checkout-${checkout.id}`);
    expect(sent?.body).toMatchObject({
      mode: 'subscription',
      customer_email: checkout.email,
      success_url: `http://web.test/checkout/${checkout.id}`,
      cancel_url: 'http://web.test/plans',
      subscription_data: { trial_period_days: '7', metadata: { checkoutId: checkout.id, planId: '1-week' } },
      line_items: [
        {
          quantity: '1',
          price_data: {
            unit_amount: '2999',
            currency: 'usd',
            recurring: { interval: 'week', interval_count: '4' },
          },
        },
        { quantity: '1', price_data: { unit_amount: '699', currency: 'usd' } },
      ],
    });
    // The built-in provider's card form is not for a Stripe checkout.
    const pay = await api.inject({
      method: 'POST',
      url: `/api/checkout/${checkout.id}/pay`,
      payload: { name: 'A', cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' },
      headers: { 'x-checkout-key': checkout.key },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error.name).toBe('PaidOnStripe');
  });

  it('answers 503 PaymentsUnavailable when Stripe does not answer, and 400 to an unsigned or tampered event', async () => {
    stripe.failing = true;
    try {
      const response = await api.inject({
        method: 'POST',
        url: '/api/checkout',
        payload: { planId: '4-week', email: uniqueEmail(), lang: 'en' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.name).toBe('PaymentsUnavailable');
    } finally {
      stripe.failing = false;
    }
    const checkout = await start('4-week');
    const paid = stripe.completeSession(checkout.sessionId);
    const good = completed(checkout.id, checkout.sessionId, paid.id);
    const tampered = await deliver({
      payload: good.payload.replace('"paid"', '"paid" '),
      signature: good.signature,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.name).toBe('InvalidSignature');
    const wrongSecret = await deliver({
      payload: good.payload,
      // Another first digit of the signature (always another: a '0' becomes a '1').
      signature: good.signature.replace(/v1=(\w)/, (_, digit: string) => `v1=${digit === '0' ? '1' : '0'}`),
    });
    expect(wrongSecret.statusCode).toBe(400);
    const unsigned = await api.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      payload: good.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await learnerOf(checkout.email)).toBeUndefined();
    // The right delivery still works afterwards.
    expect((await deliver(good)).json().data.outcome).toBe('processed');
    expect(await learnerOf(checkout.email)).toBeDefined();
  });

  it('refuses with 400 a signed event dated more than five minutes ahead or behind, and records nothing', async () => {
    clock.freeze();
    const now = Math.floor(clock.now().getTime() / 1000);
    const checkout = await start('4-week');
    const paid = stripe.completeSession(checkout.sessionId);
    const signedAt = (at: number) =>
      completed(checkout.id, checkout.sessionId, paid.id, { id: 'evt_dated', signedAt: at });

    const ahead = await deliver(signedAt(now + 60 * 60));
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().error.name).toBe('InvalidSignature');
    expect((await deliver(signedAt(now + 301))).statusCode).toBe(400);
    expect((await deliver(signedAt(now - 301))).statusCode).toBe(400);
    expect(await learnerOf(checkout.email)).toBeUndefined();

    // A sender whose clock is a little ahead is within the tolerance; the event was never recorded.
    expect((await deliver(signedAt(now + 60))).json().data.outcome).toBe('processed');
    expect(await learnerOf(checkout.email)).toBeDefined();
  });

  it('records a purchase from the webhook once: a replay changes nothing, and the receipt goes once', async () => {
    const checkout = await start('1-week');
    const paid = stripe.completeSession(checkout.sessionId, { brand: 'mastercard', last4: '4444' });
    const delivery = completed(checkout.id, checkout.sessionId, paid.id);
    expect((await deliver(delivery)).json().data.outcome).toBe('processed');
    expect((await deliver(delivery)).json().data.outcome).toBe('replayed');
    const view = await api.inject({ url: `/api/checkout/${checkout.id}` });
    expect(view.json().data).toMatchObject({ status: 'paid', payUrl: null });

    await api.drain();
    const mail = await api.outbox(checkout.email);
    expect(mail.map((message) => message.kind).sort()).toEqual(['receipt', 'set-pin']);
    expect(mail.find((message) => message.kind === 'receipt')?.text).toContain('$6.99');

    // The id alone (from the return address, a history or a log) never takes the new account.
    const other = await start('4-week');
    for (const stranger of [{ id: checkout.id }, { id: checkout.id, key: other.key }]) {
      const refused = await takePinSetup(stranger);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.name).toBe('Forbidden');
      expect(refused.body).not.toContain(checkout.email);
    }
    // The browser that paid (it holds the key) gets the PIN step once; then the learner is signed in.
    const handed = await takePinSetup(checkout);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().data).toMatchObject({ email: checkout.email, setupToken: expect.any(String) });
    const again = await takePinSetup(checkout);
    expect(again.statusCode).toBe(409);
    const setPin = await api.inject({
      method: 'POST',
      url: '/api/product-user/set-pin',
      payload: { email: checkout.email, setupToken: handed.json().data.setupToken, pin: '1357' },
    });
    expect(setPin.statusCode, setPin.body).toBe(200);
    const [subscription, ...others] = await subscriptionsOf(checkout.email, setPin.json().jwt);
    expect(others).toEqual([]);
    expect(subscription).toMatchObject({
      id: paid.id,
      status: 'trialing',
      trial_end: paid.trial_end,
      cancel_at: null,
      default_payment_method: { brand: 'mastercard', last4: '4444' },
      metadata: { provider: 'stripe' },
    });
  });

  /** A Stripe purchase whose first recording failed as its subscription was being stored. */
  const failedOnce = async () => {
    const checkout = await start('1-week');
    const paid = stripe.completeSession(checkout.sessionId);
    const delivery = completed(checkout.id, checkout.sessionId, paid.id);
    const restore = await failSubscriptionWrites(backend.database.db);
    try {
      expect((await deliver(delivery)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    /** The learner has the plan, and the set-PIN link and the receipt went once each. */
    const expectCompleted = async () => {
      expect((await learnerOf(checkout.email))?.subscription).toMatchObject({
        id: paid.id,
        status: 'trialing',
      });
      await api.drain();
      const kinds = (await api.outbox(checkout.email)).map((message) => message.kind).sort();
      expect(kinds).toEqual(['receipt', 'set-pin']);
    };
    return { checkout, delivery, expectCompleted };
  };

  it('finishes a purchase whose subscription could not be stored when Stripe sends the event again', async () => {
    const { delivery, expectCompleted } = await failedOnce();
    const retried = await deliver(delivery);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.outcome).toBe('processed');
    await expectCompleted();
    expect((await deliver(delivery)).json().data.outcome).toBe('replayed');
  });

  it('finishes a purchase whose subscription could not be stored when the buyer comes back', async () => {
    const { checkout, delivery, expectCompleted } = await failedOnce();
    const view = await api.inject({ url: `/api/checkout/${checkout.id}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data.status).toBe('paid');
    await expectCompleted();
    // Stripe's retry of the failed event then finds the purchase recorded.
    expect((await deliver(delivery)).statusCode).toBe(200);
    await expectCompleted();
  });

  it('records the purchase when the visitor comes back before the webhook, and the late webhook adds nothing', async () => {
    const checkout = await start('12-week');
    const pending = await takePinSetup(checkout);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.name).toBe('PaymentPending');

    const paid = stripe.completeSession(checkout.sessionId);
    const view = await api.inject({ url: `/api/checkout/${checkout.id}` });
    expect(view.json().data.status).toBe('paid');
    expect((await deliver(completed(checkout.id, checkout.sessionId, paid.id))).json().data.outcome).toBe(
      'processed',
    );
    const created = stripe.event('customer.subscription.created', { ...paid });
    expect((await deliver(created)).json().data.outcome).toBe('processed');
    await api.drain();
    expect((await api.outbox(checkout.email)).filter((message) => message.kind === 'receipt')).toHaveLength(
      1,
    );
    const learner = await learnerOf(checkout.email);
    expect(learner.subscription).toMatchObject({ id: paid.id, status: 'active' });
  });

  it('records the purchase from a subscription event that comes before the checkout event', async () => {
    const checkout = await start('4-week');
    const paid = stripe.completeSession(checkout.sessionId);
    expect((await deliver(stripe.event('customer.subscription.created', { ...paid }))).statusCode).toBe(200);
    expect((await learnerOf(checkout.email))?.subscription).toMatchObject({ id: paid.id, status: 'active' });
    expect((await deliver(completed(checkout.id, checkout.sessionId, paid.id))).json().data.outcome).toBe(
      'processed',
    );
    await api.drain();
    expect((await api.outbox(checkout.email)).filter((message) => message.kind === 'set-pin')).toHaveLength(
      1,
    );
  });

  it('keeps the newest state when events come out of order: an older update does not undo an end', async () => {
    const { email, token, subscriptionId } = await buyer();
    const before = structuredClone(stripe.subscription(subscriptionId));
    const ended = stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    const deleted = stripe.event(
      'customer.subscription.deleted',
      { ...ended },
      { created: before.created + 60 },
    );
    const older = stripe.event(
      'customer.subscription.updated',
      { ...before },
      { created: before.created + 30 },
    );
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await deliver(older)).statusCode).toBe(200);
    const [subscription] = await subscriptionsOf(email, token);
    expect(subscription?.status).toBe('canceled');
    // Lessons need a running plan: the guard now refuses with 423.
    const learning = await api.inject({ url: '/api/courses/started?filter=started', headers: bearer(token) });
    expect(learning.statusCode).toBe(423);
  });

  it('mails a receipt for a renewal and a notice for a refused one, from invoice events', async () => {
    const { email, token, subscriptionId } = await buyer();
    const item = stripe.subscription(subscriptionId).items.data[0] as { current_period_end: number };
    const nextEnd = item.current_period_end + 28 * DAY_S;
    stripe.updateSubscription(subscriptionId, { periodEnd: nextEnd });
    const invoice = (extra: object) => ({
      object: 'invoice',
      amount_paid: 2999,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      ...extra,
    });
    expect(
      (await deliver(stripe.event('invoice.paid', invoice({ billing_reason: 'subscription_cycle' }))))
        .statusCode,
    ).toBe(200);
    const [renewed] = await subscriptionsOf(email, token);
    expect(renewed?.current_period_end).toBe(nextEnd);

    stripe.updateSubscription(subscriptionId, { status: 'past_due' });
    const retryAt = nextEnd + DAY_S;
    const failed = invoice({
      billing_reason: 'subscription_cycle',
      amount_paid: 0,
      next_payment_attempt: retryAt,
    });
    expect((await deliver(stripe.event('invoice.payment_failed', failed))).statusCode).toBe(200);
    const [pastDue] = await subscriptionsOf(email, token);
    expect(pastDue?.status).toBe('past_due');
    await api.drain();
    const kinds = (await api.outbox(email)).map((message) => message.kind);
    expect(kinds.filter((kind) => kind === 'receipt')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'payment-failed')).toHaveLength(1);
  });

  it('cancels on Stripe: at the period end in time, one period later within 24 hours; billing here charges nothing', async () => {
    const inTime = await buyer();
    const cancel = (who: { token: string; subscriptionId: string }) =>
      api.inject({
        method: 'DELETE',
        url: `/api/subscriptions/${who.subscriptionId}`,
        headers: bearer(who.token),
      });
    const response = await cancel(inTime);
    expect(response.statusCode, response.body).toBe(200);
    const periodEnd = response.json().data.current_period_end;
    expect(response.json().data).toMatchObject({ cancel_at_period_end: true, cancel_at: periodEnd });
    expect(stripe.subscription(inTime.subscriptionId).cancel_at_period_end).toBe(true);

    const late = await buyer();
    clock.advance((28 * DAY_S - 23 * HOUR_S) * 1000);
    const lateResponse = await cancel(late);
    const lateEnd = lateResponse.json().data.current_period_end;
    expect(lateResponse.json().data.cancel_at).toBe(lateEnd + 28 * DAY_S);
    expect(stripe.subscription(late.subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: lateEnd + 28 * DAY_S,
    });

    // Stripe renews and ends its own subscriptions: the billing job leaves them alone.
    clock.advance(2 * DAY_S * 1000);
    const run = await api.admin('POST', '/api/admin/billing/run');
    expect(run.json()).toMatchObject({ renewed: 0, failed: 0, ended: 0 });
  });

  it('undoes a cancel on Stripe: at the period end, and one a period later after a late cancel', async () => {
    const keep = (who: { token: string; subscriptionId: string }) =>
      api.inject({
        method: 'POST',
        url: `/api/subscriptions/${who.subscriptionId}/keep`,
        headers: bearer(who.token),
      });
    const cancel = (who: { token: string; subscriptionId: string }) =>
      api.inject({
        method: 'DELETE',
        url: `/api/subscriptions/${who.subscriptionId}`,
        headers: bearer(who.token),
      });
    const inTime = await buyer();
    expect((await cancel(inTime)).json().data.cancel_at_period_end).toBe(true);
    const kept = await keep(inTime);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect(stripe.subscription(inTime.subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });
    const update = stripe.requests.findLast(
      (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${inTime.subscriptionId}`,
    );
    expect(update?.body).toEqual({ cancel_at_period_end: 'false' });
    const [listed] = await subscriptionsOf(inTime.email, inTime.token);
    expect(listed).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    const late = await buyer();
    clock.advance((28 * DAY_S - 23 * HOUR_S) * 1000);
    expect((await cancel(late)).json().data.cancel_at).not.toBeNull();
    const lateKept = await keep(late);
    expect(lateKept.statusCode, lateKept.body).toBe(200);
    expect(lateKept.json().data).toMatchObject({ cancel_at_period_end: false, cancel_at: null });
    expect(stripe.subscription(late.subscriptionId)).toMatchObject({
      cancel_at_period_end: false,
      cancel_at: null,
    });
  });

  it('refuses to keep a Stripe plan that has ended, without calling Stripe', async () => {
    const { token, subscriptionId } = await buyer();
    const ended = stripe.updateSubscription(subscriptionId, { status: 'canceled' });
    expect((await deliver(stripe.event('customer.subscription.deleted', { ...ended }))).statusCode).toBe(200);
    const calls = stripe.requests.length;
    const refused = await api.inject({
      method: 'POST',
      url: `/api/subscriptions/${subscriptionId}/keep`,
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.name).toBe('SubscriptionEnded');
    expect(stripe.requests).toHaveLength(calls);
  });

  it('opens the Customer Portal for the learner’s own Stripe plan only', async () => {
    const { token, subscriptionId } = await buyer();
    const portal = await api.inject({
      method: 'POST',
      url: `/api/subscriptions/${subscriptionId}/payment-portal`,
      headers: bearer(token),
    });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(portal.json().data.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const sent = stripe.requests.findLast((request) => request.path === '/v1/billing_portal/sessions');
    expect(sent?.body).toMatchObject({
      customer: stripe.subscription(subscriptionId).customer,
      return_url: 'http://web.test/subscription',
    });

    const other = await api.newLearner();
    const otherToken = await api.signIn(other);
    const refused = await api.inject({
      method: 'POST',
      url: `/api/subscriptions/${subscriptionId}/payment-portal`,
      headers: bearer(otherToken),
    });
    expect(refused.statusCode).toBe(403);
    const [own] = await subscriptionsOf(other.email, otherToken);
    const builtIn = await api.inject({
      method: 'POST',
      url: `/api/subscriptions/${own?.id}/payment-portal`,
      headers: bearer(otherToken),
    });
    expect(builtIn.statusCode).toBe(409);
    expect(builtIn.json().error.name).toBe('NoPaymentPortal');
  });

  it('stops Stripe renewing when the learner deletes their account', async () => {
    const { token, subscriptionId } = await buyer();
    const deleted = await api.inject({
      method: 'DELETE',
      url: '/api/product-user/delete-account',
      headers: bearer(token),
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(stripe.subscription(subscriptionId).cancel_at_period_end).toBe(true);
  });
});
