import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from '../helpers/learners';
import { createTestBackend, type TestBackend } from '../helpers/test-backend';

// Needs a Redis server: this file runs where TEST_REDIS_URL names one (CI sets it).

describe('per-IP rate limits with Redis', () => {
  it('share one count between backends', async () => {
    // Multiplier 0.2: login 2 a minute.
    const env = { RATE_LIMIT_PER_MINUTE_MULTIPLIER: '0.2', REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    const [first, second] = await Promise.all([
      createTestBackend({ importContent: false, env }),
      createTestBackend({ importContent: false, env }),
    ]);
    try {
      const ip = `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
      const login = (backend: TestBackend) =>
        backend.app.inject({
          method: 'POST',
          url: '/api/product-user/login',
          payload: { email: uniqueEmail('someone'), pin: '1234' },
          remoteAddress: ip,
        });
      expect((await login(first)).statusCode).toBe(401);
      expect((await login(second)).statusCode).toBe(401);
      expect((await login(first)).statusCode).toBe(429);
      expect((await login(second)).statusCode).toBe(429);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
