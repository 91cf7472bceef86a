import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../../backend/src/db/data-dir-lock';
import { openDatabase } from '../../backend/src/db/open-database';

describe('the PGlite data directory lock', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'skillpilot-lock-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('refuses a second backend on the same directory at once, and lets it in after release', async () => {
    const options = { databaseUrl: undefined, dataDir };
    const first = await openDatabase(options);
    try {
      const startedAt = Date.now();
      const second = openDatabase(options);
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `Another Skillpilot backend is using ${join(dataDir, 'pglite')}. ` +
          'Stop it, or set DATABASE_URL to use a PostgreSQL server.',
      );
      expect(Date.now() - startedAt).toBeLessThan(1_000);
    } finally {
      await first.close();
    }

    const third = await openDatabase(options);
    await third.migrate();
    await third.close();
  });
});
