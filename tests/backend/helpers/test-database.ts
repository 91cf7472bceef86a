import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type DatabaseHandle, type QueryListener, queryLoggerOf } from '../../../backend/src/db/database';
import { pgliteLearnerChanges } from '../../../backend/src/db/learner-changes';
import { MIGRATIONS_FOLDER } from '../../../backend/src/db/migrations-folder';
import { openPgliteDatabase } from '../../../backend/src/db/pglite-database';
import { openPostgresDatabase } from '../../../backend/src/db/postgres-database';
import * as schema from '../../../backend/src/db/schema';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CACHE_DIR = join(ROOT, 'node_modules/.cache/skillpilot-tests');

export interface TestDatabase extends DatabaseHandle {
  /** The same database as another backend sees it: its own connections and its own listener. */
  openAgain(options?: { onQuery?: QueryListener }): Promise<DatabaseHandle>;
}

/**
 * A fresh, migrated database of its own: a new database on the TEST_DATABASE_URL server (dropped
 * on close), or else an in-memory PGlite.
 */
export function openTestDatabase(options: { onQuery?: QueryListener } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? openPostgresTestDatabase(serverUrl, options) : openPgliteTestDatabase(options);
}

async function openPostgresTestDatabase(
  serverUrl: string,
  { onQuery }: { onQuery?: QueryListener },
): Promise<TestDatabase> {
  const name = `skillpilot_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgresDatabase(url.toString(), { onQuery });
  await database.migrate();
  let closing: Promise<void> | undefined;
  return {
    ...database,
    openAgain: (again = {}) => openPostgresDatabase(url.toString(), again),
    close: () => {
      closing ??= database
        .close()
        .then(() => onServer(serverUrl, `drop database if exists ${name} with (force)`));
      return closing;
    },
  };
}

/** Runs one statement on the PostgreSQL server itself (creating or dropping a database). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// A new PGlite takes ~3 s; one loaded from a migrated dump, under 1 s.
async function openPgliteTestDatabase({ onQuery }: { onQuery?: QueryListener }): Promise<TestDatabase> {
  const database = await openPgliteDatabase({ loadDataDir: await migratedTemplate(), onQuery });
  await database.migrate();
  return {
    ...database,
    // PGlite lives in one process: another backend is another listener on the same client.
    openAgain: async ({ onQuery } = {}) => {
      const learnerChanges = pgliteLearnerChanges(database.client);
      const db = onQuery
        ? drizzle({ client: database.client, schema, logger: queryLoggerOf(onQuery) })
        : database.db;
      return { ...database, db, learnerChanges, close: () => learnerChanges.close() };
    },
  };
}

/** A dump of a migrated PGlite, cached on disk until the migrations or PGlite change. */
async function migratedTemplate(): Promise<Blob> {
  const file = join(CACHE_DIR, `pglite-${await templateFingerprint()}.tar.gz`);
  const type = 'application/x-gzip';
  try {
    return new Blob([await readFile(file)], { type });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const database = await openPgliteDatabase();
  let dump: Blob;
  try {
    await database.migrate();
    dump = await database.client.dumpDataDir('gzip');
  } finally {
    await database.close();
  }
  // Test files run in parallel: write aside, then rename into place.
  await mkdir(CACHE_DIR, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, Buffer.from(await dump.arrayBuffer()));
  await rename(draft, file);
  return new Blob([await dump.arrayBuffer()], { type });
}

async function templateFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readFile(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const path of files) hash.update(path.slice(MIGRATIONS_FOLDER.length)).update(await readFile(path));
  return hash.digest('hex').slice(0, 16);
}
