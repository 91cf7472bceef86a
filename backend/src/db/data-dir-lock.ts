import { relative } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/**
 * PGlite has no lock of its own: two processes on one directory would corrupt it. The lock is a
 * `<dir>.lock` directory whose mtime the holder refreshes; a lock left by a killed process goes
 * stale after 10 s.
 */
export async function lockDataDir(
  directory: string,
  onCompromised: (error: Error) => void,
): Promise<() => Promise<void>> {
  try {
    return await lockfile.lock(directory, { realpath: false, stale: 10_000, retries: 0, onCompromised });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new DataDirLockedError(
      `Another Skillpilot backend is using ${displayPath(directory)}. ` +
        'Stop it, or set DATABASE_URL to use a PostgreSQL server.',
    );
  }
}

function displayPath(directory: string): string {
  const fromCwd = relative(process.cwd(), directory);
  return fromCwd && !fromCwd.startsWith('..') ? fromCwd : directory;
}
