import { generateKeyPairSync } from 'node:crypto';
import { resolve } from 'node:path';
import type { z } from 'zod';
import { readOrCreateSecret } from '../../../shared/secret-file';
import type { PinHashingLimits } from '../auth/pin-hasher';
import { environmentSchema, type LOG_LEVELS, parsePrivateKey, SECRET_VARIABLES } from './environment';

export { SUGGESTED_NEWS_FEEDS } from './environment';

type Environment = Record<string, string | undefined>;

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  host: string;
  port: number;
  /** Unset: the embedded PGlite database under `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  contentDir: string;
  logLevel: LogLevel;
  tokenSecret: string;
  /** Seals the staff's second-factor secrets in the database. */
  staffSecretKey: string;
  bodyLimitBytes: number;
  /** Where the web app is reached: links in emails point there. */
  webUrl: string;
  supportEmail: string;
  mailFrom: string;
  /** Unset: messages go to the outbox table (the embedded default). */
  smtpUrl: string | undefined;
  /** Unset: rate-limit counters are kept in memory, per process. */
  redisUrl: string | undefined;
  /** Scales every per-IP rate limit; the browser suite raises it. */
  rateLimitMultiplier: number;
  /** Which proxies' x-forwarded-for is believed: Fastify's trustProxy (addresses, CIDRs, loopback...). */
  trustProxy: string | boolean;
  adminToken: string;
  /** The bearer token /metrics asks for; unset, the backend serves no metrics. */
  metricsToken: string | undefined;
  /** Create the demo learner on the first start of an empty embedded database. */
  demoLearner: boolean;
  demoPin: string | undefined;
  /** Who scores learners' prompts: the built-in rubric, or an OpenAI-compatible chat API. */
  evaluator: EvaluatorConfig;
  /** Test stacks only: the admin API may move one learner's clock forward (learner-clocks.ts). */
  learnerClockControl: boolean;
  /** Whether this backend renews, retries and ends subscriptions every minute (the billing job). */
  billingJob: boolean;
  /** Who takes payments: the built-in test provider (the embedded default) or Stripe. */
  payments: PaymentsConfig;
  /** Signs the certificates' Open Badges credentials: an Ed25519 private key, PKCS#8 PEM. */
  certificateSigningKey: string;
  /** The scheduled import of AI news feeds; null when NEWS_IMPORT=false or no feed is named. */
  newsImport: NewsImportConfig | null;
  /** When to refuse requests at once with 503 ServerBusy; null when OVERLOAD_SHEDDING=false. */
  overload: OverloadConfig | null;
  /** Argon2 hashes at once, hashes that may wait, and the longest wait a new one is accepted for. */
  pinHashing: PinHashingLimits;
  /** How long a stopping backend says it is not ready, still serving, before it closes. */
  shutdownDrainMs: number;
}

export interface OverloadConfig {
  /** Requests being answered at once (the health check aside); one more is refused. */
  maxInFlight: number;
  /** Mean event-loop delay over a sample, in ms, past which every request is refused. */
  maxEventLoopDelayMs: number;
  sampleIntervalMs: number;
  /** Sent as Retry-After and retryAfterSeconds. */
  retryAfterSeconds: number;
}

export interface NewsImportConfig {
  feeds: string[];
  /** Cron pattern (croner) of the runs. */
  schedule: string;
  /** For one attempt at one feed. */
  fetchTimeoutMs: number;
  /**
   * Hosts a feed or its redirects may reach though they are inside the network (loopback, private,
   * link-local...), as URLs name them; every other such address is refused. Empty by default.
   */
  allowedHosts: string[];
  /** Imported items kept, the newest first; the content's seed is always kept. */
  keepItems: number;
}

export type PaymentsConfig =
  | { provider: 'test' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Another address for Stripe's API: a stand-in in tests. Unset: api.stripe.com. */
      apiUrl: string | undefined;
    };

export interface EvaluatorConfig {
  kind: 'rubric' | 'openai';
  /** The API's base URL: OpenAI, Azure OpenAI's /openai/v1, Ollama's or vLLM's /v1. */
  baseUrl: string;
  /** Sent as a bearer token; unset for a local server that needs none. */
  apiKey: string | undefined;
  model: string;
  /** For all attempts of one evaluation together; then the rubric answers. */
  timeoutMs: number;
  maxRetries: number;
  /** Provider evaluations per learner and hour; past it, the rubric answers. */
  perLearnerPerHour: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the settings from the environment. Call it once at start and pass the result down.
 * Without TOKEN_SECRET or ADMIN_TOKEN a secret is generated on first start and kept under DATA_DIR.
 */
export function loadConfig(env: Environment = process.env, cwd = process.cwd()): Config {
  const result = environmentSchema.safeParse(withoutEmptyValues(env));
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = env[name];
      const shown = value === undefined || SECRET_VARIABLES.has(name) ? '' : ` (got "${value}")`;
      return `  ${name}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = result.data;
  const dataDir = resolve(cwd, values.DATA_DIR);
  return {
    host: values.HOST,
    port: values.PORT,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    contentDir: resolve(cwd, values.CONTENT_DIR),
    logLevel: values.LOG_LEVEL,
    tokenSecret: values.TOKEN_SECRET ?? readOrCreateSecret(dataDir, 'token-secret'),
    staffSecretKey: values.STAFF_SECRET_KEY ?? readOrCreateSecret(dataDir, 'staff-secret-key'),
    bodyLimitBytes: values.BODY_LIMIT_BYTES,
    webUrl: values.WEB_URL.replace(/\/+$/, ''),
    supportEmail: values.SUPPORT_EMAIL.toLowerCase(),
    mailFrom: values.MAIL_FROM,
    smtpUrl: values.SMTP_URL,
    redisUrl: values.REDIS_URL,
    rateLimitMultiplier: values.RATE_LIMIT_PER_MINUTE_MULTIPLIER,
    trustProxy: parseTrustProxy(values.TRUST_PROXY),
    adminToken: values.ADMIN_TOKEN ?? readOrCreateSecret(dataDir, 'admin-token'),
    metricsToken: values.METRICS_TOKEN,
    demoLearner: values.DEMO_LEARNER === 'true',
    demoPin: values.DEMO_PIN,
    evaluator: evaluatorConfig(values),
    learnerClockControl: values.LEARNER_CLOCK_CONTROL === 'true',
    billingJob: values.BILLING_JOB === 'true',
    payments: paymentsConfig(values),
    certificateSigningKey: values.CERTIFICATE_SIGNING_KEY
      ? asPem(values.CERTIFICATE_SIGNING_KEY)
      : readOrCreateSecret(dataDir, 'certificate-signing-key.pem', newSigningKey),
    newsImport:
      values.NEWS_IMPORT === 'true' && values.NEWS_FEEDS.length > 0
        ? {
            feeds: values.NEWS_FEEDS,
            schedule: values.NEWS_IMPORT_SCHEDULE,
            fetchTimeoutMs: values.NEWS_FETCH_TIMEOUT_MS,
            allowedHosts: values.NEWS_ALLOWED_HOSTS,
            keepItems: values.NEWS_KEEP_ITEMS,
          }
        : null,
    overload:
      values.OVERLOAD_SHEDDING === 'true'
        ? {
            maxInFlight: values.OVERLOAD_MAX_IN_FLIGHT,
            maxEventLoopDelayMs: values.OVERLOAD_MAX_EVENT_LOOP_DELAY_MS,
            sampleIntervalMs: values.OVERLOAD_SAMPLE_INTERVAL_MS,
            retryAfterSeconds: values.OVERLOAD_RETRY_AFTER_SECONDS,
          }
        : null,
    pinHashing: {
      concurrency: values.PIN_HASH_CONCURRENCY,
      maxQueued: values.PIN_HASH_QUEUE,
      maxWaitMs: values.PIN_HASH_MAX_WAIT_MS,
    },
    shutdownDrainMs: values.SHUTDOWN_DRAIN_SECONDS * 1_000,
  };
}

// Certificates signed with this key stay verifiable only while it stays: generated once, kept.
function newSigningKey(): string {
  return generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

function asPem(value: string): string {
  return parsePrivateKey(value).export({ type: 'pkcs8', format: 'pem' }).toString();
}

function paymentsConfig(values: z.output<typeof environmentSchema>): PaymentsConfig {
  if (values.PAYMENTS === 'test') return { provider: 'test' };
  const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !values[name]);
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: is required when PAYMENTS=stripe`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    provider: 'stripe',
    secretKey: values.STRIPE_SECRET_KEY as string,
    webhookSecret: values.STRIPE_WEBHOOK_SECRET as string,
    apiUrl: values.STRIPE_API_URL,
  };
}

function evaluatorConfig(values: z.output<typeof environmentSchema>): EvaluatorConfig {
  const baseUrl = values.OPENAI_BASE_URL.replace(/\/+$/, '');
  if (
    values.EVALUATOR === 'openai' &&
    !values.OPENAI_API_KEY &&
    new URL(baseUrl).hostname === 'api.openai.com'
  )
    throw new ConfigError(
      'Invalid configuration:\n  OPENAI_API_KEY: is required when EVALUATOR=openai uses OpenAI',
    );
  return {
    kind: values.EVALUATOR,
    baseUrl,
    apiKey: values.OPENAI_API_KEY,
    model: values.OPENAI_MODEL,
    timeoutMs: values.EVALUATOR_TIMEOUT_MS,
    maxRetries: values.EVALUATOR_MAX_RETRIES,
    perLearnerPerHour: values.EVALUATIONS_PER_LEARNER_PER_HOUR,
  };
}

function parseTrustProxy(value: string): string | boolean {
  if (value === 'true') return true;
  if (value === 'false' || value === 'none') return false;
  return value;
}

// An empty variable (`PORT=` in a .env file) means "use the default".
function withoutEmptyValues(env: Environment): Record<string, string> {
  const entries = Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim()));
  return Object.fromEntries(entries);
}
