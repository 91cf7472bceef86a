import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factsOf, graduate, type LearnerFacts } from './helpers/backed-up-learner';
import { bearer, learnerHelpers, type TestLearner } from './helpers/learners';
import { createTestBackend, TEST_ADMIN_TOKEN, type TestBackend } from './helpers/test-backend';

// Backends on embedded data directories whatever the suite's database: the PostgreSQL pass leaves
// this file out (vitest.config.ts) and runs tests/backend/postgres/backup.test.ts instead.

const adminScript = fileURLToPath(new URL('../../backend/src/cli/admin.ts', import.meta.url));

/** `npm run admin -- <args>`, as an operator runs it. */
function admin(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', adminScript, ...args], {
      env: { ...process.env, ADMIN_TOKEN: TEST_ADMIN_TOKEN, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('backup and restore of the embedded database', () => {
  let root: string;
  let original: TestBackend;
  let learner: TestLearner;
  let before: LearnerFacts;
  let backupFile: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'skillpilot-backup-'));
    original = await createTestBackend({ kept: { dataDir: join(root, 'original') } });
    learner = await graduate(original);
    before = await factsOf(original, learner);
    backupFile = join(root, 'skillpilot.tar.gz');
  });
  afterAll(async () => {
    await original?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('refuses a backup without the admin token', async () => {
    const refused = await original.app.inject({ url: '/api/admin/backup' });
    expect(refused.statusCode).toBe(401);
    const wrong = await original.app.inject({ url: '/api/admin/backup', headers: bearer('not-the-token') });
    expect(wrong.statusCode).toBe(401);
  });

  it('copies the running database, and a restored copy serves the same learner', async () => {
    const address = await original.app.listen({ host: '127.0.0.1', port: 0 });
    const backup = await admin(['backup', backupFile], { BACKEND_URL: address });
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toContain(`Wrote ${backupFile}`);
    // Still running and writing after the copy.
    const later = await learnerHelpers(original).newLearner();

    const restoredDir = join(root, 'restored');
    const restore = await admin(['restore', backupFile, '--data-dir', restoredDir]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain('copy the backed-up secrets folder');
    // The secrets are kept apart from the database: the operator copies them once.
    await cp(join(root, 'original', 'secrets'), join(restoredDir, 'secrets'), { recursive: true });

    const restored = await createTestBackend({ kept: { dataDir: restoredDir } });
    try {
      expect(await factsOf(restored, learner)).toEqual(before);
      const unknown = await restored.app.inject({
        method: 'POST',
        url: '/api/product-user/login',
        payload: { email: later.email, pin: later.pin },
      });
      expect(unknown.statusCode).not.toBe(200);

      // While a backend runs on it, the directory is refused.
      const locked = await admin(['restore', backupFile, '--data-dir', restoredDir]);
      expect(locked.code).toBe(1);
      expect(locked.stderr).toContain(`A Skillpilot backend is running on ${join(restoredDir, 'pglite')}`);
    } finally {
      await restored.close();
    }
    const full = await admin(['restore', backupFile, '--data-dir', restoredDir]);
    expect(full.code).toBe(1);
    expect(full.stderr).toContain(`${join(restoredDir, 'pglite')} already holds a database`);
  });

  it('refuses a file that is not a backup before touching the directory', async () => {
    const dataDir = join(root, 'refused');
    const text = join(root, 'notes.txt');
    const gzipped = join(root, 'notes.tar.gz');
    await writeFile(text, 'not a backup\n');
    await writeFile(gzipped, gzipSync(Buffer.alloc(4096, 7)));
    for (const file of [text, gzipped, join(root, 'missing.tar.gz')]) {
      const refused = await admin(['restore', file, '--data-dir', dataDir]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        file.includes('missing') ? /^Cannot read .*ENOENT/ : /is not a Skillpilot backup/,
      );
    }
    expect(existsSync(dataDir)).toBe(false);
  });
});
