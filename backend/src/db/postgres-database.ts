import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type DatabaseHandle, type QueryListener, type QueryTimer, queryLoggerOf } from './database';
import { postgresLearnerChanges } from './learner-changes';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

// Any constant: serialises migrations when several backends start together on one database.
const MIGRATION_LOCK_ID = 7_453_001;

export interface PostgresDatabaseOptions {
  /** Errors of idle pooled connections (a server restart, say); unhandled they would crash Node. */
  onPoolError?: (error: Error) => void;
  /** Told of each statement (LOG_LEVEL=trace logs them; tests count them). */
  onQuery?: QueryListener;
  /** Told how long each statement took (the metrics). */
  onQueryTime?: QueryTimer;
}

export async function openPostgresDatabase(
  url: string,
  options: PostgresDatabaseOptions = {},
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', options.onPoolError ?? (() => {}));
  const { onQueryTime } = options;
  // Every statement runs on a pooled connection, the pool's own queries too: each is timed there.
  if (onQueryTime) pool.on('connect', (client) => timeQueries(client, onQueryTime));
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    throw new Error(`Cannot connect to PostgreSQL at ${describeServer(url)}: ${(error as Error).message}`, {
      cause: error,
    });
  }

  const db = drizzle({ client: pool, schema, logger: queryLoggerOf(options.onQuery) });
  const learnerChanges = postgresLearnerChanges(url, options.onPoolError);
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    learnerChanges,
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        lockClient.release();
      }
    },
    close: () => {
      closing ??= learnerChanges.close().then(() => pool.end());
      return closing;
    },
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** Times each query of one connection, asked with a callback (the pool's own) or for a promise. */
function timeQueries(client: pg.PoolClient, timed: QueryTimer): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const started = performance.now();
    const done = () => timed((performance.now() - started) / 1000);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
}

// host:port/database, never the password.
function describeServer(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
