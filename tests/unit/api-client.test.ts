import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

// A real local server: one route answers, one never does, one breaks the contract.
let server: Server;
let api: typeof import('~/lib/api.server');

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/ok') response.end(JSON.stringify({ data: { title: 'Terms' } }));
    if (request.url === '/wrong-shape') response.end(JSON.stringify({ data: 42 }));
    if (request.url === '/missing') {
      response.statusCode = 404;
      response.end(JSON.stringify({ error: { status: 404, name: 'NotFound', message: 'No such thing' } }));
    }
    // '/hang' never answers.
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

const schema = z.object({ data: z.object({ title: z.string() }) });

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error as { data?: { code: string }; init?: { status: number } } & Error;
  }
  throw new Error('expected the call to fail');
}

describe('callBackend', () => {
  it('returns the answer validated against its schema', async () => {
    expect(await api.callBackend('/ok', { schema })).toEqual({ data: { title: 'Terms' } });
  });

  it('gives up after the time-out with a 504 the error page explains', async () => {
    const started = Date.now();
    const error = await failure(api.callBackend('/hang', { schema }));
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error.init?.status).toBe(504);
    expect(error.data?.code).toBe('backend_timeout');
  });

  it('answers 503 when nothing listens', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { callBackend } = api;
    const error = await failure(callBackend('http://127.0.0.1:9/ok', { schema }));
    expect(error.init?.status).toBe(503);
    expect(error.data?.code).toBe('backend_unavailable');
  });

  it('reports a backend error answer as an ApiError with its name and message', async () => {
    const error = await failure(api.callBackend('/missing', { schema }));
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NotFound', message: 'No such thing' });
  });

  it('treats an answer that breaks the contract as a 502', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = await failure(api.callBackend('/wrong-shape', { schema }));
    expect(error.init?.status).toBe(502);
  });
});
