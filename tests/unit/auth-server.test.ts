import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { data } from '@remix-run/node';
import { AuthorizationError } from 'remix-auth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessageFor } from '~/lib/auth-errors';
import { statusOfProblem } from '~/lib/form-reply.server';

// The server-side glue of sign-in: how backend answers become problems, and the PIN digest.
let server: Server;
let api: typeof import('~/lib/api.server');
let auth: typeof import('~/lib/authenticator.server');
let pinFlow: typeof import('~/lib/pin-flow.server');

beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/api/product-user/login') {
      response.statusCode = 429;
      response.end(
        JSON.stringify({
          error: { status: 429, name: 'PinLocked', message: 'Locked', retryAfterSeconds: 840 },
        }),
      );
    } else if (request.url === '/api/product-user/generate-reset-pin-link') {
      response.statusCode = 429;
      response.setHeader('retry-after', '42');
      response.end(JSON.stringify({ error: { status: 429, name: 'TooManyRequests', message: 'Slow down' } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('BACKEND_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('SESSION_SECRET', 'a-test-secret-that-is-long-enough-to-use');
  api = await import('~/lib/api.server');
  auth = await import('~/lib/authenticator.server');
  pinFlow = await import('~/lib/pin-flow.server');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllEnvs();
});

const problemOfCall = async (operation: 'login' | 'sendResetLink') => {
  try {
    if (operation === 'login')
      await api.callBackend('login', { body: { email: 'a@example.com', pin: '1234' } });
    else await api.callBackend('sendResetLink', { body: { email: 'a@example.com' } });
  } catch (error) {
    return auth.backendProblemOf(error);
  }
  throw new Error('expected the call to fail');
};

describe('backend problems', () => {
  it('carry the seconds to wait, from the answer or from its retry-after header', async () => {
    expect(await problemOfCall('login')).toEqual({
      kind: 'answer',
      status: 429,
      code: 'PinLocked',
      retryAfterSeconds: 840,
    });
    expect(await problemOfCall('sendResetLink')).toMatchObject({
      code: 'TooManyRequests',
      retryAfterSeconds: 42,
    });
  });

  it('are found through remix-auth, and an unreachable backend is one too', () => {
    const refused = new api.ApiError(401, 'InvalidCredentials', 'Invalid credentials');
    expect(auth.backendProblemOf(new AuthorizationError('failed', refused))).toEqual({
      kind: 'answer',
      status: 401,
      code: 'InvalidCredentials',
      retryAfterSeconds: undefined,
      attemptsLeft: undefined,
    });
    expect(auth.backendProblemOf(data({ code: 'backend_timeout' }, { status: 504 }))).toEqual({
      kind: 'unreachable',
      code: 'backend_timeout',
    });
  });

  it('tell a backend too busy to check a PIN, with the seconds it asked to wait', () => {
    const busy = data({ code: 'backend_busy', retryAfterSeconds: 7 }, { status: 503 });
    const problem = auth.backendProblemOf(busy);
    expect(problem).toEqual({ kind: 'busy', retryAfterSeconds: 7 });
    expect(problem && statusOfProblem(problem)).toBe(503);
    expect(problem && authMessageFor(problem, 'login')).toEqual({
      key: 'auth:busy.title',
      values: { count: 7 },
      retryInSeconds: 7,
    });
  });

  it('leave other errors alone, to be rethrown', () => {
    expect(auth.backendProblemOf(new Error('a bug'))).toBeNull();
    expect(auth.backendProblemOf(new AuthorizationError('failed', new TypeError('a bug')))).toBeNull();
    expect(auth.backendProblemOf(data({ code: 'csrf' }, { status: 403 }))).toBeNull();
  });
});

describe('the first entry of a new PIN', () => {
  it('is kept as a digest that matches only the same PIN', () => {
    const digest = pinFlow.pinDigest('2580');
    expect(digest).not.toContain('2580');
    expect(pinFlow.matchesPinDigest('2580', digest)).toBe(true);
    expect(pinFlow.matchesPinDigest('2581', digest)).toBe(false);
    expect(pinFlow.matchesPinDigest('2580', 'not-a-digest')).toBe(false);
  });
});
