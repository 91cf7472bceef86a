import type { Cron } from 'croner';
import type { Logger } from 'pino';
import { pino } from 'pino';
import { createPinHasher } from './auth/pin-hasher';
import { systemClock } from './clock';
import { type Config, ConfigError, loadConfig } from './config/config';
import { importContent } from './content/import-content';
import { DataDirLockedError } from './db/data-dir-lock';
import type { Database, DatabaseHandle } from './db/database';
import { openDatabase } from './db/open-database';
import { serializeError } from './errors/log-error';
import { accountPurgeJob } from './jobs/account-purge.job';
import { scheduleJob } from './jobs/schedule-job';
import { createMetrics } from './metrics/metrics';
import { createAccountPurgeRepository } from './modules/accounts/account-purge.repository';
import { createAccountPurge } from './modules/accounts/account-purge.service';
import { createDemoLearnerIfEmpty } from './modules/accounts/demo-learner';
import { createLearnerRepository } from './modules/accounts/learner.repository';
import { createReadiness, drainAndClose } from './modules/health/readiness';
import { loadPlans } from './modules/subscriptions/plans';
import { createSubscriptionRepository } from './modules/subscriptions/subscription.repository';
import { createSubscriptionService } from './modules/subscriptions/subscription.service';
import { buildServer, type Server } from './server';

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  const config = readConfigOrExit();
  const logger = pino({ level: config.logLevel, serializers: { err: serializeError } });
  let database: DatabaseHandle | undefined;
  let server: Server | undefined;
  let purgeJob: Cron | undefined;
  // Ready once the server has booted (its onReady hook), draining from the first stop signal.
  const readiness = createReadiness();

  let stoppingSince: number | undefined;
  const stop = async (signal: NodeJS.Signals) => {
    if (stoppingSince !== undefined) {
      // Ctrl-C reaches both a supervisor and this process, which may then get it twice at once.
      if (Date.now() - stoppingSince < 1_000) return;
      logger.warn(`${signal} again: exiting at once`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    logger.info(`${signal} received: shutting down`);
    const draining = readiness.phase() === 'ready' ? config.shutdownDrainMs : 0;
    if (draining > 0) logger.info(`Draining: not ready for ${draining} ms, then closing`);
    setTimeout(() => {
      logger.error('Shutdown is taking too long: exiting');
      process.exit(1);
    }, draining + SHUTDOWN_GRACE_MS).unref();
    try {
      purgeJob?.stop();
      if (server) await drainAndClose(server, readiness, config.shutdownDrainMs);
      else readiness.draining();
      await database?.close();
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  const metrics = createMetrics();
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      onLockCompromised: (error) => {
        logger.fatal(
          { err: error },
          'Lost the lock on the PGlite directory: stopping before data is damaged',
        );
        process.exit(1);
      },
      onPoolError: (error) => logger.warn({ err: error }, 'An idle database connection failed'),
      // Each statement at trace: what a call costs the database can be counted (bench/first-views-api.mjs).
      onQuery: logger.isLevelEnabled('trace') ? (sql) => logger.trace({ sql }, 'query') : undefined,
      onQueryTime: (seconds) => metrics.dbQueries.observe(seconds),
    });
    if (database.connections) metrics.watchPool(database.connections);
    await database.migrate();
    await importContent({
      db: database.db,
      contentDir: config.contentDir,
      logger: { info: (message) => logger.info(message), warn: (message) => logger.warn(message) },
    });
    if (database.kind === 'pglite' && config.demoLearner)
      await announceDemoLearner(config, database.db, logger);
    server = buildServer(config, {
      db: database.db,
      learnerChanges: database.learnerChanges,
      dumpDataDir: database.dumpDataDir,
      logger,
      metrics,
      readiness,
    });
    const address = await server.listen({ host: config.host, port: config.port });
    purgeJob = scheduleJob(
      accountPurgeJob(
        createAccountPurge({
          accountPurgeRepository: createAccountPurgeRepository(database.db),
          clock: systemClock,
        }),
      ),
      logger,
      metrics,
    );
    logger.info(`Skillpilot backend ready at ${address} (database: ${database.kind})`);
  } catch (error) {
    purgeJob?.stop();
    await server?.close().catch(() => {});
    await database?.close().catch(() => {});
    if (error instanceof DataDirLockedError) exitWith(error.message);
    logger.fatal({ err: error }, 'The backend could not start');
    process.exit(1);
  }
}

/** A first start of the embedded database gets a learner to try the app with; shown once. */
async function announceDemoLearner(config: Config, db: Database, logger: Logger): Promise<void> {
  const demo = await createDemoLearnerIfEmpty(
    {
      learnerRepository: createLearnerRepository(db),
      subscriptionService: createSubscriptionService({
        subscriptionRepository: createSubscriptionRepository(db),
        plans: loadPlans(config.contentDir),
        stripe: undefined,
        webUrl: config.webUrl,
        clock: systemClock,
      }),
      pinHasher: createPinHasher(config.pinHashing),
      clock: systemClock,
    },
    config.demoPin,
  );
  if (!demo) return;
  // The PIN goes to the terminal once, never into the log.
  logger.info(`Demo learner created: ${demo.email}`);
  process.stdout.write(
    `\nDemo learner (shown once): sign in as ${demo.email} with PIN ${demo.pin}\n` +
      'Set DEMO_LEARNER=false to start without one.\n\n',
  );
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
}

function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The backend could not start: ${error instanceof Error ? error.stack : String(error)}\n`,
  );
  process.exit(1);
});
