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
  /**
   * The embedded database's files as a gzipped tar, for `loadDataDir`; absent on PostgreSQL, whose
   * copies pg_dump makes.
   */
  readonly dumpDataDir?: () => Promise<Blob>;
  /** Applies pending migrations from MIGRATIONS_FOLDER. */
  migrate(): Promise<void>;
  /** Closes the connections and releases the data directory lock; safe to call twice. */
  close(): Promise<void>;
  /** The pool's connections now (PostgreSQL); PGlite has one, in the process. */
  connections?(): { total: number; idle: number; waiting: number };
}

/** Told how long each statement took, in seconds (PostgreSQL). */
export type QueryTimer = (seconds: number) => void;

/** Told of each statement sent through Drizzle (its SQL, never its parameters). */
export type QueryListener = (sql: string) => void;

/** Drizzle's logger for a listener, or none. */
export const queryLoggerOf = (onQuery: QueryListener | undefined) =>
  onQuery ? { logQuery: (query: string) => onQuery(query) } : false;
