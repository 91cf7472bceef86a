import { readOrCreateSecret } from '@shared/secret-file';
import { z } from 'zod';

// Settings of the web app process, read once from the environment.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  BACKEND_URL: z.url().default('http://127.0.0.1:1337'),
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  // Calls that hash a PIN wait in the backend's hashing queue, which takes a request only when it
  // expects to start it within PIN_HASH_MAX_WAIT_MS: the web app waits longer than that (decision 044).
  PIN_HASH_MAX_WAIT_MS: z.coerce.number().int().min(100).max(60_000).default(6_000),
  BACKEND_PIN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  SUPPORT_EMAIL: z.email().default('support@skillpilot.app'),
  // Where visitors reach this web app (the backend reads the same variable for the links in mail):
  // the sitemap, canonical links and Open Graph tags name pages by it, never by the request's Host.
  WEB_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .default('http://127.0.0.1:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  WEB_RENDER_MEMO_MB: z.coerce.number().int().min(0).max(4096).default(32),
  // Check mode: a page found in the render memo is rendered again and compared; a difference is a
  // page that read something outside its data, and answers 500. On in development and the tests.
  WEB_RENDER_MEMO_CHECK: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default(process.env.NODE_ENV === 'production' ? 'false' : 'true')
    .transform((value) => value === 'true'),
  // Off by default: 'kept' would tell a visitor that someone else opened the same page lately.
  WEB_SERVER_TIMING: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

export type WebConfig = z.infer<typeof schema> & {
  sessionSecret: string;
  secureCookies: boolean;
  /** The wait for a call that hashes a PIN: the queue's longest accepted wait, plus the work itself. */
  pinTimeoutMs: number;
};

// A hash, the database's part and the time the queue's estimate may be off by.
const pinWorkMarginMs = 10_000;

function loadConfig(): WebConfig {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web app configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const pinTimeoutMs =
    env.BACKEND_PIN_TIMEOUT_MS ??
    Math.max(env.BACKEND_TIMEOUT_MS, env.PIN_HASH_MAX_WAIT_MS + pinWorkMarginMs);
  if (pinTimeoutMs <= env.PIN_HASH_MAX_WAIT_MS) {
    throw new Error(
      'Invalid web app configuration:\n  BACKEND_PIN_TIMEOUT_MS: must be longer than PIN_HASH_MAX_WAIT_MS, ' +
        'or a learner the backend took for sign-in would be cut off',
    );
  }
  return {
    pinTimeoutMs,
    ...env,
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(env.DATA_DIR, 'session-secret'),
    secureCookies: process.env.COOKIE_SECURE === 'true',
  };
}

export const config = loadConfig();
