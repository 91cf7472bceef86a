import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricesResponse } from '../../backend/src/contract/plans';
import {
  cancelSubscriptionResponse,
  keepSubscriptionResponse,
  userSubscriptionResponse,
} from '../../backend/src/contract/subscriptions';
import { bearer, learnerHelpers } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

const DAY_S = 24 * 3600;

describe('subscriptions', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const signedIn = async (options: Parameters<typeof api.newLearner>[0] = {}) => {
    const learner = await api.newLearner(options);
    return { learner, token: await api.signIn(learner) };
  };
  const list = (email: string, token?: string) =>
    api.inject({
      url: `/api/user-subscription?email=${encodeURIComponent(email)}`,
      headers: token ? bearer(token) : {},
    });
  const cancel = (id: string, token?: string) =>
    api.inject({ method: 'DELETE', url: `/api/subscriptions/${id}`, headers: token ? bearer(token) : {} });

  describe('GET /api/user-subscription', () => {
    it('answers the caller’s subscriptions in the payment provider’s shape', async () => {
      const { learner, token } = await signedIn();
      const response = await list(learner.email.toUpperCase(), token);
      expect(response.statusCode).toBe(200);
      const [subscription, ...rest] = userSubscriptionResponse.parse(response.json());
      expect(rest).toEqual([]);
      const now = Date.now() / 1000;
      expect(subscription).toMatchObject({
        id: expect.stringMatching(/^sub_[0-9a-f]{24}$/),
        status: 'active',
        cancel_at_period_end: false,
        trial_end: null,
        default_payment_method: { brand: 'visa', last4: '4242', exp_month: 12 },
        items: {
          data: [
            {
              id: expect.stringMatching(/^si_/),
              price: {
                id: 'price_4_week',
                product: '4-week',
                unit_amount: 2999,
                currency: 'usd',
                recurring: { interval: 'week', interval_count: 4 },
              },
            },
          ],
        },
      });
      expect(subscription?.current_period_end).toBeGreaterThan(now + 27 * DAY_S);
      expect(subscription?.current_period_end).toBeLessThan(now + 29 * DAY_S);
      expect(subscription?.items.data[0]?.current_period_end).toBe(subscription?.current_period_end);
    });

    it('answers the 1-week trial with its trial end and the price it renews at', async () => {
      const { learner, token } = await signedIn({ plan: '1-week', status: 'trialing' });
      const [subscription] = userSubscriptionResponse.parse((await list(learner.email, token)).json());
      expect(subscription?.status).toBe('trialing');
      expect(subscription?.trial_end).toBe(subscription?.current_period_end);
      expect(subscription?.current_period_end).toBeLessThan(Date.now() / 1000 + 7 * DAY_S + 60);
      expect(subscription?.items.data[0]?.price).toMatchObject({ unit_amount: 2999, product: '1-week' });
    });

    it('lists newest first after a new plan was granted', async () => {
      const { learner, token } = await signedIn();
      await api.admin('POST', '/api/admin/subscriptions/grant', { email: learner.email, plan: '12-week' });
      const subscriptions = userSubscriptionResponse.parse((await list(learner.email, token)).json());
      expect(subscriptions.map((s) => [s.items.data[0]?.price.product, s.status])).toEqual([
        ['12-week', 'active'],
        ['4-week', 'canceled'],
      ]);
      expect(subscriptions[0]?.items.data[0]?.price.unit_amount).toBe(5999);
    });

    it('answers 403 for another learner’s email and 401 without a token', async () => {
      const { token } = await signedIn();
      const other = await api.newLearner();
      const forbidden = await list(other.email, token);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error).toMatchObject({ status: 403, name: 'Forbidden' });
      expect((await list(other.email)).statusCode).toBe(401);
    });

    it('answers 400 without the email parameter', async () => {
      const { token } = await signedIn();
      const response = await api.inject({ url: '/api/user-subscription', headers: bearer(token) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ name: 'ValidationError' });
      expect(response.json().error.message).toContain('"email"');
    });
  });

  describe('DELETE /api/subscriptions/:id', () => {
    it('cancels at the end of the period, idempotently', async () => {
      const { learner, token } = await signedIn();
      const [subscription] = (await list(learner.email, token)).json();
      const first = await cancel(subscription.id, token);
      expect(first.statusCode).toBe(200);
      const { data } = cancelSubscriptionResponse.parse(first.json());
      expect(data).toMatchObject({
        id: subscription.id,
        status: 'active',
        cancel_at_period_end: true,
        current_period_end: subscription.current_period_end,
      });
      const second = await cancel(subscription.id, token);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      // Access stays until the end of the period.
      expect((await api.login(learner.email, learner.pin)).statusCode).toBe(200);
    });

    it('answers 403 for another learner’s subscription, 404 for an unknown one, 401 signed out', async () => {
      const { token } = await signedIn();
      const other = await signedIn();
      const [theirs] = (await list(other.learner.email, other.token)).json();
      const forbidden = await cancel(theirs.id, token);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().error.name).toBe('Forbidden');
      expect((await list(other.learner.email, other.token)).json()[0].cancel_at_period_end).toBe(false);

      const unknown = await cancel('sub_000000000000000000000000', token);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.name).toBe('NotFound');
      expect((await cancel(theirs.id)).statusCode).toBe(401);
    });
  });
  describe('POST /api/subscriptions/:id/keep', () => {
    const keep = (id: string, token?: string) =>
      api.inject({
        method: 'POST',
        url: `/api/subscriptions/${id}/keep`,
        headers: token ? bearer(token) : {},
      });

    it('undoes a cancel, so the plan renews again; keeping one that renews changes nothing', async () => {
      const { learner, token } = await signedIn();
      const [subscription] = (await list(learner.email, token)).json();
      const untouched = await keep(subscription.id, token);
      expect(untouched.statusCode).toBe(200);
      expect(untouched.json().data).toEqual(subscription);
      expect((await cancel(subscription.id, token)).json().data.cancel_at_period_end).toBe(true);

      const kept = await keep(subscription.id, token);
      expect(kept.statusCode, kept.body).toBe(200);
      const { data } = keepSubscriptionResponse.parse(kept.json());
      expect(data).toMatchObject({
        id: subscription.id,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        current_period_end: subscription.current_period_end,
      });
      const [listed] = (await list(learner.email, token)).json();
      expect(listed).toEqual(subscription);
    });

    it('refuses a plan that has ended with 409, another learner’s with 403, and answers 401 signed out', async () => {
      const { learner, token } = await signedIn();
      const [subscription] = (await list(learner.email, token)).json();
      await cancel(subscription.id, token);
      await api.admin('POST', '/api/admin/subscriptions/grant', { email: learner.email, plan: '12-week' });
      const ended = await keep(subscription.id, token);
      expect(ended.statusCode).toBe(409);
      expect(ended.json().error.name).toBe('SubscriptionEnded');

      const other = await signedIn();
      const [theirs] = (await list(other.learner.email, other.token)).json();
      await cancel(theirs.id, other.token);
      expect((await keep(theirs.id, token)).statusCode).toBe(403);
      expect((await list(other.learner.email, other.token)).json()[0].cancel_at_period_end).toBe(true);
      expect((await keep('sub_000000000000000000000000', token)).statusCode).toBe(404);
      expect((await keep(theirs.id)).statusCode).toBe(401);
    });
  });

  describe('GET /api/products/{productId}/prices', () => {
    it('answers the plans of content/plans.json to anyone, the 4-week plan the most popular', async () => {
      const response = await api.inject({ url: '/api/products/skillpilot/prices' });
      expect(response.statusCode).toBe(200);
      const { data } = pricesResponse.parse(response.json());
      expect(data.productId).toBe('skillpilot');
      // Prompts are scored by the built-in rubric unless a model is configured: the paywall says so.
      expect(data.grader).toBe('rubric');
      expect(data.plans.map((plan) => plan.id)).toEqual(['1-week', '4-week', '12-week']);
      expect(data.plans.filter((plan) => plan.mostPopular).map((plan) => plan.id)).toEqual(['4-week']);
      expect(data.plans[0]).toMatchObject({
        trial: { days: 7, unitAmount: 699 },
        price: { unitAmount: 2999, currency: 'usd', interval: 'week', intervalCount: 4 },
      });
      expect(data.plans[2]?.price).toMatchObject({ unitAmount: 5999, intervalCount: 12 });
    });

    it('says a model scores prompts when the operator configured one', async () => {
      const withModel = await createTestBackend({
        importContent: false,
        env: { EVALUATOR: 'openai', OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' },
      });
      try {
        const response = await withModel.app.inject({ url: '/api/products/skillpilot/prices' });
        expect(pricesResponse.parse(response.json()).data.grader).toBe('model');
      } finally {
        await withModel.close();
      }
    });

    it('answers 400 NoProductId without an id, 404 NoPlans for another product and 400 for a malformed one', async () => {
      const none = await api.inject({ url: '/api/products//prices' });
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toMatchObject({ name: 'NoProductId', message: 'No product ID provided' });
      const other = await api.inject({ url: '/api/products/another/prices' });
      expect(other.statusCode).toBe(404);
      expect(other.json().error).toMatchObject({ name: 'NoPlans', message: 'No plans available' });
      expect((await api.inject({ url: '/api/products/a%20b/prices' })).statusCode).toBe(400);
    });
  });
});
