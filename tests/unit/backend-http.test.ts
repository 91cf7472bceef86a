import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BackendUnreachable, requestBackend } from '~/lib/backend-http.server';

// A server that keeps connections open without saying for how long, and closes one as soon as a
// second request arrives on it: what a backend that closed an idle connection looks like.
let server: Server;
let base: string;
let requests = 0;
const served = new WeakSet<object>();

beforeAll(async () => {
  server = createServer((request, response) => {
    requests++;
    if (served.has(request.socket)) {
      request.socket.destroy();
      return;
    }
    served.add(request.socket);
    if (request.url === '/file') {
      // Bytes that are not UTF-8 text, as a PDF's are.
      response.setHeader('content-type', 'application/pdf');
      response.setHeader('content-disposition', 'attachment; filename="certificate-SP-2026-7KQ2M9.pdf"');
      response.end(Buffer.from([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xe2]));
      return;
    }
    response.setHeader('retry-after', '3');
    response.end(JSON.stringify({ path: request.url, method: request.method }));
  });
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string) =>
  requestBackend(new URL(path, base), { method: 'GET', headers: {}, timeoutMs: 2000 });

describe('requestBackend', () => {
  it('answers with the status, the Retry-After header and the body', async () => {
    const answer = await get('/one');
    expect(answer).toMatchObject({
      status: 200,
      statusText: 'OK',
      retryAfter: '3',
      contentDisposition: null,
    });
    expect(answer.text).toBe('{"path":"/one","method":"GET"}');
  });

  it("keeps a file's bytes as they came, with its type and name", async () => {
    const answer = await get('/file');
    expect(answer.contentType).toBe('application/pdf');
    expect(answer.contentDisposition).toBe('attachment; filename="certificate-SP-2026-7KQ2M9.pdf"');
    expect([...answer.bytes]).toEqual([0x25, 0x50, 0x44, 0x46, 0xff, 0x00, 0xe2]);
  });

  it('sends a GET again on a new connection when the kept one was closed', async () => {
    await get('/first');
    const before = requests;
    expect(JSON.parse((await get('/again')).text)).toEqual({ path: '/again', method: 'GET' });
    expect(requests - before).toBe(2);
  });

  it('does not send a POST twice: a closed connection is an unreachable backend', async () => {
    await get('/first');
    const post = requestBackend(new URL('/post', base), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      timeoutMs: 2000,
    });
    await expect(post).rejects.toEqual(new BackendUnreachable(false));
  });
});
