import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../backend/src/db/database';
import { openPostgresDatabase } from '../../../backend/src/db/postgres-database';
import { onServer as onServerOf } from '../helpers/test-database';

// What the metrics read of a PostgreSQL pool: each statement's time, and the connections in use.
// This file runs in the PostgreSQL pass (TEST_DATABASE_URL).

const serverUrl = process.env.TEST_DATABASE_URL ?? '';
const name = `skillpilot_test_${randomBytes(6).toString('hex')}`;

const onServer = (statement: string) => onServerOf(serverUrl, statement);

describe('a PostgreSQL database watched by the metrics', () => {
  let database: DatabaseHandle;
  const timings: number[] = [];
  beforeAll(async () => {
    await onServer(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = await openPostgresDatabase(url.toString(), {
      onQueryTime: (seconds) => timings.push(seconds),
    });
  });
  afterAll(async () => {
    await database?.close();
    await onServer(`drop database if exists ${name} with (force)`);
  });

  it('times each statement once, in seconds', async () => {
    const before = timings.length;
    await database.db.execute(sql`select pg_sleep(0.05)`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    // The sleep, then begin, two statements and commit.
    expect(timings.length - before).toBe(5);
    expect(timings[before]).toBeGreaterThanOrEqual(0.05);
  });

  it('tells the pool’s connections: total, idle and waiting', async () => {
    // Drizzle's queries run when awaited: started here, they hold three connections at once.
    const held = Array.from({ length: 3 }, () =>
      Promise.resolve(database.db.execute(sql`select pg_sleep(0.3)`)),
    );
    await expect.poll(() => database.connections?.().total).toBeGreaterThanOrEqual(3);
    await Promise.all(held);
    const now = database.connections?.();
    expect(now?.waiting).toBe(0);
    expect(now?.idle).toBe(now?.total);
  });
});
