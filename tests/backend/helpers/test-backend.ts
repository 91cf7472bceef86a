import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PinHasher } from '../../../backend/src/auth/pin-hasher';
import { createBackgroundTasks } from '../../../backend/src/background-tasks';
import type { Clock } from '../../../backend/src/clock';
import { type Config, loadConfig } from '../../../backend/src/config/config';
import { importContent } from '../../../backend/src/content/import-content';
import type { DatabaseHandle, QueryListener } from '../../../backend/src/db/database';
import { openDatabase } from '../../../backend/src/db/open-database';
import type { Readiness } from '../../../backend/src/modules/health/readiness';
import type { ImportLogger } from '../../../backend/src/modules/legal/legal.importer';
import { buildServer, type Server } from '../../../backend/src/server';
import { openTestDatabase, type TestDatabase } from './test-database';

export const FIXTURE_CONTENT_DIR = fileURLToPath(new URL('../fixtures/content', import.meta.url));

export const silentImportLogger: ImportLogger = { info: () => {}, warn: () => {} };

export interface TestBackend {
  app: Server;
  database: DatabaseHandle & Partial<Pick<TestDatabase, 'openAgain'>>;
  config: Config;
  /** Waits for the work requests left running (mail): then "no mail was sent" is a fact, not a guess. */
  drain(): Promise<void>;
  close(): Promise<void>;
}

interface TestBackendOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** Import the fixture content (the default) or not. */
  importContent?: boolean;
  /** Routes only a test needs, added before the server is ready. */
  routes?: (app: Server) => void;
  /** A clock the test moves (see test-clock.ts); the real time otherwise. */
  clock?: Clock;
  /** A PIN hasher the test watches (e.g. one counting verifications). */
  pinHasher?: PinHasher;
  /** A logger the test reads; silent otherwise (or at TEST_LOG_LEVEL). */
  logger?: FastifyBaseLogger;
  /** Told of each statement sent to the database (tests count a call's queries). */
  onQuery?: QueryListener;
  /** The readiness the server reports, for a test that stops it as main.ts does. */
  readiness?: Readiness;
  /** Another backend on this one's database (its content already imported), instead of a new database. */
  sharing?: TestBackend;
  /**
   * A database that outlives the backend, opened as `npm start` opens it: the embedded one in this
   * DATA_DIR (its secrets too), or a PostgreSQL database.
   */
  kept?: { dataDir: string } | { databaseUrl: string };
}

/** The server on a fresh database of its own, for `app.inject()`. Call close() in afterAll. */
export async function createTestBackend(options: TestBackendOptions = {}): Promise<TestBackend> {
  const { kept } = options;
  const config = testConfig({
    ...(kept && 'dataDir' in kept ? { DATA_DIR: kept.dataDir } : {}),
    ...options.env,
  });
  const shared = options.sharing?.database.openAgain;
  const database = kept
    ? await openKeptDatabase(kept, config, options.onQuery)
    : shared
      ? await shared({ onQuery: options.onQuery })
      : await openTestDatabase({ onQuery: options.onQuery });
  try {
    if (options.importContent !== false && !shared) {
      await importContent({ db: database.db, contentDir: config.contentDir, logger: silentImportLogger });
    }
    const background = createBackgroundTasks((error, label) => {
      console.error(`Background task failed: ${label}`, error);
    });
    const app = buildServer(config, {
      db: database.db,
      learnerChanges: database.learnerChanges,
      dumpDataDir: database.dumpDataDir,
      clock: options.clock,
      pinHasher: options.pinHasher,
      logger: options.logger,
      background,
      readiness: options.readiness,
    });
    options.routes?.(app);
    await app.ready();
    return {
      app,
      database,
      config,
      drain: () => background.drain(),
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

async function openKeptDatabase(
  kept: { dataDir: string } | { databaseUrl: string },
  config: Config,
  onQuery: QueryListener | undefined,
): Promise<DatabaseHandle> {
  const databaseUrl = 'databaseUrl' in kept ? kept.databaseUrl : undefined;
  const database = await openDatabase({ databaseUrl, dataDir: config.dataDir, onQuery });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export const TEST_ADMIN_TOKEN = 'a-test-admin-token-of-at-least-32-characters';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    TOKEN_SECRET: 'a-test-token-secret-of-at-least-32-characters',
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    // Every request comes from 127.0.0.1; the rate-limit tests lower this again.
    RATE_LIMIT_PER_MINUTE_MULTIPLIER: '1000',
    DEMO_LEARNER: 'false',
    WEB_URL: 'http://web.test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: join(tmpdir(), 'skillpilot-test-data'),
    CONTENT_DIR: FIXTURE_CONTENT_DIR,
    // Tests run billing themselves, at the moments they choose (POST /api/admin/billing/run).
    BILLING_JOB: 'false',
    // Tests never reach the internet: the news tests import from a feed server of their own.
    NEWS_IMPORT: 'false',
    // A test machine busy with other work lags now and then: only the overload tests shed for that.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60000',
    ...env,
  });
}
