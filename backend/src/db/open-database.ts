import { join } from 'node:path';
import type { DatabaseHandle, QueryListener, QueryTimer } from './database';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

export interface OpenDatabaseOptions {
  /** A PostgreSQL server; unset, the embedded PGlite under `<dataDir>/pglite`. */
  databaseUrl: string | undefined;
  dataDir: string;
  onLockCompromised?: (error: Error) => void;
  onPoolError?: (error: Error) => void;
  onQuery?: QueryListener;
  onQueryTime?: QueryTimer;
}

export function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgresDatabase(options.databaseUrl, {
      onPoolError: options.onPoolError,
      onQuery: options.onQuery,
      onQueryTime: options.onQueryTime,
    });
  }
  return openPgliteDatabase({
    directory: join(options.dataDir, 'pglite'),
    onLockCompromised: options.onLockCompromised,
    onQuery: options.onQuery,
  });
}
