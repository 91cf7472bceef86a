import { createPrivateKey } from 'node:crypto';
import { Cron } from 'croner';
import { z } from 'zod';

// The environment variables the backend reads, each with its check and default (.env.example
// lists them); config.ts turns them into the typed Config.
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const MEBIBYTE = 1024 * 1024;
// Values never echoed back in error messages.
export const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'TOKEN_SECRET',
  'STAFF_SECRET_KEY',
  'ADMIN_TOKEN',
  'METRICS_TOKEN',
  'REDIS_URL',
  'SMTP_URL',
  'OPENAI_API_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'CERTIFICATE_SIGNING_KEY',
]);

const integer = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

/**
 * Well-known AI news feeds, suggested in .env.example. None is read unless NEWS_FEEDS names it: the
 * embedded default reaches no other site, and shows the content's news seed.
 */
export const SUGGESTED_NEWS_FEEDS = [
  'https://openai.com/news/rss.xml',
  'https://blog.google/technology/ai/rss/',
  'https://deepmind.google/blog/rss.xml',
  'https://huggingface.co/blog/feed.xml',
];

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** The values of a comma-separated setting, trimmed, empty ones left out. */
const listed = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const allowedHost = z.union([z.ipv4(), z.ipv6(), z.hostname()]);

function isCronPattern(value: string): boolean {
  try {
    new Cron(value, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

export const environmentSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: integer(0, 65_535).default(1337),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\/\S+$/, { error: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATA_DIR: z.string().default('./data'),
  CONTENT_DIR: z.string().default('./content'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  TOKEN_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  STAFF_SECRET_KEY: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  BODY_LIMIT_BYTES: integer(1024, 100 * MEBIBYTE).default(MEBIBYTE),
  WEB_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('http://127.0.0.1:3000'),
  SUPPORT_EMAIL: z.email({ error: 'must be an email address' }).default('support@skillpilot.app'),
  MAIL_FROM: z.string().default('Skillpilot <no-reply@skillpilot.app>'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, { error: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
  RATE_LIMIT_PER_MINUTE_MULTIPLIER: z.coerce
    .number({ error: 'must be a number' })
    .positive({ error: 'must be above 0' })
    .max(100_000, { error: 'must be at most 100000' })
    .default(1),
  TRUST_PROXY: z.string().default('loopback'),
  ADMIN_TOKEN: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  // Unset: no /metrics at all. Prometheus sends it as a bearer token.
  METRICS_TOKEN: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
  DEMO_LEARNER: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  DEMO_PIN: z
    .string()
    .regex(/^\d{4}$/, { error: 'must be 4 digits' })
    .optional(),
  EVALUATOR: z.enum(['rubric', 'openai'], { error: 'must be rubric or openai' }).default('rubric'),
  OPENAI_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('https://api.openai.com/v1'),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_MODEL: z.string().default('gpt-3.5-turbo'),
  EVALUATOR_TIMEOUT_MS: integer(50, 120_000).default(8_000),
  EVALUATOR_MAX_RETRIES: integer(0, 5).default(2),
  EVALUATIONS_PER_LEARNER_PER_HOUR: integer(1, 100_000).default(30),
  LEARNER_CLOCK_CONTROL: z.enum(['true', 'false'], { error: 'must be true or false' }).default('false'),
  BILLING_JOB: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  PAYMENTS: z.enum(['test', 'stripe'], { error: 'must be test or stripe' }).default('test'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\S+$/, { error: 'must be a Stripe secret key (sk_test_…, sk_live_…)' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, { error: 'must be a webhook signing secret (whsec_…)' })
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  CERTIFICATE_SIGNING_KEY: z
    .string()
    .refine(isEd25519PrivateKey, {
      error: 'must be an Ed25519 private key: PKCS#8 PEM, or its DER in base64',
    })
    .optional(),
  NEWS_IMPORT: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  NEWS_FEEDS: z
    .string()
    .default('')
    .transform((value) => [...new Set(listed(value))])
    .refine((urls) => urls.every(isHttpUrl), {
      error: 'must be http:// or https:// URLs separated by commas',
    }),
  NEWS_IMPORT_SCHEDULE: z
    .string()
    .default('15 * * * *')
    .refine(isCronPattern, { error: 'must be a cron pattern, e.g. 15 * * * * (hourly at :15)' }),
  NEWS_FETCH_TIMEOUT_MS: integer(100, 120_000).default(10_000),
  NEWS_ALLOWED_HOSTS: z
    .string()
    .default('')
    .transform((value) => [
      ...new Set(listed(value).map((host) => host.replace(/^\[(.*)\]$/, '$1').toLowerCase())),
    ])
    .refine((hosts) => hosts.every((host) => allowedHost.safeParse(host).success), {
      error: 'must be host names or IP addresses separated by commas, without scheme or port',
    }),
  NEWS_KEEP_ITEMS: integer(10, 100_000).default(500),
  // Overload: past either bound a request is answered 503 ServerBusy at once (decision 045).
  OVERLOAD_SHEDDING: z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
  OVERLOAD_MAX_IN_FLIGHT: integer(1, 100_000).default(256),
  OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: integer(1, 60_000).default(40),
  OVERLOAD_SAMPLE_INTERVAL_MS: integer(10, 60_000).default(250),
  OVERLOAD_RETRY_AFTER_SECONDS: integer(1, 3_600).default(2),
  // Told to stop, the backend answers /api/health/ready 503 this long, still serving, then closes.
  SHUTDOWN_DRAIN_SECONDS: integer(0, 300).default(0),
  // PIN hashing (sign-in, setting and resetting a PIN), decision 044: two hashes at once on two
  // cores leave two of libuv's four threads to file work; a burst of 400 waits, not more.
  PIN_HASH_CONCURRENCY: integer(1, 64).default(2),
  PIN_HASH_QUEUE: integer(0, 100_000).default(400),
  PIN_HASH_MAX_WAIT_MS: integer(100, 60_000).default(6_000),
});

/** A private key given as PKCS#8 PEM, or as its DER in base64. */
export function parsePrivateKey(value: string) {
  const text = value.trim();
  return text.startsWith('-----BEGIN')
    ? createPrivateKey(text)
    : createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
}

function isEd25519PrivateKey(value: string): boolean {
  try {
    return parsePrivateKey(value).asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
}
