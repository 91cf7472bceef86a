import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SECRET_NAME = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * Returns the secret kept in `<dataDir>/secrets/<name>`, creating it on first use (by default 48
 * random bytes, base64url), mode 0600. Dependency-free on purpose: both processes use it.
 */
export function readOrCreateSecret(
  dataDir: string,
  name: string,
  create: () => string = () => randomBytes(48).toString('base64url'),
): string {
  if (!SECRET_NAME.test(name)) throw new Error(`Invalid secret name: ${name}`);
  const file = join(dataDir, 'secrets', name);
  const existing = readSecret(file);
  if (existing !== undefined) return existing;

  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  // Written complete under a unique name, then linked into place: link() fails if the file exists,
  // so two processes starting together keep one secret and never read a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(draft, create(), { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  const created = readSecret(file);
  if (created === undefined) throw new Error(`Could not create the secret file ${file}`);
  return created;
}

function readSecret(file: string): string | undefined {
  let content: string;
  try {
    content = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (content.length === 0)
    throw new Error(`The secret file ${file} is empty: delete it to create a new one.`);
  return content;
}
