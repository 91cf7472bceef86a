import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { learnerHelpers, uniqueEmail } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

// Multiplier 0.2: login 2 a minute, reset link, set-pin, email change and support 1, confirm reset 2.
const LOW_LIMITS = { RATE_LIMIT_PER_MINUTE_MULTIPLIER: '0.2' };
const randomIp = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

describe('per-IP rate limits', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false, env: LOW_LIMITS });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  const login = (remoteAddress: string, headers: Record<string, string> = {}) =>
    api.inject({
      method: 'POST',
      url: '/api/product-user/login',
      // A new address each time: every address also counts its own wrong PINs.
      payload: { email: uniqueEmail('someone'), pin: '1234' },
      remoteAddress,
      headers,
    });

  it('answers 429 TooManyRequests with retryAfterSeconds once an IP is over the limit', async () => {
    const ip = randomIp();
    expect((await login(ip)).statusCode).toBe(401);
    expect((await login(ip)).statusCode).toBe(401);
    const limited = await login(ip);
    expect(limited.statusCode).toBe(429);
    const { error } = limited.json();
    expect(error).toEqual({
      status: 429,
      name: 'TooManyRequests',
      message: expect.stringMatching(/^Too many requests: try again in \d+ seconds$/),
      retryAfterSeconds: expect.any(Number),
    });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(limited.headers['retry-after']).toBe(String(error.retryAfterSeconds));

    // Another address has its own count.
    expect((await login(randomIp())).statusCode).toBe(401);
  });

  it('counts the client address a local proxy forwards, not the proxy’s', async () => {
    const client = randomIp();
    for (let request = 0; request < 2; request += 1) {
      expect((await login('127.0.0.1', { 'x-forwarded-for': client })).statusCode).toBe(401);
    }
    expect((await login('127.0.0.1', { 'x-forwarded-for': client })).statusCode).toBe(429);
    expect((await login('127.0.0.1', { 'x-forwarded-for': randomIp() })).statusCode).toBe(401);
    // An address that is not a trusted proxy cannot choose its own.
    const outsider = randomIp();
    await login(outsider, { 'x-forwarded-for': randomIp() });
    await login(outsider, { 'x-forwarded-for': randomIp() });
    expect((await login(outsider, { 'x-forwarded-for': randomIp() })).statusCode).toBe(429);
  });

  it('limits set-pin, both reset calls, email change and the support form', async () => {
    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    const calls: [string, object, number, Record<string, string>][] = [
      ['set-pin', { email: 'a@example.com', pin: '1234', setupToken: 'x'.repeat(43) }, 1, {}],
      ['generate-reset-pin-link', { email: 'a@example.com' }, 1, {}],
      ['check-reset-pin-token', { token: 'x'.repeat(43) }, 2, {}],
      ['confirm-reset-pin', { token: 'x'.repeat(43), newPin: '1234' }, 2, {}],
      [
        'generate-change-email-token',
        { newEmail: 'new@example.com' },
        1,
        { authorization: `Bearer ${token}` },
      ],
      ['support-mail', { email: 'a@example.com', topic: 'other', description: 'Hi' }, 1, {}],
    ];
    for (const [url, payload, allowed, headers] of calls) {
      const ip = randomIp();
      const send = () =>
        api.inject({ method: 'POST', url: `/api/product-user/${url}`, payload, remoteAddress: ip, headers });
      for (let request = 0; request < allowed; request += 1)
        expect((await send()).statusCode, url).not.toBe(429);
      const limited = await send();
      expect(limited.statusCode, url).toBe(429);
      expect(limited.json().error.name).toBe('TooManyRequests');
    }
  });

  it('does not limit the other calls', async () => {
    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    for (let request = 0; request < 5; request += 1) {
      const response = await api.inject({
        url: '/api/product-user/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('rate limits with Redis', () => {
  it('count per process, at once, when Redis is unreachable', async () => {
    const backend = await createTestBackend({
      importContent: false,
      env: { ...LOW_LIMITS, REDIS_URL: 'redis://127.0.0.1:9' },
    });
    try {
      // Counted in memory: the limit holds, and no request waits for Redis.
      for (const expected of [401, 401, 429, 429]) {
        const started = performance.now();
        const response = await backend.app.inject({
          method: 'POST',
          url: '/api/product-user/login',
          payload: { email: uniqueEmail('someone'), pin: '1234' },
        });
        expect(response.statusCode).toBe(expected);
        expect(performance.now() - started).toBeLessThan(2_000);
      }
    } finally {
      await backend.close();
    }
  });
});
