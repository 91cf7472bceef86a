import { expect, test } from '@playwright/test';
import { ports } from './support/ports';

// What a load balancer asks each process: alive at all, and ready for visitors.

const web = `http://127.0.0.1:${ports.web}`;
const backend = `http://127.0.0.1:${ports.backend}`;

test('a running product is live and ready, the web app and the backend', async ({ request }) => {
  for (const [base, prefix] of [
    [web, '/health'],
    [backend, '/api/health'],
  ] as const) {
    const live = await request.get(`${base}${prefix}/live`);
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ status: 'live' });
    const ready = await request.get(`${base}${prefix}/ready`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  }
  // The check that was there keeps its answer.
  expect(await (await request.get(`${web}/health`)).json()).toEqual({ status: 'ok' });
});

test('a web app without its backend is live but not ready, and says why', async ({ request }) => {
  const base = `http://127.0.0.1:${ports.webWithoutBackend}`;
  expect((await request.get(`${base}/health/live`)).status()).toBe(200);
  const ready = await request.get(`${base}/health/ready`);
  expect(ready.status()).toBe(503);
  expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'backend_unreachable' });
  expect(ready.headers()['cache-control']).toBe('no-store');
});
