import type { FastifyBaseLogger } from 'fastify';
import { Redis, ReplyError } from 'ioredis';

/**
 * The shared store of rate-limit counters. While Redis is unreachable, commands fail at once instead
 * of queueing for the next reconnection (which backs off to 2 s), and a command Redis does not
 * answer gives up after half a second: no request waits long on a dead Redis. Reconnection goes on
 * in the background; connecting may take longer, as no request waits for it.
 */
export function createRedisClient(url: string): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 1_000,
    commandTimeout: 500,
    enableOfflineQueue: false,
  });
}

/** Whether counts can go through Redis now; told of the failures of the commands it sent. */
export interface RedisLink {
  readonly redis: Redis;
  isUp(): boolean;
  commandFailed(error: unknown): void;
  close(): void;
}

const REPLY_WARNING_EVERY_MS = 60_000;

/**
 * Follows the connection: up from 'ready' until it closes or a command gets no answer (then the
 * connection is dropped and made anew, since one that stopped answering may never say so). Each
 * change is logged once and told to `onChange`, not once per request or retry.
 */
export function watchRedis(redis: Redis, log: FastifyBaseLogger, onChange: (up: boolean) => void): RedisLink {
  let up = redis.status === 'ready';
  let warned = false;
  let closing = false;
  let lastReplyWarning = 0;

  const goDown = (error: unknown) => {
    if (closing) return;
    if (up) {
      up = false;
      onChange(false);
    }
    if (warned) return;
    warned = true;
    log.warn(
      { err: error },
      'Redis is unreachable: rate limits are counted by each process until it is back',
    );
  };

  redis.on('ready', () => {
    if (up || closing) return;
    up = true;
    onChange(true);
    if (warned) log.info('Redis is reachable again: rate limits are shared again');
    warned = false;
  });
  // A failed connection says why here, then closes; on a live one an error changes nothing.
  redis.on('error', (error: Error) => {
    if (redis.status !== 'ready') goDown(error);
  });
  redis.on('close', () => goDown(new Error('Connection to Redis closed')));
  redis.on('end', () => goDown(new Error('Connection to Redis ended')));
  onChange(up);

  return {
    redis,
    isUp: () => up,
    commandFailed(error) {
      // Redis answered, with an error (e.g. out of memory): the connection is fine.
      if (error instanceof ReplyError) {
        const now = Date.now();
        if (now - lastReplyWarning < REPLY_WARNING_EVERY_MS) return;
        lastReplyWarning = now;
        log.warn({ err: error }, 'Redis refused a rate-limit count: counted by this process instead');
        return;
      }
      if (!up) return;
      goDown(error);
      redis.disconnect(true);
    },
    close() {
      closing = true;
      redis.disconnect();
    },
  };
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
