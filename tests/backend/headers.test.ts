import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, learnerHelpers } from './helpers/learners';
import { createTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from './helpers/test-backend';

describe('answer headers and request limits', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  let origin: string;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
    api = learnerHelpers(backend);
    await backend.app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(backend.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => backend?.close());

  it('marks every answer nosniff, and keeps personal answers out of every cache', async () => {
    const learner = await api.newLearner();
    const token = await api.signIn(learner);
    const answers = [
      await api.inject({ url: '/api/product-user/me', headers: bearer(token) }),
      await api.inject({ url: '/api/product-user/export', headers: bearer(token) }),
      await api.inject({
        url: `/api/user-subscription?email=${encodeURIComponent(learner.email)}`,
        headers: bearer(token),
      }),
      await api.inject({ url: '/api/admin/learners?email=a@example.com', headers: bearer(TEST_ADMIN_TOKEN) }),
      await api.inject({ url: '/api/product-user/me' }),
      await api.inject({ url: '/api/no-such-route' }),
      await api.inject({ url: '/api/health' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404, 401, 404, 200]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 431 in the error shape for a URL over 8 KiB', async () => {
    const response = await fetch(`${origin}/api/legal/terms?x=${'a'.repeat(8200)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      error: {
        status: 431,
        name: 'RequestHeaderFieldsTooLarge',
        message: 'The URL is too long: at most 8192 characters',
      },
    });
  });

  it('answers 431 in the error shape for headers over 16 KiB, before any route runs', async () => {
    const response = await fetch(`${origin}/api/health`, { headers: { 'x-filler': 'a'.repeat(17_000) } });
    expect(response.status).toBe(431);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.json()).toEqual({
      error: {
        status: 431,
        name: 'RequestHeaderFieldsTooLarge',
        message: 'The request headers are too large',
      },
    });
  });
});
