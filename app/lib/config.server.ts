import { z } from 'zod';
import { readOrCreateSecret } from '../../backend/src/config/secret-file';

// Settings of the web app process, read once from the environment.
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  BACKEND_URL: z.url().default('http://127.0.0.1:1337'),
  BACKEND_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
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
  // Off by default: 'kept' would tell a visitor that someone else opened the same page lately.
  WEB_SERVER_TIMING: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
});

export type WebConfig = z.infer<typeof schema> & { sessionSecret: string; secureCookies: boolean };

function loadConfig(): WebConfig {
  const parsed = schema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web app configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return {
    ...env,
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSecret(env.DATA_DIR, 'session-secret'),
    secureCookies: process.env.COOKIE_SECURE === 'true',
  };
}

export const config = loadConfig();
