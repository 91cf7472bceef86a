import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
    let response: Response;
    try {
      response = await fetch(new URL(path, backendUrl), {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new CliError(
        `The backend is not running at ${backendUrl}: start it with \`npm start\` ` +
          '(or point BACKEND_URL at a running one).',
      );
    }
    const payload = (await response.json().catch(() => null)) as { error?: { message?: string } } | null;
    if (response.status === 401) {
      throw new CliError(
        'The backend refused the admin token: use the ADMIN_TOKEN it runs with, or the same DATA_DIR.',
      );
    }
    if (!response.ok) {
      throw new CliError(`${response.status}: ${payload?.error?.message ?? response.statusText}`);
    }
    return payload as T;
  };
}
