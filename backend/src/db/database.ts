import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { LearnerChanges } from './learner-changes';
import type * as schema from './schema';

/** The Drizzle API, the same on PGlite and on node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: 'pglite' | 'postgres';
  /** Which learners' rows changed, heard from the database. */
  readonly learnerChanges: LearnerChanges;
  /** Applies pending migrations from MIGRATIONS_FOLDER. */
  migrate(): Promise<void>;
  /** Closes the connections and releases the data directory lock; safe to call twice. */
  close(): Promise<void>;
}
