import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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

// The web app's page that Stripe sends a buyer back to, run against a listening backend that
// takes payments through the Stripe stand-in. Whatever the browser's JavaScript, Stripe's return is
// a plain page load: this loader is all that runs.
describe('the checkout page, back from Stripe', () => {
  let backend: TestBackend;
  let stripe: StripeStandIn;
  let api: ReturnType<typeof learnerHelpers>;
  let page: typeof import('~/routes/checkout.$checkoutId');
  let sessions: typeof import('~/lib/session.server');

  beforeAll(async () => {
    stripe = await startStripeStandIn(() => new Date());
    backend = await createTestBackend({
      importContent: false,
      env: stripeEnvOf(stripe),
    });
    api = learnerHelpers(backend);
    vi.stubEnv('BACKEND_URL', await backend.app.listen({ port: 0, host: '127.0.0.1' }));
    vi.stubEnv('SESSION_SECRET', 'a-test-session-secret-that-is-long-enough');
    page = await import('~/routes/checkout.$checkoutId');
    sessions = await import('~/lib/session.server');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await backend?.close();
    await stripe?.close();
  });

  /** A checkout started as /plans starts one: its id and key, and Stripe's session. */
  const start = async () => {
    const response = await api.inject({
      method: 'POST',
      url: '/api/checkout',
      payload: { planId: '1-week', email: uniqueEmail('return'), lang: 'en' },
    });
    const checkout = startCheckoutResponse.parse(response.json()).data;
    return { ...checkout, sessionId: checkout.payUrl?.split('/').pop() ?? '' };
  };

  /** The browser's cookie for a session holding these values. */
  const cookieOf = async (values: { checkout?: { id: string; key: string } }) => {
    const session = await sessions.sessionStorage.getSession();
    if (values.checkout) session.set('checkout', values.checkout);
    return (await sessions.sessionStorage.commitSession(session)).split(';')[0] ?? '';
  };

  /** Opens /checkout/{id} with that cookie: the redirect it throws, or the page's data. */
  const open = async (checkoutId: string, cookie: string | null) => {
    const request = new Request(`http://web.test/checkout/${checkoutId}`, {
      headers: cookie ? { cookie } : {},
    });
    try {
      const answer = await page.loader({ request, params: { checkoutId }, context: {} });
      return { page: answer.data, redirect: null };
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return { page: null, redirect: thrown };
    }
  };

  it('leads the browser that started the checkout to its PIN, with the set-PIN token in its session', async () => {
    const checkout = await start();
    const cookie = await cookieOf({ checkout: { id: checkout.id, key: checkout.key } });
    // Not paid yet: the browser that started it goes to Stripe's page.
    expect((await open(checkout.id, cookie)).redirect?.headers.get('location')).toBe(checkout.payUrl);

    stripe.completeSession(checkout.sessionId);
    const { redirect } = await open(checkout.id, cookie);
    expect(redirect?.headers.get('location')).toBe('/pin');
    const session = await sessions.getSession(
      new Request('http://web.test/pin', {
        headers: { cookie: redirect?.headers.get('set-cookie')?.split(';')[0] ?? '' },
      }),
    );
    const pinSetup = session.get('pinSetup');
    expect(pinSetup?.email).toBe(checkout.email);
    const setPin = await api.inject({
      method: 'POST',
      url: '/api/product-user/set-pin',
      payload: { email: checkout.email, setupToken: pinSetup?.token, pin: '2468' },
    });
    expect(setPin.statusCode, setPin.body).toBe(200);
  });

  it('shows another browser neither the email nor Stripe’s page, and never the PIN step', async () => {
    const checkout = await start();
    const other = await start();
    for (const cookie of [null, await cookieOf({ checkout: { id: other.id, key: other.key } })]) {
      expect((await open(checkout.id, cookie)).page).toMatchObject({ state: 'elsewhere', email: '' });
    }

    stripe.completeSession(checkout.sessionId);
    const paid = await open(checkout.id, null);
    expect(paid.page).toMatchObject({ state: 'paid', email: '' });
    // The step is still there for the browser that started it.
    const cookie = await cookieOf({ checkout: { id: checkout.id, key: checkout.key } });
    expect((await open(checkout.id, cookie)).redirect?.headers.get('location')).toBe('/pin');
  });
});
