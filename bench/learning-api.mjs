#!/usr/bin/env node
// The backend's two busiest learning calls for a signed-in learner with progress, GET
// /api/courses/{id} and GET /api/lessons/{id}, each beside the same JSON served from memory by a
// bare Fastify route in the same run (the ceiling of any Node.js server on this machine), on the
// embedded PGlite and, when a PostgreSQL server answers, on PostgreSQL. Run `npm run build` first.
// BENCH_SECONDS (default 10) is the length of one load round, BENCH_ROUNDS (default 5) their number;
// BENCH_DATABASE_URL names a PostgreSQL server (default: the local one, if it answers).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendCaller, postgresDatabase } from './backend-api.mjs';
import { load } from './load.mjs';
import { backendUrl, ports, stackProcesses, timeToFirst200 } from './stack.mjs';

const call = backendCaller(backendUrl);

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const learner = { email: 'bench@example.com', pin: '2468' };
const adminToken = randomBytes(24).toString('hex');
const course = 'chatgpt-basics';
const lesson = 'what-chatgpt-is';
const bareUrl = 'http://127.0.0.1:1538';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function startBackend(dataDir, databaseUrl) {
  return spawn(process.execPath, ['scripts/start.mjs', '--only', 'backend'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(ports.backend),
      DATA_DIR: dataDir,
      DEMO_LEARNER: 'false',
      ADMIN_TOKEN: adminToken,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_DISABLED: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** A new learner's token, with the first lesson started and two of its parts done. */
async function learnerWithProgress() {
  await call('/api/admin/learners', {
    token: adminToken,
    method: 'POST',
    body: { ...learner, plan: '4-week', status: 'active', lang: 'en' },
  });
  const { jwt } = await call('/api/product-user/login', { method: 'POST', body: learner });
  const me = await call('/api/product-user/me', { token: jwt });
  const { data } = await call(`/api/lessons/${lesson}`, { token: jwt });
  const progress = '/api/user-course-progress';
  await call(`${progress}/start-lesson/${me.id}/${lesson}/${course}`, { token: jwt, method: 'POST' });
  for (const index of [0, 1]) {
    const fragment = data.fragments[index];
    await call(`${progress}/fragment/${me.id}/${lesson}/${index}`, {
      token: jwt,
      method: 'POST',
      body: {
        courseId: course,
        chapterId: data.chapter.id,
        lessonId: lesson,
        fragmentId: fragment.id,
        fragmentIndex: index,
        completed: true,
        progressPercentage: 100,
        timeSpent: 30,
      },
    });
  }
  return jwt;
}

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skillpilot-bench-api-'));
  const backend = startBackend(dataDir, databaseUrl);
  let bare;
  try {
    await timeToFirst200(`${backendUrl}/api/health`, Date.now());
    const token = await learnerWithProgress();
    const headers = { authorization: `Bearer ${token}` };
    const paths = [`/api/courses/${course}`, `/api/lessons/${lesson}`];
    // The same answers, kept in memory and sent by a bare Fastify route.
    const bodies = new Map();
    for (const path of paths) {
      const response = await fetch(`${backendUrl}${path}`, { headers });
      bodies.set(path, await response.text());
    }
    const bodiesFile = join(dataDir, 'bare-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(Object.fromEntries(bodies)));
    bare = spawn(process.execPath, ['bench/bare-fastify.mjs', new URL(bareUrl).port, bodiesFile], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise((resolve, reject) => {
      bare.once('message', resolve);
      bare.once('exit', () => reject(new Error('The bare Fastify server stopped')));
    });

    const backendPid = stackProcesses(backend.pid).backend;
    const targets = paths.flatMap((path) => [
      { name: `${path}`, url: `${backendUrl}${path}`, pid: backendPid, headers },
      { name: `${path} (bare)`, url: `${bareUrl}${path}`, pid: bare.pid, headers },
    ]);
    for (const target of targets) await load(target.url, { duration: 2, headers: target.headers });
    const results = new Map(targets.map((target) => [target.name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const target of targets)
        results.get(target.name)?.push(await load(target.url, { duration, ...target }));
    }
    return [...results].map(([name, runs]) => ({
      database: label,
      name,
      bytes: bodies.get(name.replace(' (bare)', ''))?.length ?? 0,
      requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
      cpuMsPerRequest: median(runs.map((run) => run.cpuMsPerRequest ?? 0)),
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
      rounds: runs.map((run) => run.requestsPerSecond),
    }));
  } finally {
    if (bare) await stop(bare);
    await stop(backend);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = await measure('PGlite');
const postgres = postgresDatabase('skillpilot_bench');
if (postgres) {
  try {
    rows.push(...(await measure('PostgreSQL', postgres.url)));
  } finally {
    postgres.drop();
  }
}

console.log(
  `Backend learning calls, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model}`,
);
console.log(
  `50 connections, median of ${rounds} rounds of ${duration} s; bare = the same JSON from memory by bare Fastify`,
);
for (const row of rows) {
  const ceiling = rows.find(
    (other) => other.database === row.database && other.name === `${row.name} (bare)`,
  );
  // Each round's share pairs the call with the bare round loaded right after it, so a slow
  // spell of this shared machine weighs on both sides of one pair; the median of the pairs is kept.
  const shares = ceiling ? row.rounds.map((rate, round) => (100 * rate) / ceiling.rounds[round]) : [];
  const share = ceiling
    ? `${Math.round(median(shares))}% of bare (${shares.map((value) => Math.round(value)).join(', ')})`
    : '';
  console.log(
    `  ${row.database.padEnd(10)} ${row.name.padEnd(36)} ${String(row.requestsPerSecond).padStart(6)} req/s  ` +
      `p50 ${row.p50} ms  p99 ${row.p99} ms  CPU ${row.cpuMsPerRequest.toFixed(3)} ms/req  ${share.padStart(12)}  (${row.rounds.join(', ')}; ${row.bytes} B; non-2xx ${row.non2xx})`,
  );
}
console.log(JSON.stringify(rows));
