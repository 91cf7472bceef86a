import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// A real local server standing in for the backend: it records what it was asked and answers each
// path its own way (one never answers, one breaks the contract).
let server: Server;
let api: typeof import('~/lib/api.server');
const seen: {
  method?: string;
  url?: string;
  authorization?: string;
  checkoutKey?: string | string[];
  body: string;
}[] = [];

const user = { id: 7, email: 'ada@example.com', username: 'ada', isPinSetUp: true, lang: 'en' };

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        checkoutKey: request.headers['x-checkout-key'],
        body,
      });
      const path = request.url?.split('?')[0];
      if (path === '/api/product-user/me') response.end(JSON.stringify(user));
      else if (path === '/api/user-subscription') response.end(JSON.stringify({ data: 42 }));
      else if (path === '/api/subscriptions/sub%2F1') {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { status: 404, name: 'NotFound', message: 'No such thing' } }));
      } else if (path === '/api/product-user/login') {
        response.statusCode = 401;
        response.end(
          JSON.stringify({
            error: {
              status: 401,
              name: 'InvalidCredentials',
              message: 'Invalid credentials',
              attemptsLeft: 3,
            },
          }),
        );
      } else if (path === '/api/product-user/set-pin') {
        // Longer than BACKEND_TIMEOUT_MS, as a PIN that waited in the hashing queue.
        setTimeout(() => response.end(JSON.stringify({ message: 'Your PIN is ready.', jwt: 'a.b.c' })), 600);
      } else if (path?.startsWith('/api/legal/') || path?.startsWith('/api/checkout/')) {
        response.statusCode = 404;
        response.end(JSON.stringify({ error: { status: 404, name: 'NotFound', message: 'No document' } }));
      }
      // '/api/i18n/locales' never answers.
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('BACKEND_URL', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  vi.stubEnv('BACKEND_TIMEOUT_MS', '300');
  api = await import('~/lib/api.server');
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  vi.unstubAllEnvs();
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { data?: { code: string }; init?: { status: number } } & Error;
  }
  throw new Error('expected the call to fail');
}

describe('callBackend', () => {
  it('calls an operation by name and returns the answer validated against its schema', async () => {
    expect(await api.callBackend('me', { token: 'the-token' })).toEqual(user);
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/product-user/me',
      authorization: 'Bearer the-token',
    });
  });

  it("fills the operation's path parameters, encoded, and sends its method", async () => {
    await failure(api.callBackend('cancelSubscription', { params: { id: 'sub/1' }, token: 't' }));
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', url: '/api/subscriptions/sub%2F1' });
  });

  it('sends the body as JSON and the query in the address', async () => {
    await failure(api.callBackend('login', { body: { email: 'ada@example.com', pin: '1234' } }));
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/api/product-user/login',
      body: '{"email":"ada@example.com","pin":"1234"}',
    });
    await failure(
      api.callBackend('legalDocument', { params: { key: 'privacyPolicy' }, query: { lang: 'uk' } }),
    );
    expect(seen.at(-1)?.url).toBe('/api/legal/privacyPolicy?lang=uk');
  });

  it("sends the operation's headers, and none whose value is missing", async () => {
    const checkout = (key: string | undefined) =>
      failure(
        api.callBackend('checkout', { params: { checkoutId: 'cs_1' }, headers: { 'x-checkout-key': key } }),
      );
    await checkout('the-key');
    expect(seen.at(-1)).toMatchObject({ url: '/api/checkout/cs_1', checkoutKey: 'the-key' });
    await checkout(undefined);
    expect(seen.at(-1)).toMatchObject({ url: '/api/checkout/cs_1', checkoutKey: undefined });
  });

  it('gives up after the time-out with a 504 the error page explains', async () => {
    const started = Date.now();
    const error = await failure(api.callBackend('locales', {}));
    // It waited its time-out: 300 ms here, where the default 10 s would outlast this test's 8 s.
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(error.init?.status).toBe(504);
    expect(error.data?.code).toBe('backend_timeout');
  }, 8_000);

  it('waits longer for a call that hashes a PIN, past the usual time-out', async () => {
    const answer = await api.callBackend('setPin', {
      body: { email: 'a@example.com', pin: '1234', setupToken: 'x'.repeat(43) },
    });
    expect(answer).toEqual({ message: 'Your PIN is ready.', jwt: 'a.b.c' });
  });

  it('reports a backend error answer as an ApiError with its name, message and tries left', async () => {
    const missing = await failure(api.callBackend('cancelSubscription', { params: { id: 'sub/1' } }));
    expect(missing).toBeInstanceOf(api.ApiError);
    expect(missing).toMatchObject({ status: 404, code: 'NotFound', message: 'No such thing' });
    const refused = await failure(
      api.callBackend('login', { body: { email: 'a@example.com', pin: '0000' } }),
    );
    expect(refused).toMatchObject({ status: 401, code: 'InvalidCredentials', attemptsLeft: 3 });
  });

  it('treats an answer that breaks the contract as a 502', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await failure(api.callBackend('userSubscriptions', { query: { email: 'a@example.com' } }));
    expect(error.init?.status).toBe(502);
  });
});

describe('callBackend without a backend', () => {
  it('answers 503 when nothing listens', async () => {
    vi.resetModules();
    vi.stubEnv('BACKEND_URL', 'http://127.0.0.1:9');
    const unreachable = await import('~/lib/api.server');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = await failure(unreachable.callBackend('me', { token: 't' }));
    expect(error.init?.status).toBe(503);
    expect(error.data?.code).toBe('backend_unavailable');
  });
});
