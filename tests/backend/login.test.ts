import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, learnerHelpers, uniqueEmail } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const MINUTE = 60_000;
const INVALID_CREDENTIALS = {
  error: { status: 401, name: 'InvalidCredentials', message: 'Invalid credentials' },
};

describe('POST /api/product-user/login', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const clock = createTestClock();
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, clock: clock.now });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const me = (token: string) => api.inject({ url: '/api/product-user/me', headers: bearer(token) });
  const wrongPin = (pin: string) => (pin === '0000' ? '1111' : '0000');

  it('answers a token for the right email and PIN, whatever the email case', async () => {
    const learner = await api.newLearner();
    const response = await api.login(` ${learner.email.toUpperCase()} `, learner.pin);
    expect(response.statusCode).toBe(200);
    const { jwt } = response.json();
    expect(jwt.split('.')).toHaveLength(3);

    const profile = await me(jwt);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      id: learner.id,
      email: learner.email,
      username: learner.email.split('@')[0],
      isPinSetUp: true,
      lang: 'en',
    });
  });

  it('answers a wrong PIN and an unknown email with the same 401 body', async () => {
    const learner = await api.newLearner();
    const wrong = await api.login(learner.email, wrongPin(learner.pin));
    const unknown = await api.login(uniqueEmail('nobody'), '1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID_CREDENTIALS);
    expect(unknown.body).toBe(wrong.body);
  });

  it('spends an argon2 verification on an unknown email too', async () => {
    const fastest = async (payload: object) => {
      let best = Number.POSITIVE_INFINITY;
      for (let run = 0; run < 3; run += 1) {
        const started = performance.now();
        await api.inject({ method: 'POST', url: '/api/product-user/login', payload });
        best = Math.min(best, performance.now() - started);
      }
      return best;
    };
    const refused = await fastest({ email: 'nobody@example.com', pin: 'abcd' });
    const unknown = await fastest({ email: uniqueEmail('nobody'), pin: '1234' });
    // argon2id at 19 MiB takes well over 5 ms; a lookup alone answers in about 1 ms.
    expect(unknown).toBeGreaterThan(5);
    expect(unknown).toBeGreaterThan(refused * 3);
  });

  it('answers a learner without a PIN as an unknown email', async () => {
    const learner = await api.newLearner({ pin: null });
    const response = await api.login(learner.email, '1234');
    expect(response.json()).toEqual(INVALID_CREDENTIALS);
  });

  it('answers each validation message as a locale key', async () => {
    const cases: [object, string][] = [
      [{ pin: '1234' }, 'auth:errors.emailRequired'],
      [{ email: '', pin: '1234' }, 'auth:errors.emailRequired'],
      [{ email: 'not-an-email', pin: '1234' }, 'auth:errors.emailInvalid'],
      [{ email: 'a@example.com' }, 'auth:errors.pinRequired'],
      [{ email: 'a@example.com', pin: '12a4' }, 'auth:errors.pinFormat'],
      [{ email: 'a@example.com', pin: '12345' }, 'auth:errors.pinFormat'],
    ];
    for (const [payload, message] of cases) {
      const response = await api.inject({ method: 'POST', url: '/api/product-user/login', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toMatchObject({ status: 400, name: 'ValidationError' });
      expect(response.json().error.message).toContain(message);
    }
  });

  it('answers 423 SubscriptionInactive for a correct PIN without a running subscription', async () => {
    const learner = await api.newLearner();
    await api.admin('POST', '/api/admin/subscriptions/expire', { email: learner.email });
    const response = await api.login(learner.email, learner.pin);
    expect(response.statusCode).toBe(423);
    expect(response.json()).toEqual({
      error: {
        status: 423,
        name: 'SubscriptionInactive',
        message: 'Login failed subscription is not active or payment is failed !',
      },
    });
    // A wrong PIN still answers 401: the subscription is checked only after the PIN.
    expect((await api.login(learner.email, wrongPin(learner.pin))).statusCode).toBe(401);
  });

  it('lets a trialing subscription in, and keeps a cancelled one until its period ends', async () => {
    const trialing = await api.newLearner({ plan: '1-week', status: 'trialing' });
    expect((await api.login(trialing.email, trialing.pin)).statusCode).toBe(200);

    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    const [subscription] = (
      await api.inject({ url: `/api/user-subscription?email=${learner.email}`, headers: bearer(token) })
    ).json();
    await api.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${subscription.id}`,
      headers: bearer(token),
    });
    expect((await api.login(learner.email, learner.pin)).statusCode).toBe(200);
  });

  it('locks PIN sign-in after 5 wrong PINs for 15 minutes, then lets the right PIN in', async () => {
    const learner = await api.newLearner();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await api.login(learner.email, wrongPin(learner.pin))).statusCode).toBe(401);
    }
    const locking = await api.login(learner.email, wrongPin(learner.pin));
    expect(locking.statusCode).toBe(429);
    expect(locking.headers['retry-after']).toBe('900');
    expect(locking.json()).toEqual({
      error: {
        status: 429,
        name: 'PinLocked',
        message: expect.stringContaining('locked for 15 more minutes'),
        retryAfterSeconds: 900,
      },
    });

    // Even the right PIN waits for the lock to end.
    clock.advance(10 * MINUTE);
    const stillLocked = await api.login(learner.email, learner.pin);
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.json().error.retryAfterSeconds).toBeGreaterThan(290);
    expect(stillLocked.json().error.retryAfterSeconds).toBeLessThanOrEqual(300);
    expect(Number(stillLocked.headers['retry-after'])).toBe(stillLocked.json().error.retryAfterSeconds);

    clock.advance(5 * MINUTE + 1000);
    expect((await api.login(learner.email, learner.pin)).statusCode).toBe(200);
  });

  it('doubles the lock on each further lock: 15, 30, then 60 minutes', async () => {
    const learner = await api.newLearner();
    const lockOnce = async () => {
      for (let attempt = 1; attempt <= 4; attempt += 1) await api.login(learner.email, wrongPin(learner.pin));
      const response = await api.login(learner.email, wrongPin(learner.pin));
      expect(response.statusCode).toBe(429);
      return response.json().error.retryAfterSeconds as number;
    };
    expect(await lockOnce()).toBe(15 * 60);
    clock.advance(15 * MINUTE + 1000);
    expect(await lockOnce()).toBe(30 * 60);
    clock.advance(30 * MINUTE + 1000);
    expect(await lockOnce()).toBe(60 * 60);
    clock.advance(60 * MINUTE + 1000);

    // A successful sign-in starts the count again.
    expect((await api.login(learner.email, learner.pin)).statusCode).toBe(200);
    expect(await lockOnce()).toBe(15 * 60);
  });

  it('starts the wrong-PIN count again after a correct PIN', async () => {
    const learner = await api.newLearner();
    for (let attempt = 1; attempt <= 4; attempt += 1) await api.login(learner.email, wrongPin(learner.pin));
    expect((await api.login(learner.email, learner.pin)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await api.login(learner.email, wrongPin(learner.pin))).statusCode).toBe(401);
    }
  });
});

describe('sessions', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const me = (headers: Record<string, string> = {}) => api.inject({ url: '/api/product-user/me', headers });

  it('answers 401 Unauthorized without a token, with a malformed one and with a forged one', async () => {
    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('x.y.z'),
      bearer(forged),
    ]) {
      const response = await me(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ status: 401, name: 'Unauthorized' });
    }
  });

  it('ends every session at logout, on every device', async () => {
    const learner = await api.newLearner();
    const phone = await api.signIn(learner);
    const laptop = await api.signIn(learner);
    const logout = await api.inject({
      method: 'POST',
      url: '/api/product-user/logout',
      headers: bearer(phone),
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: 'Signed out.' });
    expect((await me(bearer(phone))).statusCode).toBe(401);
    expect((await me(bearer(laptop))).statusCode).toBe(401);

    const again = await api.signIn(learner);
    expect((await me(bearer(again))).statusCode).toBe(200);
    expect(
      (await api.inject({ method: 'POST', url: '/api/product-user/logout', headers: bearer(phone) }))
        .statusCode,
    ).toBe(401);
  });

  it('stores the PIN as an argon2id hash', async () => {
    const learner = await api.newLearner();
    const { rows } = (await backend.database.db.execute(
      `select pin_hash from learners where id = ${learner.id}`,
    )) as unknown as { rows: { pin_hash: string }[] };
    expect(rows[0]?.pin_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
