import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { AppError } from '../errors/app-error';
import { failoverStore, MemoryCounts } from './rate-limit-store';
import type { RedisLink } from './redis-client';

/** Requests per minute and IP address, before RATE_LIMIT_PER_MINUTE_MULTIPLIER. */
const PER_MINUTE = {
  login: 10,
  setPin: 5,
  resetLink: 5,
  confirmReset: 10,
  changeEmail: 5,
  supportMail: 5,
  evaluatePrompt: 30,
  // The quiz is open to anyone: starting one and leaving an email are limited, answers loosely.
  startQuiz: 20,
  quizAnswer: 120,
  quizEmail: 10,
  // Checkout: starting one, and paying (each try charges a card).
  startCheckout: 10,
  payCheckout: 10,
  // Certificates are public by number: enough to check a few, too few to walk the numbers.
  verifyCertificate: 30,
  verifyCredential: 30,
} as const;

export type RateLimitName = keyof typeof PER_MINUTE;
export type RouteRateLimits = Record<RateLimitName, { max: number; timeWindow: number }>;

const MINUTE_MS = 60_000;

/** Each limit scaled by the multiplier, never below one request a minute. */
export function routeRateLimits(multiplier: number): RouteRateLimits {
  const entries = Object.entries(PER_MINUTE).map(([name, max]) => [
    name,
    { max: Math.max(1, Math.round(max * multiplier)), timeWindow: MINUTE_MS },
  ]);
  return Object.fromEntries(entries) as RouteRateLimits;
}

/**
 * Options of @fastify/rate-limit, registered at the root: per-IP limits for the routes that set
 * `config.rateLimit`. With Redis the counters are shared by every backend; while Redis is away each
 * backend counts in memory. Should counting still fail, the request goes through rather than fail.
 */
export function rateLimitOptions(redis: RedisLink | undefined): RateLimitPluginOptions {
  return {
    global: false,
    ...(redis ? { store: failoverStore(redis, new MemoryCounts(), 'skillpilot:rate-limit:') } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      AppError.retryLater(
        'TooManyRequests',
        `Too many requests: try again in ${Math.max(1, Math.ceil(context.ttl / 1000))} seconds`,
        context.ttl / 1000,
      ),
  };
}
