import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock';

export class RestoreError extends Error {
  override name = 'RestoreError';
}

const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Fills an empty embedded database directory from a backup (the admin backup route's archive of
 * `dumpDataDir()`), then closes it: the next backend on it starts as the backed-up one was. Holds
 * the directory's lock throughout, so a running backend is refused rather than overwritten. Why the
 * secrets are not part of it: docs/decisions/052-backups-proven-to-restore.md.
 */
export async function restoreDataDir(file: string, directory: string): Promise<void> {
  const archive = await readArchive(file);
  await mkdir(directory, { recursive: true });
  const releaseLock = await lockDataDir(directory, (error) => {
    throw error;
  });
  try {
    if ((await readdir(directory)).length > 0)
      throw new RestoreError(
        `${directory} already holds a database: restore into an empty data directory ` +
          '(a new DATA_DIR, or move this one aside first).',
      );
    try {
      await loadAndCheck(archive, directory);
    } catch (error) {
      // The directory was empty: what the failed load left is removed, so a retry is not refused.
      await rm(directory, { recursive: true, force: true });
      await mkdir(directory, { recursive: true });
      if (error instanceof RestoreError) throw error;
      throw new RestoreError(
        `${file} could not be loaded as a Skillpilot backup: ${(error as Error).message}`,
      );
    }
  } finally {
    await releaseLock();
  }
}

async function loadAndCheck(archive: Blob, directory: string): Promise<void> {
  const client = await PGlite.create({ dataDir: directory, loadDataDir: archive });
  try {
    // Every Skillpilot database has run its migrations; another PGlite's files have not.
    const { rows } = await client.query<{ found: string | null }>(
      `select to_regclass('drizzle.__drizzle_migrations')::text as found`,
    );
    if (!rows[0]?.found)
      throw new RestoreError('The backup holds a database, but not a Skillpilot one (no migrations).');
  } finally {
    await client.close();
  }
}

/** The file as PGlite loads it, once it is known to be a tar (perhaps gzipped) of a data directory. */
async function readArchive(file: string): Promise<Blob> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new RestoreError(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  const gzipped = GZIP_MAGIC.every((byte, index) => bytes[index] === byte);
  let tar: Buffer;
  try {
    tar = gzipped ? gunzipSync(bytes) : bytes;
  } catch {
    throw notABackup(file);
  }
  if (!tarEntryNames(tar).some((name) => name.replace(/^\/+/, '') === 'PG_VERSION')) throw notABackup(file);
  return new Blob([new Uint8Array(bytes)], { type: gzipped ? 'application/x-gzip' : 'application/x-tar' });
}

function notABackup(file: string): RestoreError {
  return new RestoreError(
    `${file} is not a Skillpilot backup: make one with \`npm run admin -- backup <file>\`.`,
  );
}

/** The entry names of a ustar archive; none if it is not one. */
function tarEntryNames(tar: Buffer): string[] {
  const names: string[] = [];
  for (let offset = 0; offset + 512 <= tar.length; ) {
    const header = tar.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    if (header.toString('latin1', 257, 262) !== 'ustar') return [];
    const field = (start: number, length: number) =>
      header.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const size = Number.parseInt(field(124, 12).trim() || '0', 8);
    if (!Number.isFinite(size)) return [];
    names.push(`${field(345, 155)}${field(345, 155) ? '/' : ''}${field(0, 100)}`);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return names;
}
