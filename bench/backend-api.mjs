// What the backend benchmarks share: a PostgreSQL database of their own, and a JSON call.
import { spawnSync } from 'node:child_process';

/** A new PostgreSQL database for this run (`prefix_<pid>`), or null when no server answers. */
export function postgresDatabase(prefix) {
  const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `${prefix}_${process.pid}`;
  const created = spawnSync('psql', [server, '-q', '-c', `create database ${name}`], { stdio: 'ignore' });
  if (created.status !== 0) return null;
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => spawnSync('psql', [server, '-q', '-c', `drop database if exists ${name} with (force)`]),
  };
}

/** `call(path, { token, method, body })`: the backend's JSON answer, or an error naming the status. */
export function backendCaller(backendUrl) {
  return async function call(path, { token, method = 'GET', body } = {}) {
    const response = await fetch(`${backendUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
}
