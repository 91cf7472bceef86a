import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLearnerResponse, learnerSummary, outboxResponse } from '../../backend/src/contract/admin';
import { bearer, learnerHelpers, uniqueEmail } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

describe('/api/admin', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  it('answers 401 without the admin token or with a wrong one, on every route', async () => {
    const routes: ['GET' | 'POST' | 'DELETE', string][] = [
      ['POST', '/api/admin/learners'],
      ['DELETE', '/api/admin/learners/1'],
      ['GET', '/api/admin/learners?email=a@example.com'],
      ['POST', '/api/admin/subscriptions/grant'],
      ['POST', '/api/admin/subscriptions/expire'],
      ['GET', '/api/admin/outbox'],
    ];
    const learner = await api.newLearner();
    const learnerToken = await api.signIn(learner);
    for (const [method, url] of routes) {
      for (const headers of [{}, bearer('wrong-token'), bearer(learnerToken)]) {
        const response = await api.inject({
          method,
          url,
          headers,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json().error.name).toBe('Unauthorized');
      }
    }
  });

  it('deletes a learner and everything theirs at once; an unknown id is 404', async () => {
    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    const found = await api.admin('GET', `/api/admin/learners?email=${encodeURIComponent(learner.email)}`);
    const { id } = found.json() as { id: number };

    const deleted = await api.admin('DELETE', `/api/admin/learners/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    const gone = await api.admin('GET', `/api/admin/learners?email=${encodeURIComponent(learner.email)}`);
    expect(gone.statusCode).toBe(404);
    const me = await api.inject({ method: 'GET', url: '/api/product-user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);

    expect((await api.admin('DELETE', `/api/admin/learners/${id}`)).statusCode).toBe(404);
    expect((await api.admin('DELETE', '/api/admin/learners/not-a-number')).statusCode).toBe(400);
  });

  it('creates a learner with a PIN, ready to sign in', async () => {
    const email = uniqueEmail();
    const response = await api.admin('POST', '/api/admin/learners', {
      email: email.toUpperCase(),
      pin: '1234',
      plan: '12-week',
    });
    expect(response.statusCode).toBe(201);
    const created = createLearnerResponse.parse(response.json());
    expect(created).toMatchObject({
      email,
      isPinSetUp: true,
      lang: 'en',
      deletedAt: null,
      setupToken: null,
      subscription: { plan: '12-week', status: 'active', cancelAtPeriodEnd: false },
    });
    expect((await api.login(email, '1234')).statusCode).toBe(200);
    expect((await api.outbox(email)).filter((mail) => mail.kind === 'set-pin')).toEqual([]);
  });

  it('creates a learner without a PIN: answers the setup token and mails the link', async () => {
    const response = await api.admin('POST', '/api/admin/learners', {
      email: uniqueEmail(),
      status: 'trialing',
      plan: '1-week',
    });
    const created = createLearnerResponse.parse(response.json());
    expect(created.isPinSetUp).toBe(false);
    expect(created.setupToken).toMatch(/^[\w-]{43}$/);
    expect(created.subscription?.status).toBe('trialing');
    const mail = await api.waitForMail(created.email, 'set-pin');
    expect(mail.text).toContain(
      `http://web.test/pin?email=${encodeURIComponent(created.email)}&token=${created.setupToken}`,
    );
  });

  it('answers 409 for an email that is taken and 400 for invalid input', async () => {
    const learner = await api.newLearner();
    const taken = await api.admin('POST', '/api/admin/learners', { email: learner.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.name).toBe('EmailTaken');
    const invalid = await api.admin('POST', '/api/admin/learners', {
      email: 'x@example.com',
      plan: '2-week',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toContain('"plan"');
  });

  it('finds a learner, grants a plan and expires it', async () => {
    const learner = await api.newLearner();
    const found = learnerSummary.parse(
      (await api.admin('GET', `/api/admin/learners?email=${learner.email.toUpperCase()}`)).json(),
    );
    expect(found).toMatchObject({ id: learner.id, email: learner.email, subscription: { plan: '4-week' } });

    const granted = await api.admin('POST', '/api/admin/subscriptions/grant', {
      email: learner.email,
      plan: '12-week',
    });
    expect(granted.statusCode).toBe(200);
    expect(learnerSummary.parse(granted.json()).subscription).toMatchObject({
      plan: '12-week',
      status: 'active',
    });

    const expired = await api.admin('POST', '/api/admin/subscriptions/expire', { email: learner.email });
    expect(expired.statusCode).toBe(200);
    const { subscription } = learnerSummary.parse(expired.json());
    expect(subscription?.status).toBe('canceled');
    expect(new Date(subscription?.currentPeriodEnd ?? '').getTime()).toBeLessThan(Date.now());
    expect((await api.login(learner.email, learner.pin)).statusCode).toBe(423);
  });

  it('answers 404 for an unknown learner', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/admin/learners?email=${uniqueEmail()}`, undefined],
      ['POST', '/api/admin/subscriptions/grant', { email: uniqueEmail() }],
      ['POST', '/api/admin/subscriptions/expire', { email: uniqueEmail() }],
    ] as const) {
      const response = await api.admin(method, url, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.name).toBe('NotFound');
    }
  });

  it('lists the outbox newest first, filtered by recipient and limited', async () => {
    const learner = await api.newLearner();
    for (let request = 0; request < 3; request += 1) {
      await api.inject({
        method: 'POST',
        url: '/api/product-user/generate-reset-pin-link',
        payload: { email: learner.email },
      });
    }
    await api.drain();
    const messages = outboxResponse.parse(
      (await api.admin('GET', `/api/admin/outbox?to=${learner.email}`)).json(),
    );
    expect(messages).toHaveLength(3);
    expect(messages.every((message) => message.to === learner.email && message.kind === 'reset-pin')).toBe(
      true,
    );
    expect(messages.map((message) => message.id)).toEqual(
      [...messages.map((message) => message.id)].sort((a, b) => b - a),
    );
    const limited = (await api.admin('GET', `/api/admin/outbox?to=${learner.email}&limit=2`)).json();
    expect(limited).toHaveLength(2);
    const everyone = outboxResponse.parse((await api.admin('GET', '/api/admin/outbox')).json());
    expect(everyone.length).toBeGreaterThanOrEqual(3);
  });
});
