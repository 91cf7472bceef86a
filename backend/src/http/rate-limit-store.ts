import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { RedisLink } from './redis-client';

// A fixed window per key, as @fastify/rate-limit's own stores count: the first request of a window
// sets its expiry, the count rises until then.
const COUNT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;
type CountingRedis = Redis & {
  skillpilotRateLimit(key: string, windowMs: number): Promise<[number, number]>;
};

/** Keys (route and address) counted in memory while Redis is away; past it, the least recently seen goes. */
export const MEMORY_COUNTS_MAX = 10_000;

/** Counts in this process while Redis is away, bounded so that many addresses cannot fill memory. */
export class MemoryCounts {
  private readonly windows: LRUCache<string, { current: number; endsAt: number }>;

  constructor(max = MEMORY_COUNTS_MAX) {
    this.windows = new LRUCache({ max });
  }

  count(key: string, windowMs: number): { current: number; ttl: number } {
    const now = Date.now();
    const window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.set(key, { current: 1, endsAt: now + windowMs });
      return { current: 1, ttl: windowMs };
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  }
}

interface RouteInfo {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit: through Redis while the link is up, so every backend sees one
 * count; in memory while it is not, or when a command fails, so the limits still hold per process
 * and no request fails or waits on Redis.
 */
class FailoverStore implements FastifyRateLimitStore {
  constructor(
    private readonly link: RedisLink,
    private readonly memory: MemoryCounts,
    private readonly prefix: string,
  ) {}

  incr(key: string, counted: Counted, timeWindow: number): void {
    const fullKey = this.prefix + key;
    if (!this.link.isUp()) {
      counted(null, this.memory.count(fullKey, timeWindow));
      return;
    }
    (this.link.redis as CountingRedis).skillpilotRateLimit(fullKey, timeWindow).then(
      ([current, ttl]) => counted(null, { current, ttl }),
      (error: unknown) => {
        this.link.commandFailed(error);
        counted(null, this.memory.count(fullKey, timeWindow));
      },
    );
  }

  child(routeOptions: unknown): FastifyRateLimitStore {
    const { method = '', url = '' } = (routeOptions as RouteInfo).routeInfo ?? {};
    return new FailoverStore(this.link, this.memory, `${this.prefix}${method}${url}-`);
  }
}

/** The store's constructor, as the plugin takes it: every route's count under `nameSpace`. */
export function failoverStore(
  link: RedisLink,
  memory: MemoryCounts,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  const redis = link.redis as CountingRedis;
  if (!redis.skillpilotRateLimit)
    redis.defineCommand('skillpilotRateLimit', { numberOfKeys: 1, lua: COUNT_SCRIPT });
  return class extends FailoverStore {
    constructor() {
      super(link, memory, nameSpace);
    }
  };
}
