#!/usr/bin/env node
// What a learner's first visit of /courses costs the backend: the three calls the page makes (the
// header's `streak`, `courses/sections` and `streak-stats`), asked together for each of
// BENCH_LEARNERS distinct learners with some progress, BENCH_RATE visits a second, on a backend
// that has never seen them (restarted after they were made: cold) and then again (seen), beside
// bare Fastify sending the same JSON from memory at the same rate, on PGlite and, when a
// PostgreSQL server answers, on PostgreSQL. A last pass on a backend logging each statement
// (LOG_LEVEL=trace) counts the database queries of each call, one call at a time.
// Run `npm run build:backend` first. BENCH_DATABASE_URL names a PostgreSQL server.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresDatabase } from './backend-api.mjs';
import { backendUrl, ports, timeToFirst200 } from './stack.mjs';

const learnerCount = Number(process.env.BENCH_LEARNERS ?? 300);
const rate = Number(process.env.BENCH_RATE ?? 50);
const countedLearners = Number(process.env.BENCH_COUNTED ?? 10);
// Visited first on each new backend and not measured: the code warmed up, the catalog and the
// guides' counts read (each is read once for everyone, not per learner).
const warmUpLearners = 20;
const adminToken = randomBytes(24).toString('hex');
const tokenSecret = randomBytes(24).toString('hex');
const bareUrl = `http://127.0.0.1:${ports.backend + 1}`;
const course = 'chatgpt-basics';
const lesson = 'what-chatgpt-is';
const visitCalls = [
  { name: 'streak', path: '/api/product-user/streak' },
  { name: 'sections', path: '/api/courses/sections' },
  { name: 'streak-stats', path: '/api/product-user/streak-stats' },
];
// Kept connections, as the web app keeps them (app/lib/backend-http.server.ts).
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const percentile = (values, p) =>
  values.length
    ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]
    : 0;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** User and system CPU time of a process so far, in milliseconds (Linux). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

function startBackend(dataDir, databaseUrl, logLevel = 'warn') {
  return spawn(
    process.execPath,
    ['--no-allocation-site-pretenuring', process.env.BENCH_BACKEND ?? 'build/backend/main.js'],
    {
      stdio: ['ignore', logLevel === 'trace' ? 'pipe' : 'ignore', 'inherit'],
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        PORT: String(ports.backend),
        DATA_DIR: dataDir,
        DEMO_LEARNER: 'false',
        ADMIN_TOKEN: adminToken,
        TOKEN_SECRET: tokenSecret,
        LOG_LEVEL: logLevel,
        // Every learner signs in from 127.0.0.1.
        RATE_LIMIT_PER_MINUTE_MULTIPLIER: '10000',
        NEWS_IMPORT: 'false',
        BILLING_JOB: 'false',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    },
  );
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** One request over the kept connections: status, body and milliseconds. */
function request(base, path, { token, method = 'GET', body } = {}) {
  const started = performance.now();
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const outgoing = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
      },
    );
    outgoing.on('error', (error) =>
      resolve({ status: 0, text: error.message, ms: performance.now() - started }),
    );
    outgoing.end(payload);
  });
}

async function call(path, options) {
  const answer = await request(backendUrl, path, options);
  if (answer.status < 200 || answer.status >= 300)
    throw new Error(`${options?.method ?? 'GET'} ${path} answered ${answer.status}: ${answer.text}`);
  return JSON.parse(answer.text);
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function eachLimited(items, concurrency, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

/** Learners with a plan, signed in, each with a lesson started and two of its parts done. */
async function makeLearners() {
  const run = randomBytes(3).toString('hex');
  const learners = Array.from({ length: learnerCount + warmUpLearners }, (_, index) => ({
    email: `first-view-${run}-${index}@example.com`,
    pin: String(1000 + (index % 9000)),
  }));
  const { data } = await call(`/api/lessons/${lesson}`, {
    token: await signedIn(learners[0]),
  });
  await eachLimited(learners.slice(1), 4, async (learner) => {
    learner.token = await signedIn(learner);
  });
  const progress = '/api/user-course-progress';
  await eachLimited(learners, 8, async (learner) => {
    const { token, id } = learner;
    await call(`${progress}/start-lesson/${id}/${lesson}/${course}`, { token, method: 'POST' });
    for (const index of [0, 1]) {
      await call(`${progress}/fragment/${id}/${lesson}/${index}`, {
        token,
        method: 'POST',
        body: {
          courseId: course,
          chapterId: data.chapter.id,
          lessonId: lesson,
          fragmentId: data.fragments[index].id,
          fragmentIndex: index,
          completed: true,
          progressPercentage: 100,
          timeSpent: 30,
        },
      });
    }
  });
  return learners;

  async function signedIn(learner) {
    const created = await call('/api/admin/learners', {
      token: adminToken,
      method: 'POST',
      body: { ...learner, plan: '4-week', status: 'active', lang: 'en' },
    });
    learner.id = created.id;
    const { jwt } = await call('/api/product-user/login', { method: 'POST', body: learner });
    learner.token = jwt;
    return jwt;
  }
}

/**
 * Each learner's visit (the three calls at once) started at `rate` a second, whatever the answers
 * take (an open loop, as learners arrive): latency per call, CPU of `pid` per visit.
 */
async function visitAll(base, learners, pid) {
  const latencies = new Map(visitCalls.map(({ name }) => [name, []]));
  let failures = 0;
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  const visits = [];
  for (let index = 0; index < learners.length; index++) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const { token } = learners[index];
    visits.push(
      Promise.all(
        visitCalls.map(async ({ name, path }) => {
          const answer = await request(base, path, { token });
          if (answer.status !== 200) failures += 1;
          latencies.get(name)?.push(answer.ms);
        }),
      ),
    );
  }
  await Promise.all(visits);
  const seconds = (performance.now() - started) / 1000;
  const cpuPerVisit = (cpuMs(pid) - cpuBefore) / learners.length;
  const calls = Object.fromEntries(
    [...latencies].map(([name, values]) => [
      name,
      { p50: +percentile(values, 50).toFixed(1), p99: +percentile(values, 99).toFixed(1) },
    ]),
  );
  const all = [...latencies.values()].flat();
  return {
    visits: learners.length,
    seconds: +seconds.toFixed(1),
    cpuMsPerVisit: +cpuPerVisit.toFixed(3),
    cpuMsPerCall: +(cpuPerVisit / visitCalls.length).toFixed(3),
    p50: +percentile(all, 50).toFixed(1),
    p99: +percentile(all, 99).toFixed(1),
    failures,
    calls,
  };
}

/** Queries each call makes, one call at a time, counted from a backend logging every statement. */
async function countQueries(dataDir, databaseUrl, warmUp, learners) {
  const backend = startBackend(dataDir, databaseUrl, 'trace');
  let queries = 0;
  let pending = '';
  backend.stdout.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.includes('"msg":"query"')) queries += 1;
  });
  try {
    await timeToFirst200(`${backendUrl}/api/health`, Date.now(), 600_000);
    for (const learner of warmUp.slice(0, 2))
      for (const { path } of visitCalls) await call(path, { token: learner.token });
    const counted = (label) => ({ label, counts: visitCalls.map(() => []) });
    const cold = counted('cold');
    const seen = counted('seen');
    for (const learner of learners.slice(0, countedLearners)) {
      for (const pass of [cold, seen]) {
        for (const [index, { path }] of visitCalls.entries()) {
          await sleep(30);
          const before = queries;
          await call(path, { token: learner.token });
          // The statement lines reach this process a moment after the answer.
          await sleep(30);
          pass.counts[index].push(queries - before);
        }
      }
    }
    const summary = (pass) =>
      Object.fromEntries(visitCalls.map(({ name }, index) => [name, percentile(pass.counts[index], 50)]));
    return { cold: summary(cold), seen: summary(seen) };
  } finally {
    await stop(backend);
  }
}

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'skillpilot-bench-first-views-'));
  let backend = startBackend(dataDir, databaseUrl);
  let bare;
  try {
    await timeToFirst200(`${backendUrl}/api/health`, Date.now(), 600_000);
    const made = performance.now();
    const everyone = await makeLearners();
    const warmUp = everyone.slice(0, warmUpLearners);
    const learners = everyone.slice(warmUpLearners);
    console.error(
      `${label}: ${everyone.length} learners made in ${((performance.now() - made) / 1000).toFixed(0)} s`,
    );
    // A new backend: no learner is in its memory.
    await stop(backend);
    backend = startBackend(dataDir, databaseUrl);
    await timeToFirst200(`${backendUrl}/api/health`, Date.now(), 600_000);
    await visitAll(backendUrl, warmUp, backend.pid);
    const loadBefore = loadavg()[0];
    const cold = await visitAll(backendUrl, learners, backend.pid);
    const seen = await visitAll(backendUrl, learners, backend.pid);

    // The same answers (the first learner's), kept in memory and sent by a bare Fastify route.
    const bodies = {};
    for (const { path } of visitCalls)
      bodies[path] = (await request(backendUrl, path, { token: learners[0].token })).text;
    const bodiesFile = join(dataDir, 'bare-bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    bare = spawn(process.execPath, ['bench/bare-fastify.mjs', new URL(bareUrl).port, bodiesFile], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise((resolve, reject) => {
      bare.once('message', resolve);
      bare.once('exit', () => reject(new Error('The bare Fastify server stopped')));
    });
    const reference = await visitAll(bareUrl, learners, bare.pid);
    const loadAfter = loadavg()[0];
    await stop(bare);
    bare = undefined;
    await stop(backend);
    const queries = await countQueries(dataDir, databaseUrl, warmUp, learners);
    return { database: label, cold, seen, bare: reference, queries, load: [loadBefore, loadAfter] };
  } finally {
    if (bare) await stop(bare);
    await stop(backend);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = process.env.BENCH_PGLITE === 'false' ? [] : [await measure('PGlite')];
const postgres = process.env.BENCH_POSTGRES === 'false' ? null : postgresDatabase('first_views_bench');
if (postgres) {
  try {
    results.push(await measure('PostgreSQL', postgres.url));
  } finally {
    postgres.drop();
  }
}
agent.destroy();

console.log(
  `First views of /courses on the backend, ${new Date().toISOString().slice(0, 10)}, ${cpus().length} × ${cpus()[0]?.model}`,
);
console.log(
  `${learnerCount} learners, ${rate} visits/s, each visit = ${visitCalls.map((c) => c.name).join(' + ')} at once; bare = the same JSON from memory by bare Fastify`,
);
for (const result of results) {
  const { database, queries } = result;
  console.log(`  ${database} (load average ${result.load.map((value) => value.toFixed(1)).join(' → ')})`);
  for (const pass of ['cold', 'seen', 'bare']) {
    const row = result[pass];
    const perCall = Object.entries(row.calls)
      .map(([name, { p50, p99 }]) => `${name} ${p50}/${p99}`)
      .join(', ');
    const counted =
      pass === 'bare'
        ? ''
        : `  queries ${Object.values(queries[pass]).reduce((sum, n) => sum + n, 0)} (${Object.entries(
            queries[pass],
          )
            .map(([name, n]) => `${name} ${n}`)
            .join(', ')})`;
    console.log(
      `    ${pass.padEnd(5)} CPU ${row.cpuMsPerVisit.toFixed(2)} ms/visit (${row.cpuMsPerCall.toFixed(2)} ms/call, ` +
        `${(row.cpuMsPerVisit / result.bare.cpuMsPerVisit).toFixed(1)}× bare)  p50 ${row.p50} ms  p99 ${row.p99} ms  ` +
        `failed ${row.failures}${counted}\n          p50/p99 ms: ${perCall}`,
    );
  }
}
console.log(JSON.stringify(results));
