import { randomInt } from 'node:crypto';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, uniqueEmail } from '../helpers/learners';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { createTestBackend, type TestBackend } from '../helpers/test-backend';

// Needs a Redis server: this file runs where TEST_REDIS_URL names one (CI sets it). A proxy in front
// of it takes Redis away from the backends and brings it back.

const METRICS_TOKEN = 'a-test-metrics-token-of-at-least-32-chars';
const AWAY = 'Redis is unreachable';
const BACK = 'Redis is reachable again';
// Addresses of their own in each run: the counts in Redis outlive a run by a minute.
const randomIp = () => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

interface Watched {
  backend: TestBackend;
  logLines: string[];
}

let proxy: TcpProxy | undefined;
let backends: Watched[] = [];
afterEach(async () => {
  await Promise.all(backends.map(({ backend }) => backend.close()));
  await proxy?.close();
  backends = [];
  proxy = undefined;
});

async function startProxy(): Promise<TcpProxy> {
  const target = new URL(process.env.TEST_REDIS_URL ?? '');
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  return proxy;
}

async function startBackend(redis: TcpProxy): Promise<Watched> {
  const logLines: string[] = [];
  const backend = await createTestBackend({
    importContent: false,
    // Multiplier 0.2: login 2 a minute.
    env: {
      METRICS_TOKEN,
      RATE_LIMIT_PER_MINUTE_MULTIPLIER: '0.2',
      REDIS_URL: `redis://127.0.0.1:${redis.port}`,
    },
    logger: pino({ level: 'info' }, { write: (line: string) => logLines.push(line) }),
  });
  const watched = { backend, logLines };
  backends.push(watched);
  return watched;
}

/** A sign-in with a wrong PIN: 401 within the limit, 429 past it; never slower than 2 s. */
async function login({ backend }: Watched, ip: string): Promise<number> {
  const started = performance.now();
  const response = await backend.app.inject({
    method: 'POST',
    url: '/api/product-user/login',
    payload: { email: uniqueEmail('someone'), pin: '1234' },
    remoteAddress: ip,
  });
  expect(performance.now() - started).toBeLessThan(2_000);
  return response.statusCode;
}

async function shared({ backend }: Watched): Promise<number | undefined> {
  const answer = await backend.app.inject({ url: '/metrics', headers: bearer(METRICS_TOKEN) });
  const line = answer.body.split('\n').find((text) => text.startsWith('skillpilot_rate_limit_shared '));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

const count = (lines: string[], text: string) => lines.filter((line) => line.includes(text)).length;
/** From here on, count only what is logged next (a slow first connection may have been logged). */
const forgetLogs = (...watched: Watched[]) => {
  for (const { logLines } of watched) logLines.length = 0;
};

describe('rate limits while Redis is away', () => {
  it('count per process meanwhile, say so once, and share counts again when Redis is back', async () => {
    const redis = await startProxy();
    const [first, second] = await Promise.all([startBackend(redis), startBackend(redis)]);
    // A busy machine may take longer to connect than a backend waits for at start.
    await expect.poll(() => shared(first)).toBe(1);
    await expect.poll(() => shared(second)).toBe(1);

    // Redis up: one count for both backends.
    const before = randomIp();
    expect(await login(first, before)).toBe(401);
    expect(await login(second, before)).toBe(401);
    expect(await login(first, before)).toBe(429);
    expect(await login(second, before)).toBe(429);

    forgetLogs(first, second);
    redis.cut();
    await expect.poll(() => shared(first)).toBe(0);
    await expect.poll(() => shared(second)).toBe(0);
    // Each backend counts on its own: two each, then 429; no request fails or waits.
    const away = randomIp();
    expect(await login(first, away)).toBe(401);
    expect(await login(first, away)).toBe(401);
    expect(await login(first, away)).toBe(429);
    expect(await login(second, away)).toBe(401);
    expect(await login(second, away)).toBe(401);
    expect(await login(second, away)).toBe(429);
    // However often the backends try to reconnect, each said so once.
    await expect.poll(() => redis.refused).toBeGreaterThanOrEqual(6);
    for (const { logLines } of [first, second]) {
      expect(count(logLines, AWAY)).toBe(1);
      expect(count(logLines, BACK)).toBe(0);
    }

    redis.restore();
    await expect.poll(() => shared(first)).toBe(1);
    await expect.poll(() => shared(second)).toBe(1);
    const after = randomIp();
    expect(await login(first, after)).toBe(401);
    expect(await login(second, after)).toBe(401);
    expect(await login(first, after)).toBe(429);
    expect(await login(second, after)).toBe(429);
    for (const { logLines } of [first, second]) {
      expect(count(logLines, AWAY)).toBe(1);
      expect(count(logLines, BACK)).toBe(1);
    }
  });

  it('hold no request long when Redis stops answering without closing the connection', async () => {
    const redis = await startProxy();
    const only = await startBackend(redis);
    await expect.poll(() => shared(only)).toBe(1);

    forgetLogs(only);
    redis.stall();
    const ip = randomIp();
    // The first count waits for Redis at most half a second, then the backend counts on its own.
    expect(await login(only, ip)).toBe(401);
    expect(await shared(only)).toBe(0);
    expect(await login(only, ip)).toBe(401);
    expect(await login(only, ip)).toBe(429);
    expect(count(only.logLines, AWAY)).toBe(1);

    redis.restore();
    await expect.poll(() => shared(only)).toBe(1);
    expect(count(only.logLines, BACK)).toBe(1);
  });

  it('count per process from the start when Redis is not there yet, and share counts once it is', async () => {
    const redis = await startProxy();
    redis.cut();
    const only = await startBackend(redis);
    expect(await shared(only)).toBe(0);
    const ip = randomIp();
    expect(await login(only, ip)).toBe(401);
    expect(await login(only, ip)).toBe(401);
    expect(await login(only, ip)).toBe(429);
    expect(count(only.logLines, AWAY)).toBe(1);

    redis.restore();
    await expect.poll(() => shared(only)).toBe(1);
    expect(count(only.logLines, BACK)).toBe(1);
    // Counts go through Redis again, which has not seen this address: the count in memory is left.
    expect(await login(only, ip)).toBe(401);
  });
});
