import { createWriteStream, readFileSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';

export class CliError extends Error {
  override name = 'CliError';
}

/** ADMIN_TOKEN, else the token the backend generated into DATA_DIR/secrets/admin-token. */
export function readAdminToken(env: NodeJS.ProcessEnv): string {
  if (env.ADMIN_TOKEN?.trim()) return env.ADMIN_TOKEN.trim();
  const file = join(resolve(env.DATA_DIR?.trim() || './data'), 'secrets', 'admin-token');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new CliError(
      `No admin token: set ADMIN_TOKEN, or start the backend once so that it creates ${file}.`,
    );
  }
}

/** Calls the running backend's admin API; answers the JSON body or throws a CliError saying why not. */
export function createAdminClient(backendUrl: string, token: string) {
  return async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<T> {
    const response = await send(backendUrl, token, method, path, body, 15_000);
    return (await response.json().catch(() => null)) as T;
  };
}

/** Streams what an admin route answers into a file, written aside and then moved into place. */
export async function downloadFromAdmin(backendUrl: string, token: string, path: string, file: string) {
  // A large database takes a while to copy and to send.
  const response = await send(backendUrl, token, 'GET', path, undefined, 30 * 60_000);
  if (!response.body) throw new CliError(`${path} answered nothing.`);
  const draft = `${file}.partial`;
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream), createWriteStream(draft));
    await rename(draft, file);
  } catch (error) {
    await rm(draft, { force: true });
    throw error;
  }
  return (await stat(file)).size;
}

async function send(
  backendUrl: string,
  token: string,
  method: 'GET' | 'POST',
  path: string,
  body: object | undefined,
  timeoutMs: number,
): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(new URL(path, backendUrl), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new CliError(
      `The backend is not running at ${backendUrl}: start it with \`npm start\` ` +
        '(or point BACKEND_URL at a running one).',
    );
  }
  if (response.status === 401) {
    throw new CliError(
      'The backend refused the admin token: use the ADMIN_TOKEN it runs with, or the same DATA_DIR.',
    );
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    throw new CliError(`${response.status}: ${payload?.error?.message ?? response.statusText}`);
  }
  return response;
}
