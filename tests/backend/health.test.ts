import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReadiness, drainAndClose } from '../../backend/src/modules/health/readiness';
import { heldRequests } from './helpers/held-requests';
import { createTestBackend, type TestBackend } from './helpers/test-backend';

describe('GET /api/health', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({ importContent: false });
  });
  afterAll(() => backend?.close());

  it('answers ok when the database answers', async () => {
    const response = await backend.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await createTestBackend({ importContent: false });
    try {
      await broken.database.close();
      const response = await broken.app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', database: 'unreachable' });
    } finally {
      await broken.close();
    }
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  let backend: TestBackend;
  const readiness = createReadiness();
  beforeAll(async () => {
    // Nothing can ask before the server has booted: inject and listen both wait for it.
    expect(readiness.phase()).toBe('starting');
    backend = await createTestBackend({ importContent: false, readiness });
  });
  afterAll(() => backend?.close());

  it('say live and ready on a running backend', async () => {
    expect(readiness.phase()).toBe('ready');
    const live = await backend.app.inject({ url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await backend.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('say live but not ready when the database is gone', async () => {
    const broken = await createTestBackend({ importContent: false });
    try {
      await broken.database.close();
      const live = await broken.app.inject({ url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'live' });
      const ready = await broken.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', reason: 'database_unreachable' });
    } finally {
      await broken.close();
    }
  });

  it('never say ready for a backend told to stop while it was starting', async () => {
    const stopped = createReadiness();
    stopped.draining();
    const stopping = await createTestBackend({ importContent: false, readiness: stopped });
    try {
      const ready = await stopping.app.inject({ url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', reason: 'draining' });
    } finally {
      await stopping.close();
    }
  });
});

describe('a backend stopping as main.ts stops it', () => {
  const DRAIN_MS = 2_000;

  it('says draining while still serving, then closes, finishing the request in flight', async () => {
    const readiness = createReadiness();
    const held = heldRequests();
    const { inside, release } = held;
    const backend = await createTestBackend({
      importContent: false,
      readiness,
      routes: (app) => app.get('/test/held', held.handler),
    });
    let closing: Promise<void> | undefined;
    try {
      const address = await backend.app.listen({ host: '127.0.0.1', port: 0 });
      const get = (path: string) => fetch(`${address}${path}`);
      expect((await get('/api/health/ready')).status).toBe(200);
      const heldAnswer = get('/test/held');
      await inside;

      closing = drainAndClose(backend.app, readiness, DRAIN_MS);
      const ready = await get('/api/health/ready');
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not_ready', reason: 'draining' });
      expect(ready.headers.get('connection')).toBe('close');
      // Still serving: the balancer takes a few checks to notice.
      expect((await get('/api/health/live')).status).toBe(200);
      expect((await get('/api/health')).status).toBe(200);

      // Past the drain the server closes: a new request is refused, the one in flight is answered.
      const refused = async () => {
        const status = await get('/api/health/live').then(
          (response) => response.status,
          () => 'refused' as const,
        );
        return status !== 200;
      };
      const until = Date.now() + DRAIN_MS + 10_000;
      while (!(await refused()) && Date.now() < until) await sleep(50);
      expect(await refused()).toBe(true);
      release();
      const answered = await heldAnswer;
      expect(answered.status).toBe(200);
      expect(answered.headers.get('connection')).toBe('close');
      expect(await answered.json()).toEqual({ held: 'done' });
      await closing;
    } finally {
      release();
      if (!closing) await backend.app.close();
      await closing?.catch(() => {});
      await backend.database.close();
    }
  });
});
