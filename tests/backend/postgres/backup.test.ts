import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factsOf, graduate } from '../helpers/backed-up-learner';
import { bearer } from '../helpers/learners';
import { createTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from '../helpers/test-backend';

// A PostgreSQL database is backed up with pg_dump and pg_restore, as docs/operations.md says: this
// file runs in the PostgreSQL pass (TEST_DATABASE_URL).

const run = promisify(execFile);

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('backup and restore of a PostgreSQL database', () => {
  let root: string;
  let source: TestBackend;
  const target = `skillpilot_restored_${process.pid}_${Date.now()}`;
  beforeAll(async () => {
    for (const tool of ['pg_dump', 'pg_restore']) {
      await run(tool, ['--version']).catch(() => {
        throw new Error(
          `${tool} is not installed: the PostgreSQL backup test needs the PostgreSQL client tools.`,
        );
      });
    }
    root = await mkdtemp(join(tmpdir(), 'skillpilot-pg-backup-'));
    source = await createTestBackend();
  });
  afterAll(async () => {
    await source?.close();
    await onServer(`drop database if exists ${target} with (force)`);
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('answers 409 to the embedded backup route, naming pg_dump', async () => {
    const response = await source.app.inject({ url: '/api/admin/backup', headers: bearer(TEST_ADMIN_TOKEN) });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      name: 'NotEmbedded',
      message: expect.stringContaining('pg_dump'),
    });
  });

  it('a pg_dump -Fc restored with pg_restore serves the same learner', async () => {
    const learner = await graduate(source);
    const before = await factsOf(source, learner);
    const { rows } = (await source.database.db.execute(
      sql`select current_database() as name`,
    )) as unknown as {
      rows: { name: string }[];
    };
    const url = (database: string) => {
      const address = new URL(process.env.TEST_DATABASE_URL ?? '');
      address.pathname = `/${database}`;
      return address.toString();
    };
    const file = join(root, 'skillpilot.dump');
    await run('pg_dump', ['-Fc', '-f', file, '-d', url(String(rows[0]?.name))]);
    await onServer(`create database ${target}`);
    await run('pg_restore', ['--no-owner', '--exit-on-error', '-d', url(target), file]);

    const restored = await createTestBackend({ kept: { databaseUrl: url(target) } });
    try {
      expect(await factsOf(restored, learner)).toEqual(before);
    } finally {
      await restored.close();
    }
  });
});
