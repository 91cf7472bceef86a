import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutResponse,
  payCheckoutResponse,
  startCheckoutResponse,
} from '../../backend/src/contract/checkout';
import { userSubscriptionResponse } from '../../backend/src/contract/subscriptions';
import { failSubscriptionWrites } from './helpers/failing-writes';
import { bearer, learnerHelpers, uniqueEmail } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const card = { name: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };

describe('checkout with the built-in test provider', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const clock = createTestClock();
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const start = async (planId: string, email = uniqueEmail('buyer')) => {
    const response = await api.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { planId, email, lang: 'en' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return startCheckoutResponse.parse(response.json()).data;
  };
  /** Pays as the browser that started the checkout does: with the checkout's key. */
  const pay = (checkout: { id: string; key: string }, payload: object = card) =>
    api.inject({
      method: 'POST',
      url: `/api/checkout/${checkout.id}/pay`,
      payload,
      headers: { 'x-checkout-key': checkout.key },
    });
  const learnerExists = async (email: string) =>
    (await api.admin('GET', `/api/admin/learners?email=${encodeURIComponent(email)}`)).statusCode === 200;

  it('holds the plan and the email, and what is due today: the trial price or the first period', async () => {
    const trial = await start('1-week');
    expect(trial).toMatchObject({ status: 'open', dueToday: { unitAmount: 699, currency: 'usd' } });
    expect(trial.id).toMatch(/^cs_[0-9a-f]{32}$/);
    const plain = await start('12-week');
    expect(plain.dueToday).toEqual({ unitAmount: 5999, currency: 'usd' });
    const { key, ...view } = plain;
    const again = await api.inject({ url: `/api/checkout/${plain.id}`, headers: { 'x-checkout-key': key } });
    expect(checkoutResponse.parse(again.json()).data).toEqual(view);
    expect((await api.inject({ url: '/api/checkout/cs_unknown' })).statusCode).toBe(404);
  });

  it('refuses a plan that does not exist, a bad email, and an email a learner has (409 EmailTaken)', async () => {
    const post = (payload: object) => api.inject({ method: 'POST', url: '/api/checkout', payload });
    expect((await post({ planId: '2-week', email: uniqueEmail() })).statusCode).toBe(400);
    expect((await post({ planId: '4-week', email: 'not an email' })).statusCode).toBe(400);
    const learner = await api.newLearner();
    const taken = await post({ planId: '4-week', email: learner.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.name).toBe('EmailTaken');
  });

  it('shows the buyer’s email, and takes the card, only with the checkout’s key', async () => {
    const checkout = await start('4-week');
    const other = await start('4-week');
    const view = async (headers: Record<string, string> = {}) => {
      const response = await api.inject({ url: `/api/checkout/${checkout.id}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      return checkoutResponse.parse(response.json()).data;
    };
    // The id alone travels in addresses, history and logs: it shows the order, not whose it is.
    expect(await view()).toMatchObject({
      id: checkout.id,
      status: 'open',
      email: null,
      plan: { id: '4-week' },
    });
    expect((await view({ 'x-checkout-key': other.key })).email).toBeNull();
    expect((await view({ 'x-checkout-key': checkout.key })).email).toBe(checkout.email);

    for (const headers of [{}, { 'x-checkout-key': other.key }]) {
      const refused = await api.inject({
        method: 'POST',
        url: `/api/checkout/${checkout.id}/pay`,
        payload: card,
        headers,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.name).toBe('Forbidden');
    }
    expect(await learnerExists(checkout.email)).toBe(false);
    expect((await pay(checkout)).statusCode).toBe(200);
  });

  it('answers a declined card and one without funds with 402 and their messages, creating nothing', async () => {
    const checkout = await start('4-week');
    const declined = await pay(checkout, { ...card, cardNumber: '4000 0000 0000 0002' });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toMatchObject({ name: 'CardDeclined', message: 'Your card was declined.' });
    const poor = await pay(checkout, { ...card, cardNumber: '4000000000009995' });
    expect(poor.json().error).toMatchObject({
      name: 'InsufficientFunds',
      message: 'Your card has insufficient funds.',
    });
    const other = await pay(checkout, { ...card, cardNumber: '5555 5555 5555 4444' });
    expect(other.json().error.name).toBe('TestCardsOnly');
    expect(await learnerExists(checkout.email)).toBe(false);
    const still = await api.inject({ url: `/api/checkout/${checkout.id}` });
    expect(still.json().data.status).toBe('open');
  });

  it('refuses an expired card and malformed card fields with 400', async () => {
    clock.freeze();
    clock.advance(Date.parse('2026-11-24T12:00:00Z') - clock.now().getTime());
    const checkout = await start('4-week');
    expect((await pay(checkout, { ...card, expiry: '10/26' })).json().error.name).toBe('CardExpired');
    expect((await pay(checkout, { ...card, expiry: '11/26' })).statusCode).toBe(200);
    const next = await start('4-week');
    const malformed = [
      { cardNumber: '4242' },
      { expiry: '13/30' },
      { expiry: '1/30' },
      { expiry: '12/2029' },
      { expiry: '12-29' },
      { cvc: '12' },
      { name: '' },
    ];
    for (const bad of malformed) {
      expect((await pay(next, { ...card, ...bad })).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('takes the expiry date as people type it: "1229", "12/29" and "12 / 29"', async () => {
    clock.freeze();
    clock.advance(Date.parse('2026-11-24T12:00:00Z') - clock.now().getTime());
    for (const expiry of ['1229', '12/29', '12 / 29', ' 12/ 29 ']) {
      const checkout = await start('4-week');
      const paid = await pay(checkout, { ...card, expiry });
      expect(paid.statusCode, `${expiry}: ${paid.body}`).toBe(200);
    }
    // Read as month and year, not as four digits: "1026" is October 2026, expired by then.
    const checkout = await start('4-week');
    expect((await pay(checkout, { ...card, expiry: '1026' })).json().error.name).toBe('CardExpired');
  });

  it('creates the learner and a trialing subscription once, mails the set-PIN link and a receipt', async () => {
    const checkout = await start('1-week');
    const paid = await pay(checkout);
    expect(paid.statusCode, paid.body).toBe(200);
    const { email, setupToken } = payCheckoutResponse.parse(paid.json()).data;
    expect(email).toBe(checkout.email);

    const twice = await pay(checkout);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.name).toBe('CheckoutCompleted');

    await api.drain();
    const kinds = (await api.outbox(email)).map((message) => message.kind).sort();
    expect(kinds).toEqual(['receipt', 'set-pin']);
    const receipt = (await api.outbox(email)).find((message) => message.kind === 'receipt');
    expect(receipt?.text).toContain('Paid today: $6.99 with VISA •••• 4242');
    expect(receipt?.text).toContain('Next payment: $29.99');

    const setPin = await api.inject({
      method: 'POST',
      url: '/api/product-user/set-pin',
      payload: { email, pin: '1357', setupToken },
    });
    expect(setPin.statusCode, setPin.body).toBe(200);
    const token = setPin.json().jwt as string;
    const subscriptions = await api.inject({
      url: `/api/user-subscription?email=${encodeURIComponent(email)}`,
      headers: bearer(token),
    });
    const list = userSubscriptionResponse.parse(subscriptions.json());
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'trialing',
      default_payment_method: { brand: 'visa', last4: '4242' },
    });
  });

  it('charges once when the same checkout is paid twice at the same moment', async () => {
    const checkout = await start('4-week');
    const answers = await Promise.all([pay(checkout), pay(checkout), pay(checkout)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    await api.drain();
    expect((await api.outbox(checkout.email)).filter((message) => message.kind === 'receipt')).toHaveLength(
      1,
    );
  });
  it('finishes a purchase whose subscription could not be stored on the buyer’s next try, once', async () => {
    const checkout = await start('1-week');
    const restore = await failSubscriptionWrites(backend.database.db);
    try {
      const failed = await pay(checkout);
      expect(failed.statusCode).toBe(500);
    } finally {
      await restore();
    }

    const paid = await pay(checkout);
    expect(paid.statusCode, paid.body).toBe(200);
    const { email, setupToken } = payCheckoutResponse.parse(paid.json()).data;
    await api.drain();
    expect((await api.outbox(email)).map((message) => message.kind).sort()).toEqual(['receipt', 'set-pin']);
    const setPin = await api.inject({
      method: 'POST',
      url: '/api/product-user/set-pin',
      payload: { email, pin: '1357', setupToken },
    });
    expect(setPin.statusCode, setPin.body).toBe(200);
    const subscriptions = await api.inject({
      url: `/api/user-subscription?email=${encodeURIComponent(email)}`,
      headers: bearer(setPin.json().jwt),
    });
    expect(userSubscriptionResponse.parse(subscriptions.json())).toEqual([
      expect.objectContaining({ status: 'trialing' }),
    ]);
  });

  it('lets a learner whose plan lapsed choose one again with the proof their right PIN earned, once', async () => {
    const learner = await api.newLearner();
    await api.admin('POST', '/api/admin/subscriptions/expire', { email: learner.email });
    const login = () =>
      api.inject({
        method: 'POST',
        url: '/api/product-user/login',
        payload: { email: learner.email, pin: learner.pin },
      });
    const wrong = await api.inject({
      method: 'POST',
      url: '/api/product-user/login',
      payload: { email: learner.email, pin: learner.pin === '0000' ? '1111' : '0000' },
    });
    expect(wrong.json().error.renewalToken).toBeUndefined();
    const refused = await login();
    expect(refused.statusCode).toBe(423);
    const { renewalToken } = refused.json().error;
    expect(renewalToken).toEqual(expect.any(String));

    const started = await api.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { planId: '1-week', email: uniqueEmail('ignored'), renewalToken },
    });
    expect(started.statusCode, started.body).toBe(201);
    const checkout = startCheckoutResponse.parse(started.json()).data;
    // A returning learner pays the plan's price: the trial is for a first purchase.
    expect(checkout).toMatchObject({ email: learner.email, trialDays: null, dueToday: { unitAmount: 2999 } });
    const again = await api.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { planId: '4-week', email: learner.email, renewalToken },
    });
    expect(again.json().error.name).toBe('InvalidToken');

    const paid = await pay(checkout);
    expect(payCheckoutResponse.parse(paid.json()).data).toEqual({ email: learner.email, setupToken: null });
    expect((await login()).statusCode).toBe(200);
  });
});
