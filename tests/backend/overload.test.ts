import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heldRequests } from './helpers/held-requests';
import { bearer, learnerHelpers, uniqueEmail } from './helpers/learners';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

const METRICS_TOKEN = 'a-test-metrics-token-of-at-least-32-chars';

const busyAnswer = (retryAfterSeconds: number) => ({
  error: {
    status: 503,
    name: 'ServerBusy',
    message: expect.stringContaining('nothing was done'),
    retryAfterSeconds,
  },
});

describe('requests in flight over the bound', () => {
  let backend: TestBackend;
  let api: ReturnType<typeof learnerHelpers>;
  const held = heldRequests();
  const abandoned = heldRequests();
  beforeAll(async () => {
    backend = await createTestBackend({
      importContent: false,
      env: { OVERLOAD_MAX_IN_FLIGHT: '1', OVERLOAD_RETRY_AFTER_SECONDS: '3', METRICS_TOKEN },
      routes: (app) => {
        app.get('/test/held', held.handler);
        app.get('/test/abandoned', abandoned.handler);
      },
    });
    api = learnerHelpers(backend);
  });
  afterAll(() => backend?.close());

  it('are refused at once with 503 ServerBusy and Retry-After, write nothing, and the health checks answer', async () => {
    let heldAnswered = false;
    const heldAnswer = api.inject({ url: '/test/held' }).then((response) => {
      heldAnswered = true;
      return response;
    });
    await held.inside;

    const email = uniqueEmail('shed');
    const message = { email, topic: 'other', description: 'Sent while the server is busy' };
    const refused = await api.inject({
      method: 'POST',
      url: '/api/product-user/support-mail',
      payload: message,
    });
    const page = await api.inject({ url: '/api/courses/sections' });
    const health = await api.inject({ url: '/api/health' });
    const live = await api.inject({ url: '/api/health/live' });
    const ready = await api.inject({ url: '/api/health/ready' });
    // All answered while the first request is still being answered.
    expect(heldAnswered).toBe(false);
    for (const busy of [refused, page]) {
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('3');
      expect(busy.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(busy.json()).toEqual(busyAnswer(3));
    }
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
    // Busy is not down, nor a reason to take this backend out: the others would only get busier.
    expect(live.json()).toEqual({ status: 'live' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    // An operator sees it: the refusals are counted, and the scrape itself is never refused.
    const metrics = await api.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toContain('http_requests_shed_total{reason="requests_in_flight"} 2');

    held.release();
    expect((await heldAnswer).json()).toEqual({ held: 'done' });
    // The refused message was neither stored nor mailed; sent again, it goes through once.
    await api.drain();
    const inbox = await api.outbox('support@skillpilot.app');
    expect(inbox.filter((mail) => mail.text.includes(email))).toEqual([]);
    const again = await api.inject({
      method: 'POST',
      url: '/api/product-user/support-mail',
      payload: message,
    });
    expect(again.statusCode).toBe(200);
    await api.drain();
    const after = await api.outbox('support@skillpilot.app');
    expect(after.filter((mail) => mail.text.includes(email))).toHaveLength(1);
  });

  it('counts a request whose visitor went away as done, though its handler still runs', async () => {
    const visitor = new AbortController();
    const gone = api.inject({ url: '/test/abandoned', signal: visitor.signal }).catch(() => 'gone');
    await abandoned.inside;
    visitor.abort();
    expect(await gone).toBe('gone');
    expect((await api.inject({ url: '/api/legal/terms' })).statusCode).not.toBe(503);
    abandoned.release();
  });
});

describe('an event loop that lags', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({
      importContent: false,
      env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '20', OVERLOAD_SAMPLE_INTERVAL_MS: '100' },
    });
  });
  afterAll(() => backend?.close());

  it('turns requests away with 503 ServerBusy while the health checks and sign-in answer', async () => {
    const block = (ms: number) => {
      const until = performance.now() + ms;
      while (performance.now() < until) {}
    };
    const pause = () => new Promise((resolve) => setTimeout(resolve, 10));
    type Seen = {
      busy: LightMyRequestResponse;
      health: LightMyRequestResponse;
      ready: LightMyRequestResponse;
      signIn: LightMyRequestResponse;
    };
    let seen: Seen | undefined;
    // The lag is noticed at the next sample; keep asking until it is, blocking again if need be.
    for (let attempt = 0; attempt < 5 && !seen; attempt += 1) {
      block(600);
      for (let poll = 0; poll < 100 && !seen; poll += 1) {
        const [busy, health, ready, signIn] = await Promise.all([
          backend.app.inject({ url: '/api/legal/terms' }),
          backend.app.inject({ url: '/api/health' }),
          backend.app.inject({ url: '/api/health/ready' }),
          // Sign-in waits in the queue of PIN checks instead: a burst of sign-ins lags the loop.
          backend.app.inject({
            method: 'POST',
            url: '/api/product-user/login',
            // An address of its own each time: five wrong PINs in a row would lock one address.
            payload: { email: uniqueEmail('lagging'), pin: '1234' },
          }),
        ]);
        if (busy.statusCode === 503) seen = { busy, health, ready, signIn };
        else await pause();
      }
    }
    expect(seen?.busy.json()).toEqual(busyAnswer(2));
    expect(seen?.busy.headers['retry-after']).toBe('2');
    expect(seen?.health.statusCode).toBe(200);
    expect(seen?.ready.statusCode).toBe(200);
    expect(seen?.signIn.statusCode).toBe(401);
  });
});

describe('OVERLOAD_SHEDDING=false', () => {
  let backend: TestBackend;
  const held = heldRequests();
  beforeAll(async () => {
    backend = await createTestBackend({
      importContent: false,
      env: { OVERLOAD_SHEDDING: 'false', OVERLOAD_MAX_IN_FLIGHT: '1' },
      routes: (app) => app.get('/test/held', held.handler),
    });
  });
  afterAll(() => backend?.close());

  it('takes every request, however many are in flight', async () => {
    const heldAnswer = backend.app.inject({ url: '/test/held' });
    await held.inside;
    expect((await backend.app.inject({ url: '/api/legal/terms' })).statusCode).not.toBe(503);
    held.release();
    expect((await heldAnswer).statusCode).toBe(200);
  });
});
