// The product under the crowd: started as `npm start` does on its own ports and data directory, on
// PGlite or on a new PostgreSQL database, with its log kept in a file; learners made through the
// admin API; and, afterwards, each learner's progress read back through the API.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { backendUrl, ports, timeToFirst200 } from './stack.mjs';

const postgresServer = process.env.CROWD_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';

/**
 * Starts the backend, then the web app, as `npm start` does (its 90 s wait for a cold backend is
 * too short on a busy machine). Resolves { processes, adminToken, logPath, databaseName }.
 * By default the build in this folder on the bench's ports; `cwd`, `at` ({ backend, web } ports),
 * `env` and `backendFlags` start another build beside it (bench/devices.mjs).
 */
export async function startProduct({
  dataDir,
  database,
  cwd = process.cwd(),
  at = ports,
  env: extra = {},
  // The same flag as `npm start` (decision 031).
  backendFlags = ['--no-allocation-site-pretenuring'],
}) {
  const adminToken = randomBytes(24).toString('hex');
  const backend = `http://127.0.0.1:${at.backend}`;
  const web = `http://127.0.0.1:${at.web}`;
  const env = {
    ...process.env,
    ADMIN_TOKEN: adminToken,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NEWS_IMPORT: 'false',
    HOST: '127.0.0.1',
    WEB_URL: web,
    ...extra,
  };
  let databaseName = null;
  if (database === 'postgres') {
    databaseName = `crowd_${Date.now().toString(36)}_${at.backend}`;
    await onServer(`create database ${databaseName}`);
    env.DATABASE_URL = `${postgresServer}/${databaseName}`;
  }
  const logPath = join(dataDir, 'product.log');
  const log = openSync(logPath, 'a');
  // CROWD_PROFILE_DIR: each process writes a CPU profile there when it stops.
  const profile = process.env.CROWD_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.CROWD_PROFILE_DIR}`]
    : [];
  const start = (args, own) =>
    spawn(process.execPath, [...profile, ...args], {
      cwd,
      stdio: ['ignore', log, log],
      env: { ...env, ...own },
    });
  const processes = {};
  try {
    processes.backend = start([...backendFlags, 'build/backend/main.js'], { PORT: String(at.backend) });
    // A cold start on a busy machine (migrations, the content imported) may take minutes.
    await timeToFirst200(`${backend}/api/health`, Date.now(), 600_000);
    // A build made before the web server moved to TypeScript still has it in scripts/.
    const webServer = existsSync(join(cwd, 'build/web-server/main.js'))
      ? 'build/web-server/main.js'
      : 'scripts/web-server.mjs';
    processes.web = start([webServer], {
      PORT: String(at.web),
      BACKEND_URL: backend,
      NODE_ENV: 'production',
    });
    await timeToFirst200(`${web}/terms`, Date.now(), 120_000);
  } catch (error) {
    console.error(readFileSync(logPath, 'utf8').slice(-4000));
    await stopProduct({ processes, databaseName });
    throw error;
  }
  return { processes, adminToken, logPath, databaseName };
}

/** Stops both processes with Ctrl-C and drops the database made for the run. */
export async function stopProduct({ processes, databaseName }) {
  await Promise.all(
    Object.values(processes).map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
          child.on('exit', resolve);
          child.kill('SIGINT');
        }),
    ),
  );
  if (databaseName) await onServer(`drop database if exists ${databaseName} with (force)`);
}

async function onServer(sql) {
  const client = new pg.Client({ connectionString: `${postgresServer}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates learners `from`..`to`-1 with an active subscription and a PIN, a few at a time. */
export async function createLearners({
  from,
  to,
  adminToken,
  emailOf,
  pin,
  concurrency = 4,
  backend = backendUrl,
}) {
  let next = from;
  const worker = async () => {
    while (next < to) {
      const index = next++;
      const response = await fetch(`${backend}/api/admin/learners`, {
        method: 'POST',
        headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: emailOf(index), pin }),
      });
      if (response.status !== 201 && response.status !== 409)
        throw new Error(`Creating learner ${index} answered ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

/**
 * Each learner's progress in the lessons they posted to, read through the API as that learner
 * (sign in at the API, then GET user-course-progress/lesson). `learners` are { email, address, lessons }.
 */
export async function readProgress({ learners, pin, concurrency = 4 }) {
  const results = new Array(learners.length);
  let next = 0;
  const api = async (path, options = {}) => {
    const response = await fetch(`${backendUrl}${path}`, options);
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  };
  const worker = async () => {
    while (next < learners.length) {
      const index = next++;
      const learner = learners[index];
      if (learner.lessons.length === 0) {
        results[index] = {};
        continue;
      }
      const headers = { 'content-type': 'application/json', 'x-forwarded-for': learner.address };
      const { jwt } = await api('/api/product-user/login', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email: learner.email, pin }),
      });
      const auth = { authorization: `Bearer ${jwt}` };
      const me = await api('/api/product-user/me', { headers: auth });
      const progress = {};
      for (const lessonId of learner.lessons) {
        progress[lessonId] = (
          await api(`/api/user-course-progress/lesson/${me.id}/${lessonId}`, { headers: auth })
        ).data;
      }
      results[index] = progress;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** CPU time (ms) each of the product's processes has used so far, from /proc. */
export function processCpu(processes) {
  const ticksPerMs = 100 / 1000;
  const result = {};
  for (const [name, child] of Object.entries(processes)) {
    try {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      result[name] = (Number(fields[11]) + Number(fields[12])) / ticksPerMs;
    } catch {
      // The process ended meanwhile.
    }
  }
  return result;
}

/**
 * CPU time so far of the whole machine (every core, every process) and of its PostgreSQL server
 * processes, in milliseconds: whether the cores were full, and what the database took of them.
 */
export function machineCpu() {
  const ticksPerMs = 100 / 1000;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  // user nice system idle iowait irq softirq steal
  const idle = ticks[3] + ticks[4];
  const total = ticks.slice(0, 8).reduce((sum, value) => sum + value, 0);
  let postgres = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const rest = stat.split(') ')[1]?.split(' ') ?? [];
      postgres += Number(rest[11]) + Number(rest[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return {
    busyMs: (total - idle) / ticksPerMs,
    totalMs: total / ticksPerMs,
    postgresMs: postgres / ticksPerMs,
  };
}

/**
 * What the product logged from byte `from` on: lines counted by message (numbers, ids and
 * addresses folded), the most frequent first.
 */
export function logSummary(logPath, from = 0, top = 12) {
  const text = readFileSync(logPath).subarray(from).toString('utf8');
  const counts = new Map();
  for (const line of text.split('\n')) {
    // The indented or closing lines of an object the web app printed belong to the line before.
    if (!line.trim() || /^(\s|[}\]])/.test(line)) continue;
    let message = line;
    try {
      const entry = JSON.parse(line);
      message = `${entry.level >= 50 ? 'error' : entry.level >= 40 ? 'warn' : 'info'}: ${entry.msg ?? ''}${entry.err?.message ? ` (${entry.err.message})` : ''}`;
    } catch {
      // A plain line, as the web app writes.
    }
    message = message
      .replace(/\/\d+(?=\/|\b)/g, '/:n')
      .replace(/[0-9a-f]{8,}/gi, ':id')
      .replace(/\d+(\.\d+)?/g, 'N')
      .slice(0, 160);
    counts.set(message, (counts.get(message) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([message, count]) => ({ message, count }));
}
