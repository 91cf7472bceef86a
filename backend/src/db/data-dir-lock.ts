import { readFile, rmdir, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { relative } from 'node:path';
import lockfile from 'proper-lockfile';
import { z } from 'zod';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** Who took a directory's lock, written beside it: the next backend checks whether it still runs. */
const holderSchema = z.object({ pid: z.number().int().positive(), host: z.string() });

/** Directories this process holds: its own pid in a holder file may be a previous life's. */
const held = new Set<string>();

/**
 * PGlite has no lock of its own: two processes on one directory would corrupt it. The lock is a
 * `<dir>.lock` directory whose mtime the holder refreshes, and `<dir>.holder` names the holder's
 * pid and host. A lock whose holder is gone from this host is taken at once (a supervisor restarts
 * a killed backend straight away); one from another host, or without a holder, goes stale after
 * 10 s. Backends take the lock one at a time (`<dir>.taking`), so two restarting together cannot
 * both remove a dead holder's lock and both hold a new one.
 */
export async function lockDataDir(
  directory: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  const endTaking = await refuseIfLocked(directory, () =>
    lockfile.lock(`${directory}.lock`, {
      lockfilePath: `${directory}.taking`,
      realpath: false,
      retries: 0,
      // Held for a few file operations; the data directory's own lock still admits one backend.
      onCompromised: () => {},
    }),
  );
  try {
    const release = await refuseIfLocked(directory, async () => {
      try {
        return await takeLock(directory, onCompromised);
      } catch (error) {
        if (!isLocked(error) || !(await holderIsGone(directory))) throw error;
        await rmdir(`${directory}.lock`).catch(ignoreMissing);
        return takeLock(directory, onCompromised);
      }
    });
    await writeFile(holderFile(directory), JSON.stringify({ pid: process.pid, host: hostname() }));
    held.add(directory);
    return async () => {
      held.delete(directory);
      try {
        // Before the lock goes, so the file never names a backend that no longer holds it.
        await unlink(holderFile(directory)).catch(ignoreMissing);
      } finally {
        await release();
      }
    };
  } finally {
    await endTaking();
  }
}

function takeLock(directory: string, onCompromised: (error: Error) => void) {
  return lockfile.lock(directory, { realpath: false, stale: 10_000, retries: 0, onCompromised });
}

async function refuseIfLocked<T>(directory: string, take: () => Promise<T>): Promise<T> {
  try {
    return await take();
  } catch (error) {
    if (!isLocked(error)) throw error;
    throw new DataDirLockedError(
      `Another Skillpilot backend is using ${displayPath(directory)}. ` +
        'Stop it, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
}

/** Whether the lock's holder ran on this host and runs there no more. */
async function holderIsGone(directory: string): Promise<boolean> {
  const holder = await readHolder(directory);
  if (!holder || holder.host !== hostname()) return false;
  // This process's own pid: a previous life of it (a restarted container), unless it is held here.
  if (holder.pid === process.pid) return !held.has(directory);
  try {
    process.kill(holder.pid, 0);
    return false;
  } catch (error) {
    // EPERM: running, as another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function readHolder(directory: string) {
  try {
    return holderSchema.parse(JSON.parse(await readFile(holderFile(directory), 'utf8')));
  } catch {
    // No holder file, or one cut short by a crash: the time rule decides.
    return null;
  }
}

function holderFile(directory: string): string {
  return `${directory}.holder`;
}

function isLocked(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ELOCKED';
}

function ignoreMissing(error: NodeJS.ErrnoException): void {
  if (error.code !== 'ENOENT') throw error;
}

function displayPath(directory: string): string {
  const fromCwd = relative(process.cwd(), directory);
  return fromCwd && !fromCwd.startsWith('..') ? fromCwd : directory;
}
