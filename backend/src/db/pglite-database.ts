import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './data-dir-lock';
import { type DatabaseHandle, type QueryListener, queryLoggerOf } from './database';
import { pgliteLearnerChanges } from './learner-changes';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';

export interface PgliteDatabaseOptions {
  /** Where the database files live; omitted, the database is in memory. */
  directory?: string;
  /** A `dumpDataDir()` archive to start from instead of an empty database. */
  loadDataDir?: Blob;
  /** Called if another process takes over the directory lock; the default throws. */
  onLockCompromised?: (error: Error) => void;
  /** Told of each statement (LOG_LEVEL=trace logs them; tests count them). */
  onQuery?: QueryListener;
}

export interface PgliteDatabaseHandle extends DatabaseHandle {
  readonly client: PGlite;
}

export async function openPgliteDatabase(options: PgliteDatabaseOptions = {}): Promise<PgliteDatabaseHandle> {
  const { directory, loadDataDir, onLockCompromised = throwError, onQuery } = options;
  let releaseLock: (() => Promise<void>) | undefined;
  if (directory) {
    await mkdir(directory, { recursive: true });
    releaseLock = await lockDataDir(directory, onLockCompromised);
  }

  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: directory, loadDataDir });
  } catch (error) {
    await releaseLock?.();
    throw error;
  }

  const db = drizzle({ client, schema, logger: queryLoggerOf(onQuery) });
  const learnerChanges = pgliteLearnerChanges(client);
  let closing: Promise<void> | undefined;
  const close = async () => {
    try {
      await learnerChanges.close();
      // An open PGlite keeps Node alive.
      if (!client.closed) await client.close();
    } finally {
      await releaseLock?.();
    }
  };
  return {
    db,
    client,
    kind: 'pglite',
    learnerChanges,
    // Between transactions: the copy starts without a half-done one to roll back.
    dumpDataDir: () => client._runExclusiveTransaction(() => client.dumpDataDir('gzip')),
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => {
      closing ??= close();
      return closing;
    },
  };
}

function throwError(error: Error): never {
  throw error;
}
