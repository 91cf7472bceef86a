import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PinTurn } from '../../backend/src/auth/pin-hasher';
import { type CountingPinHasher, createCountingPinHasher } from './helpers/counting-pin-hasher';
import { learnerHelpers, linkIn } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

// One hash at a time and two waiting: three places in all.
const LIMITS = { concurrency: 1, maxQueued: 2, maxWaitMs: 60_000 };
const PLACES = LIMITS.concurrency + LIMITS.maxQueued;

describe('PIN hashing under a burst of sign-ins', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let pinHasher: CountingPinHasher;
  // Places the test holds, as sign-ins already in the queue would.
  let held: PinTurn[] = [];
  beforeAll(async () => {
    pinHasher = createCountingPinHasher(LIMITS);
    // One sign-in a minute per address: a request refused as busy must not use it up.
    backend = await createTestBackend({
      importContent: false,
      pinHasher,
      env: { RATE_LIMIT_PER_MINUTE_MULTIPLIER: '0.1' },
    });
    api = learnerHelpers(backend);
  });
  afterEach(() => {
    for (const turn of held) turn.release();
    held = [];
  });
  afterAll(() => backend?.close());

  const fillTheQueue = () => {
    held = Array.from({ length: PLACES }, () => pinHasher.takeTurn());
  };
  const post = (url: string, payload: object) =>
    api.inject({ method: 'POST', url: `/api/product-user/${url}`, payload });
  const expectServerBusy = (response: LightMyRequestResponse) => {
    expect(response.statusCode).toBe(503);
    const { error } = response.json();
    expect(error).toMatchObject({ status: 503, name: 'ServerBusy' });
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(response.headers['retry-after']).toBe(String(error.retryAfterSeconds));
  };

  it('refuses sign-ins at once when the queue is full, counting no guess and no request', async () => {
    const learner = await api.newLearner();
    fillTheQueue();
    const verifiedBefore = { ...pinHasher.verified };
    const refused = await Promise.all([
      api.login(learner.email, learner.pin === '0000' ? '1111' : '0000'),
      api.login(learner.email, learner.pin),
      api.login(learner.email, learner.pin),
    ]);
    for (const response of refused) expectServerBusy(response);
    expect(pinHasher.verified).toEqual(verifiedBefore);

    held.pop()?.release();
    // The one sign-in the address has this minute is still there, and all five guesses.
    const wrong = await api.login(learner.email, learner.pin === '0000' ? '1111' : '0000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.attemptsLeft).toBe(4);
  });

  it('takes what the queue holds and refuses the rest; each refused learner signs in later', async () => {
    const learners = [];
    for (let index = 0; index < 8; index += 1) learners.push(await api.newLearner());
    // A second backend on the same database, at the usual rate limits of the tests.
    const fast = await createTestBackend({ sharing: backend, pinHasher: createCountingPinHasher(LIMITS) });
    try {
      const fastApi = learnerHelpers(fast);
      const answers = await Promise.all(learners.map((learner) => fastApi.login(learner.email, learner.pin)));
      const signedIn = answers.filter((response) => response.statusCode === 200);
      const busy = answers.filter((response) => response.statusCode !== 200);
      expect(signedIn.length).toBeGreaterThanOrEqual(1);
      for (const response of busy) expectServerBusy(response);

      const waiting = learners.filter((_, index) => answers[index]?.statusCode !== 200);
      for (const learner of waiting) {
        const again = await fastApi.login(learner.email, learner.pin);
        expect(again.statusCode).toBe(200);
      }
    } finally {
      await fast.close();
    }
  });

  it('refuses setting a first PIN when busy without using the link', async () => {
    const learner = await api.newLearner({ pin: null });
    const { token } = linkIn(await api.waitForMail(learner.email, 'set-pin'));
    const payload = { email: learner.email, pin: '2468', setupToken: token };
    fillTheQueue();
    expectServerBusy(await post('set-pin', payload));

    held.pop()?.release();
    expect((await post('set-pin', payload)).statusCode).toBe(200);
  });

  it('refuses a new PIN from a reset link when busy without using the link', async () => {
    const learner = await api.newLearner({ pin: '1357' });
    await post('generate-reset-pin-link', { email: learner.email });
    const { token } = linkIn(await api.waitForMail(learner.email, 'reset-pin'));
    fillTheQueue();
    expectServerBusy(await post('confirm-reset-pin', { token, newPin: '8642' }));

    held.pop()?.release();
    expect((await post('confirm-reset-pin', { token, newPin: '8642' })).statusCode).toBe(200);
  });
});
