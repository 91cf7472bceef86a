import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CountingPinHasher, createCountingPinHasher } from './helpers/counting-pin-hasher';
import { bearer, learnerHelpers, uniqueEmail } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';
import { createTestClock } from './helpers/test-clock';

const MINUTE = 60_000;
const invalidCredentials = (attemptsLeft: number) => ({
  error: { status: 401, name: 'InvalidCredentials', message: 'Invalid credentials', attemptsLeft },
});
const FIRST_LOCK = {
  error: {
    status: 429,
    name: 'PinLocked',
    message: 'Too many wrong PINs: PIN sign-in is locked for 15 more minutes. Reset your PIN to sign in now.',
    retryAfterSeconds: 900,
  },
};

describe('POST /api/product-user/login', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let pinHasher: CountingPinHasher;
  const clock = createTestClock();
  beforeAll(async () => {
    pinHasher = createCountingPinHasher();
    backend = await createTestBackend({ importContent: false, clock: clock.now, pinHasher });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const me = (token: string) => api.inject({ url: '/api/product-user/me', headers: bearer(token) });
  /** Verifications the block does, of stored hashes and of the unknown-email stand-in. */
  const verificationsDuring = async (work: () => Promise<unknown>) => {
    const before = { ...pinHasher.verified };
    await work();
    return {
      real: pinHasher.verified.real - before.real,
      dummy: pinHasher.verified.dummy - before.dummy,
    };
  };
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

  it('keeps a session for 30 days, used or not', async () => {
    clock.freeze();
    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(30 * 24 * 60 * MINUTE - 1000);
    expect((await me(token)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('answers a wrong PIN and an unknown email with the same 401 body', async () => {
    const learner = await api.newLearner();
    const wrong = await api.login(learner.email, wrongPin(learner.pin));
    const unknown = await api.login(uniqueEmail('nobody'), '1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(invalidCredentials(4));
    expect(unknown.body).toBe(wrong.body);
  });

  it('spends one argon2 verification on an unknown email, as on a wrong PIN, and none on a refused form', async () => {
    const learner = await api.newLearner();
    expect(await verificationsDuring(() => api.login(uniqueEmail('nobody'), '1234'))).toEqual({
      real: 0,
      dummy: 1,
    });
    expect(await verificationsDuring(() => api.login(learner.email, wrongPin(learner.pin)))).toEqual({
      real: 1,
      dummy: 0,
    });
    expect(await verificationsDuring(() => api.login('nobody@example.com', 'abcd'))).toEqual({
      real: 0,
      dummy: 0,
    });
  });

  it('answers a learner without a PIN as an unknown email', async () => {
    const learner = await api.newLearner({ pin: null });
    const response = await api.login(learner.email, '1234');
    expect(response.json()).toEqual(invalidCredentials(4));
  });

  it('answers an unknown and a known email byte for byte alike, through 6 wrong PINs', async () => {
    clock.freeze();
    const learner = await api.newLearner();
    const nobody = uniqueEmail('nobody');
    const expected = [
      [401, invalidCredentials(4)],
      [401, invalidCredentials(3)],
      [401, invalidCredentials(2)],
      [401, invalidCredentials(1)],
      [429, FIRST_LOCK],
      [429, FIRST_LOCK],
    ];
    for (const [status, body] of expected) {
      const known = await api.login(learner.email, wrongPin(learner.pin));
      const unknown = await api.login(nobody, wrongPin(learner.pin));
      expect([known.statusCode, known.json()]).toEqual([status, body]);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['retry-after']).toBe(known.headers['retry-after']);
    }
    expect((await api.login(learner.email, learner.pin)).body).toBe(JSON.stringify(FIRST_LOCK));
  });

  it('verifies at most 5 of 30 simultaneous guesses, so the right one among them never signs in', async () => {
    const learner = await api.newLearner();
    const guesses = [...Array.from({ length: 29 }, () => wrongPin(learner.pin)), learner.pin];
    let answers: number[] = [];
    const spent = await verificationsDuring(async () => {
      const responses = await Promise.all(guesses.map((pin) => api.login(learner.email, pin)));
      answers = responses.map((response) => response.statusCode);
    });
    expect(answers).not.toContain(200);
    expect(answers.filter((status) => status === 401)).toHaveLength(4);
    expect(answers.filter((status) => status === 429)).toHaveLength(26);
    expect(spent).toEqual({ real: 5, dummy: 0 });
    expect((await api.login(learner.email, learner.pin)).statusCode).toBe(429);
  });

  it('locks an unknown email after 30 simultaneous guesses too', async () => {
    const nobody = uniqueEmail('nobody');
    let answers: number[] = [];
    const spent = await verificationsDuring(async () => {
      const responses = await Promise.all(
        Array.from({ length: 30 }, (_, index) => api.login(nobody, String(1000 + index))),
      );
      answers = responses.map((response) => response.statusCode);
    });
    expect(answers.filter((status) => status === 401)).toHaveLength(4);
    expect(answers.filter((status) => status === 429)).toHaveLength(26);
    expect(spent).toEqual({ real: 0, dummy: 5 });
    expect((await api.login(nobody, '1234')).json().error.name).toBe('PinLocked');
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
        // The proof the right PIN earned, to choose a plan again (tests/backend/checkout.test.ts).
        renewalToken: expect.any(String),
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
    clock.freeze();
    const learner = await api.newLearner();
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await api.login(learner.email, wrongPin(learner.pin))).statusCode).toBe(401);
    }
    const locking = await api.login(learner.email, wrongPin(learner.pin));
    expect(locking.statusCode).toBe(429);
    expect(locking.headers['retry-after']).toBe('900');
    expect(locking.json()).toEqual(FIRST_LOCK);

    // Even the right PIN waits for the lock to end.
    clock.advance(10 * MINUTE);
    const stillLocked = await api.login(learner.email, learner.pin);
    expect(stillLocked.statusCode).toBe(429);
    expect(stillLocked.headers['retry-after']).toBe('300');
    expect(stillLocked.json()).toEqual({
      error: {
        status: 429,
        name: 'PinLocked',
        message:
          'Too many wrong PINs: PIN sign-in is locked for 5 more minutes. Reset your PIN to sign in now.',
        retryAfterSeconds: 300,
      },
    });

    clock.advance(5 * MINUTE + 1000);
    expect((await api.login(learner.email, learner.pin)).statusCode).toBe(200);
  });

  it('doubles the lock on each further lock, up to a day', async () => {
    clock.freeze();
    const learner = await api.newLearner();
    const lockOnce = async () => {
      for (let attempt = 1; attempt <= 4; attempt += 1) await api.login(learner.email, wrongPin(learner.pin));
      const response = await api.login(learner.email, wrongPin(learner.pin));
      expect(response.statusCode).toBe(429);
      const seconds = response.json().error.retryAfterSeconds as number;
      clock.advance(seconds * 1000);
      return seconds;
    };
    const locks: number[] = [];
    for (let lock = 1; lock <= 9; lock += 1) locks.push(await lockOnce());
    expect(locks).toEqual([900, 1800, 3600, 7200, 14400, 28800, 57600, 86400, 86400]);

    // A successful sign-in starts the count again.
    expect((await api.login(learner.email, learner.pin)).statusCode).toBe(200);
    expect(await lockOnce()).toBe(900);
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
    // One of OWASP's equivalent minimums: 7 MiB, 5 passes, 1 lane.
    expect(rows[0]?.pin_hash).toMatch(/^\$argon2id\$v=19\$m=7168,t=5,p=1\$/);
  });

  it('still signs in with a PIN hashed with earlier parameters (19 MiB, 2 passes)', async () => {
    const learner = await api.newLearner({ pin: '8080' });
    const earlier = await hash('8080', { memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await backend.database.db.execute(`update learners set pin_hash = '${earlier}' where id = ${learner.id}`);
    expect((await api.login(learner.email, '8080')).statusCode).toBe(200);
    expect((await api.login(learner.email, '8081')).statusCode).toBe(401);
  });
});
