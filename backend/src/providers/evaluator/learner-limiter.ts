import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

// How many prompts each learner may have the provider evaluate per hour: it costs money per call.
// With Redis the count is shared by every backend; while Redis is unreachable each backend counts
// on its own in memory, so the limit still holds per process.

export interface LearnerLimiter {
  /** Takes one evaluation from the learner's hour; false when none is left. */
  take(learnerId: number): Promise<boolean>;
}

const HOUR_S = 3600;

export function createLearnerLimiter({
  perHour,
  redis,
}: {
  perHour: number;
  redis?: Redis | undefined;
}): LearnerLimiter {
  const memory = new RateLimiterMemory({ points: perHour, duration: HOUR_S, keyPrefix: 'evaluations' });
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        points: perHour,
        duration: HOUR_S,
        keyPrefix: 'skillpilot:evaluations',
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    async take(learnerId) {
      try {
        await limiter.consume(String(learnerId));
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
  };
}
