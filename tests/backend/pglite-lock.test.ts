import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../backend/src/db/data-dir-lock';
import { openDatabase } from '../../backend/src/db/open-database';
import { FIXTURE_CONTENT_DIR } from './helpers/test-backend';

const mainScript = fileURLToPath(new URL('../../backend/src/main.ts', import.meta.url));
const throwError = (error: Error) => {
  throw error;
};
const refusal = (dataDir: string) =>
  `Another Skillpilot backend is using ${join(dataDir, 'pglite')}. ` +
  'Stop it, or set DATABASE_URL to use a PostgreSQL server.';

describe('the PGlite data directory lock', () => {
  let root: string;
  let count = 0;
  const children = new Set<ChildProcess>();
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'skillpilot-lock-'));
  });
  afterEach(() => {
    for (const child of children) child.kill('SIGKILL');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const newDataDir = async () => {
    const dataDir = join(root, String(++count));
    await mkdir(dataDir);
    return dataDir;
  };

  /** The backend as `npm start` runs it, in a process of its own; resolves once it listens. */
  const startBackend = (dataDir: string) =>
    new Promise<{ child: ChildProcess; address: string }>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          CONTENT_DIR: FIXTURE_CONTENT_DIR,
          HOST: '127.0.0.1',
          PORT: '0',
          LOG_LEVEL: 'info',
          DEMO_LEARNER: 'false',
          NEWS_IMPORT: 'false',
          BILLING_JOB: 'false',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      child.on('exit', () => children.delete(child));
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
        const ready = /Skillpilot backend ready at (\S+)/.exec(line)?.[1];
        if (ready) resolve({ child, address: ready });
      });
      child.on('exit', (code, signal) =>
        reject(new Error(`The backend stopped before it was ready (${signal ?? code}): ${stderr}`)),
      );
    });
  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });

  it('refuses a second backend on the same directory, and lets it in after release', async () => {
    const options = { databaseUrl: undefined, dataDir: await newDataDir() };
    const first = await openDatabase(options);
    try {
      const second = openDatabase(options);
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(second).rejects.toThrow(refusal(options.dataDir));
    } finally {
      await first.close();
    }

    const third = await openDatabase(options);
    await third.migrate();
    await third.close();
  });

  it('starts again at once after the backend holding it was killed, and refuses while it runs', async () => {
    const dataDir = await newDataDir();
    const killed = await startBackend(dataDir);
    // Alive on this host: still refused.
    await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(refusal(dataDir));

    killed.child.kill('SIGKILL');
    await exited(killed.child);
    const restarted = await startBackend(dataDir);
    const health = await fetch(`${restarted.address}/api/health`);
    expect(health.status).toBe(200);

    restarted.child.kill('SIGTERM');
    await exited(restarted.child);
    expect(restarted.child.exitCode).toBe(0);
    // A backend that stops leaves neither the lock nor a holder behind.
    const directory = join(dataDir, 'pglite');
    for (const left of [`${directory}.lock`, `${directory}.holder`, `${directory}.taking`]) {
      expect(existsSync(left), left).toBe(false);
    }
  }, 300_000);

  it('takes over a lock left under its own pid, as a restarted container may find it', async () => {
    const dataDir = await newDataDir();
    const directory = join(dataDir, 'pglite');
    await mkdir(`${directory}.lock`, { recursive: true });
    await writeFile(`${directory}.holder`, JSON.stringify({ pid: process.pid, host: hostname() }));
    const release = await lockDataDir(directory, throwError);
    expect(existsSync(`${directory}.lock`)).toBe(true);
    await release();
    expect(existsSync(`${directory}.lock`)).toBe(false);
  });

  it('keeps the 10 s rule for a lock taken on another host', async () => {
    const dataDir = await newDataDir();
    const directory = join(dataDir, 'pglite');
    await mkdir(`${directory}.lock`, { recursive: true });
    // No process of this host has that pid, but it ran elsewhere: only the lock's age tells.
    await writeFile(`${directory}.holder`, JSON.stringify({ pid: 2 ** 22 + 1, host: `not-${hostname()}` }));
    await expect(lockDataDir(directory, throwError)).rejects.toThrow(refusal(dataDir));

    const elevenSecondsAgo = new Date(Date.now() - 11_000);
    await utimes(`${directory}.lock`, elevenSecondsAgo, elevenSecondsAgo);
    const release = await lockDataDir(directory, throwError);
    await release();
  });
});
