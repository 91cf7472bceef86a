import { type ChildProcess, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUILT = ['build/backend/main.js', 'build/web-server/main.js'];

/** A copy of one process of the built product, which can be stopped and started again. */
export type Copy = {
  name: string;
  port: number;
  /** SIGTERM, then the exit code once it has exited. */
  stop(): Promise<number | null>;
  start(): void;
  /** The end of its log, for a failure's message. */
  log(): string;
};

/** The secrets every copy shares, so a token or session one copy made holds on the others. */
export function sharedSecrets(): Record<string, string> {
  const hex = () => randomBytes(24).toString('hex');
  return {
    TOKEN_SECRET: hex(),
    ADMIN_TOKEN: hex(),
    SESSION_SECRET: hex(),
    CERTIFICATE_SIGNING_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  };
}

export function assertBuilt(): void {
  const missing = BUILT.filter((path) => !existsSync(join(ROOT, path)));
  if (missing.length > 0)
    throw new Error(`The built product is missing (${missing.join(', ')}): run \`npm run build\` first.`);
}

/**
 * A new database on the PostgreSQL server of `serverUrl`; resolves its URL and how to drop it.
 * An unreachable server fails here, with the server named.
 */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `skillpilot_restart_${randomBytes(6).toString('hex')}`;
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
    try {
      await client.connect();
    } catch (error) {
      const server = new URL(serverUrl);
      throw new Error(`PostgreSQL at ${server.host} (TEST_DATABASE_URL) cannot be reached: ${error}`);
    }
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`drop database if exists ${name} with (force)`) };
}

/** `count` different ports no one listens on: all held open at once, so none is handed out twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** Starts `script` of the build with `env` on `port`, its output appended to a log in `dataDir`. */
export function startCopy(
  name: string,
  script: string,
  port: number,
  dataDir: string,
  env: Record<string, string>,
): Copy {
  mkdirSync(dataDir, { recursive: true });
  const logPath = join(dataDir, `${name}.log`);
  let child: ChildProcess | undefined;
  const copy: Copy = {
    name,
    port,
    start() {
      const log = openSync(logPath, 'a');
      child = spawn(process.execPath, [join(ROOT, script)], {
        cwd: ROOT,
        stdio: ['ignore', log, log],
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
      });
    },
    stop() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null)
        return Promise.resolve(running?.exitCode ?? null);
      return new Promise((resolve) => {
        running.once('exit', (code) => resolve(code));
        running.kill('SIGTERM');
      });
    },
    log: () => {
      const state =
        child?.exitCode === null && child.signalCode === null
          ? 'still running'
          : `exited (${child?.exitCode ?? child?.signalCode})`;
      return `${state}; its log ends:\n${existsSync(logPath) ? readFileSync(logPath, 'utf8').slice(-3000) : ''}`;
    },
  };
  copy.start();
  return copy;
}

/** Waits until `check` holds, looking every 100 ms, or fails after `timeoutMs` naming `what`. */
export async function waitFor(what: string, check: () => boolean, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
