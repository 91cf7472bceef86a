import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SUGGESTED_NEWS_FEEDS } from '../../backend/src/config/config';
import { readOrCreateSecret } from '../../shared/secret-file';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'skillpilot-config-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('has embedded defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir }, '/srv/app');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 1337,
      databaseUrl: undefined,
      dataDir,
      contentDir: '/srv/app/content',
      logLevel: 'info',
      bodyLimitBytes: 1_048_576,
      webUrl: 'http://127.0.0.1:3000',
      supportEmail: 'support@skillpilot.app',
      smtpUrl: undefined,
      redisUrl: undefined,
      rateLimitMultiplier: 1,
      trustProxy: 'loopback',
      demoLearner: true,
      demoPin: undefined,
      payments: { provider: 'test' },
    });
  });

  it('takes payments through Stripe only with its secret key and webhook secret, never echoing them', () => {
    const stripe = loadConfig({
      DATA_DIR: dataDir,
      PAYMENTS: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    });
    expect(stripe.payments).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_abc123',
      apiUrl: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENTS: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required when PAYMENTS=stripe\n {2}STRIPE_WEBHOOK_SECRET: is required/,
    );
    const bad = () =>
      loadConfig({ DATA_DIR: dataDir, PAYMENTS: 'paypal', STRIPE_SECRET_KEY: 'pk_live_secretvalue' });
    expect(bad).toThrow(/PAYMENTS: must be test or stripe \(got "paypal"\)/);
    expect(bad).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(bad).not.toThrow(/secretvalue/);
  });

  it('reads the accounts settings', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      WEB_URL: 'https://app.skillpilot.app/',
      SUPPORT_EMAIL: 'Help@Skillpilot.app',
      MAIL_FROM: 'Skillpilot <hello@skillpilot.app>',
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      REDIS_URL: 'redis://cache:6379',
      RATE_LIMIT_PER_MINUTE_MULTIPLIER: '50',
      TRUST_PROXY: '10.0.0.0/8',
      ADMIN_TOKEN: 'a'.repeat(40),
      DEMO_LEARNER: 'false',
      DEMO_PIN: '0420',
    });
    expect(config).toMatchObject({
      webUrl: 'https://app.skillpilot.app',
      supportEmail: 'help@skillpilot.app',
      mailFrom: 'Skillpilot <hello@skillpilot.app>',
      smtpUrl: 'smtps://user:secret@smtp.example.com:465',
      redisUrl: 'redis://cache:6379',
      rateLimitMultiplier: 50,
      trustProxy: '10.0.0.0/8',
      adminToken: 'a'.repeat(40),
      demoLearner: false,
      demoPin: '0420',
    });
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('refuses bad accounts settings without echoing secrets', () => {
    let message = '';
    try {
      loadConfig({
        DATA_DIR: dataDir,
        WEB_URL: 'ftp://web',
        SMTP_URL: 'http://user:hunter2@mail',
        RATE_LIMIT_PER_MINUTE_MULTIPLIER: '0',
        ADMIN_TOKEN: 'short',
        DEMO_LEARNER: 'yes',
        DEMO_PIN: '12345',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('WEB_URL: must be an http:// or https:// URL');
    expect(message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(message).toContain('RATE_LIMIT_PER_MINUTE_MULTIPLIER: must be above 0');
    expect(message).toContain('ADMIN_TOKEN: must be at least 32 characters long');
    expect(message).toContain('DEMO_LEARNER: must be true or false');
    expect(message).toContain('DEMO_PIN: must be 4 digits');
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('short');
  });

  it('reads every variable, treating empty ones as unset', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/skillpilot',
      DATA_DIR: dataDir,
      CONTENT_DIR: '',
      LOG_LEVEL: 'warn',
      TOKEN_SECRET: 's'.repeat(40),
      BODY_LIMIT_BYTES: '4096',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      databaseUrl: 'postgres://app@db:5432/skillpilot',
      logLevel: 'warn',
      tokenSecret: 's'.repeat(40),
      bodyLimitBytes: 4096,
    });
    expect(config.contentDir).toMatch(/content$/);
  });

  it('imports the AI news feeds it is given, hourly unless told otherwise, and none by default', () => {
    const base = { DATA_DIR: dataDir };
    expect(loadConfig(base).newsImport).toBeNull();
    expect(loadConfig({ ...base, NEWS_FEEDS: SUGGESTED_NEWS_FEEDS.join(',') }).newsImport).toEqual({
      feeds: SUGGESTED_NEWS_FEEDS,
      schedule: '15 * * * *',
      fetchTimeoutMs: 10_000,
      allowedHosts: [],
      keepItems: 500,
    });
    expect(
      loadConfig({ ...base, NEWS_FEEDS: SUGGESTED_NEWS_FEEDS[0], NEWS_IMPORT: 'false' }).newsImport,
    ).toBeNull();
    expect(
      loadConfig({ ...base, NEWS_FEEDS: ' https://a.test/rss , https://b.test/atom,https://a.test/rss' })
        .newsImport?.feeds,
    ).toEqual(['https://a.test/rss', 'https://b.test/atom']);
    const bad = () => loadConfig({ ...base, NEWS_FEEDS: 'ftp://a.test/rss', NEWS_IMPORT_SCHEDULE: 'hourly' });
    expect(bad).toThrow(/NEWS_FEEDS: must be http:\/\/ or https:\/\/ URLs separated by commas/);
    expect(bad).toThrow(/NEWS_IMPORT_SCHEDULE: must be a cron pattern/);
  });

  it('reaches no address inside the network from a feed but the hosts allowed', () => {
    const base = { DATA_DIR: dataDir, NEWS_FEEDS: 'http://feeds.internal/rss' };
    expect(
      loadConfig({ ...base, NEWS_ALLOWED_HOSTS: ' Feeds.Internal, 10.0.0.5 ,[fd00::5],feeds.internal' })
        .newsImport?.allowedHosts,
    ).toEqual(['feeds.internal', '10.0.0.5', 'fd00::5']);
    for (const value of ['http://feeds.internal', 'feeds.internal:8080', 'feeds.internal/rss', '10.0.0.0/8'])
      expect(() => loadConfig({ ...base, NEWS_ALLOWED_HOSTS: value }), value).toThrow(
        /NEWS_ALLOWED_HOSTS: must be host names or IP addresses separated by commas, without scheme or port/,
      );
  });

  it('lists every bad variable, without echoing secrets', () => {
    const attempt = () =>
      loadConfig({
        PORT: 'abc',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://root:pw@db',
        TOKEN_SECRET: 'short',
      });
    expect(attempt).toThrow(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toContain('PORT: must be a whole number (got "abc")');
    expect(message).toContain(
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    );
    expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
    expect(message).toContain('TOKEN_SECRET: must be at least 32 characters long');
    expect(message).not.toContain('pw@db');
    expect(message).not.toContain('short');
  });

  it('generates the token secret under DATA_DIR when TOKEN_SECRET is unset, and keeps it', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).tokenSecret;
    expect(first).toMatch(/^[\w-]{64}$/);
    expect(loadConfig({ DATA_DIR: dataDir }).tokenSecret).toBe(first);
  });

  it('generates the admin token into DATA_DIR/secrets/admin-token when ADMIN_TOKEN is unset', () => {
    const { adminToken, tokenSecret } = loadConfig({ DATA_DIR: dataDir });
    expect(adminToken).toMatch(/^[\w-]{64}$/);
    expect(adminToken).not.toBe(tokenSecret);
    expect(readOrCreateSecret(dataDir, 'admin-token')).toBe(adminToken);
  });

  it('generates the certificate signing key once into DATA_DIR, an Ed25519 PKCS#8 PEM of mode 0600', async () => {
    const { certificateSigningKey } = loadConfig({ DATA_DIR: dataDir });
    expect(createPrivateKey(certificateSigningKey).asymmetricKeyType).toBe('ed25519');
    expect(loadConfig({ DATA_DIR: dataDir }).certificateSigningKey).toBe(certificateSigningKey);
    const file = join(dataDir, 'secrets', 'certificate-signing-key.pem');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('takes CERTIFICATE_SIGNING_KEY as PEM or base64 DER, and refuses anything else without echoing it', () => {
    const key = generateKeyPairSync('ed25519').privateKey;
    const pem = key.export({ type: 'pkcs8', format: 'pem' }).toString();
    const der = key.export({ type: 'pkcs8', format: 'der' }).toString('base64');
    expect(loadConfig({ DATA_DIR: dataDir, CERTIFICATE_SIGNING_KEY: pem }).certificateSigningKey).toBe(pem);
    expect(loadConfig({ DATA_DIR: dataDir, CERTIFICATE_SIGNING_KEY: der }).certificateSigningKey).toBe(pem);

    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    for (const wrong of [rsa, 'not-a-key']) {
      const load = () => loadConfig({ DATA_DIR: dataDir, CERTIFICATE_SIGNING_KEY: wrong });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/CERTIFICATE_SIGNING_KEY: must be an Ed25519 private key/);
      expect(load).not.toThrow(/not-a-key|PRIVATE KEY/);
    }
  });
});

describe('readOrCreateSecret', () => {
  it('creates 48 random bytes, base64url, readable by the owner only', async () => {
    const secret = readOrCreateSecret(dataDir, 'session-secret');
    expect(Buffer.from(secret, 'base64url')).toHaveLength(48);
    expect((await stat(join(dataDir, 'secrets', 'session-secret'))).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecret(dataDir, 'session-secret')).toBe(secret);
    expect(readOrCreateSecret(dataDir, 'other-secret')).not.toBe(secret);
  });

  it('refuses a name that is not a plain file name', () => {
    expect(() => readOrCreateSecret(dataDir, '../escape')).toThrow(/Invalid secret name/);
  });
});
