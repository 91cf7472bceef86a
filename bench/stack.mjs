// Starts the built product on its own ports and data directory, as `npm start` does.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

// BENCH_PORT_OFFSET moves every port of the bench (here and in bare.mjs) beside another run.
export const portOffset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
export const ports = { backend: 1537 + portOffset, web: 3237 + portOffset };
export const webUrl = `http://127.0.0.1:${ports.web}`;
export const backendUrl = `http://127.0.0.1:${ports.backend}`;

export function startStack(dataDir, env = {}) {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(ports.backend),
      WEB_PORT: String(ports.web),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      // Measured on the content's news seed alone: no feed is fetched while measuring.
      NEWS_IMPORT: 'false',
      // The cost of a page is measured at 50 connections without pause, which lags the loop on
      // purpose: the product must answer every one, not shed them (the crowd bench measures that).
      WEB_MAX_EVENT_LOOP_DELAY_MS: '60000',
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '60000',
      ...env,
    },
  });
  return child;
}

/** Milliseconds until `url` first answers 200, polling every 20 ms. */
export async function timeToFirst200(url, started, timeoutMs = 120_000) {
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return Date.now() - started;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** The process ids of the stack's backend and web app, by command line. */
export function stackProcesses(rootPid) {
  const result = {};
  for (const pid of descendants(rootPid)) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const name = cmd.includes('build/backend')
        ? 'backend'
        : cmd.includes('build/web-server/')
          ? 'web'
          : null;
      if (name) result[name] = pid;
    } catch {
      // The process ended meanwhile.
    }
  }
  return result;
}

/** Resident memory of each process started by the stack, in MiB. */
export function residentMemory(rootPid) {
  const result = {};
  for (const [name, pid] of Object.entries(stackProcesses(rootPid))) {
    try {
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      if (rss) result[name] = Math.round(Number(rss) / 1024);
    } catch {
      // The process ended meanwhile.
    }
  }
  return result;
}

function descendants(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/** Sends Ctrl-C and resolves with the milliseconds until everything has exited. */
export function stopStack(child) {
  const started = Date.now();
  return new Promise((resolve) => {
    child.on('exit', () => resolve(Date.now() - started));
    child.kill('SIGINT');
  });
}
