import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The shared store of rate-limit counters. While Redis is unreachable, commands fail at once instead
 * of queueing for the next reconnection (which backs off to 2 s), and the rate limiter lets the
 * request through; reconnection goes on in the background. Outages are logged once, not per retry.
 */
export function createRedisClient(url: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 500, enableOfflineQueue: false });
  let healthy = true;
  redis.on('error', (error: Error) => {
    if (!healthy) return;
    healthy = false;
    log.warn({ err: error }, 'Redis is unreachable: rate limits are not enforced until it is back');
  });
  redis.on('ready', () => {
    if (healthy) return;
    healthy = true;
    log.info('Redis is reachable again');
  });
  return redis;
}

/** Waits for the first connection, at most `timeoutMs`: counting starts with the first request. */
export function redisReady(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}
