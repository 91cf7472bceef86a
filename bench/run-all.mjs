#!/usr/bin/env node
// Skillpilot's performance figures on this machine: start time, memory, first-load JavaScript and
// throughput, each page beside a bare Remix page (bench/bare-remix) served the same way in the same
// run. Run `npm run build` first (or `npm start` once); prints a table and a JSON line.
// BENCH_SECONDS (default 10) is the length of one load round, BENCH_ROUNDS (default 3) their number.
// BENCH_ONLY (paths separated by commas, e.g. /news) measures those pages alone beside the bare ones.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { bareUrl, bareWithRoutesUrl, buildBare, startBare, startBareWithRoutes, stopBare } from './bare.mjs';
import { firstLoadJs } from './first-load-js.mjs';
import { load } from './load.mjs';
import { signIn } from './sign-in.mjs';
import {
  backendUrl,
  residentMemory,
  stackProcesses,
  startStack,
  stopStack,
  timeToFirst200,
  webUrl,
} from './stack.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const demo = { email: 'demo@skillpilot.app', pin: '2468' };
// Pages anyone can open (a 404 among them), loaded and measured; signed-in pages are measured only.
const only = process.env.BENCH_ONLY?.split(',').map((path) => path.trim());
const chosen = (pages) => (only ? pages.filter((page) => only.includes(page)) : pages);
const publicPages = chosen([
  '/terms',
  '/login',
  '/restore-pass',
  '/support',
  '/help-contact',
  '/help-answer',
  '/quiz/f1/1/v1',
  '/plans',
  '/no-such-page',
]);
// Signed-in pages loaded as the demo learner (each also asks the backend for the learner's data).
const loadedSignedInPages = chosen([
  '/courses',
  '/course/chatgpt-basics',
  '/course/chatgpt-basics/lesson/what-chatgpt-is/learn',
  '/news',
]);
const signedInPages = chosen([
  '/courses',
  '/all-courses',
  '/course/chatgpt-basics',
  '/course/chatgpt-basics/lesson/what-chatgpt-is/start',
  '/course/chatgpt-basics/lesson/what-chatgpt-is/learn',
  '/boost',
  '/dashboard',
  '/profile',
  '/subscription',
  '/feedback',
  '/language',
  '/change-email',
  '/delete-account',
  '/help',
  '/news',
]);

const dataDir = mkdtempSync(join(tmpdir(), 'skillpilot-bench-'));
const figures = { date: new Date().toISOString().slice(0, 10), cpus: cpus().length, cpu: cpus()[0]?.model };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

figures.productRoutes = buildBare();
let bare = null;
let bareWithRoutes = null;
try {
  // Cold: a new data directory (the database is created, migrated and the content imported).
  let started = Date.now();
  let stack = startStack(dataDir, { DEMO_PIN: demo.pin });
  figures.coldStartMs = await timeToFirst200(`${webUrl}/terms`, started);
  figures.shutdownMs = await stopStack(stack);

  // Warm: the same directory again, as on every later `npm start`.
  started = Date.now();
  stack = startStack(dataDir, { DEMO_PIN: demo.pin });
  figures.warmStartMs = await timeToFirst200(`${webUrl}/terms`, started);
  figures.idleRssMiB = residentMemory(stack.pid);
  bare = startBare();
  bareWithRoutes = startBareWithRoutes();
  await timeToFirst200(`${bareUrl}/`, Date.now());
  await timeToFirst200(`${bareWithRoutesUrl}/`, Date.now());

  const cookie = await signIn(webUrl, demo.email, demo.pin);
  figures.firstLoadJs = { bare: await firstLoadJs(`${bareUrl}/`) };
  for (const page of publicPages) figures.firstLoadJs[page] = await firstLoadJs(`${webUrl}${page}`);
  for (const page of signedInPages) {
    figures.firstLoadJs[page] = await firstLoadJs(`${webUrl}${page}`, { cookie });
  }

  // Rounds take the pages in turn, so a busy moment of the machine does not fall on one page only.
  // A page shown again with the same data comes from the web app's memory; each signed-in page is
  // also loaded as a first view (every request a new address, so each one is rendered).
  const webPid = stackProcesses(stack.pid).web;
  const targets = [
    { url: `${bareUrl}/`, label: 'bare Remix /', pid: bare?.pid },
    {
      url: `${bareWithRoutesUrl}/`,
      label: `bare, ${figures.productRoutes} routes`,
      pid: bareWithRoutes?.pid,
    },
    ...publicPages.map((page) => ({ url: `${webUrl}${page}`, label: page, pid: webPid })),
    ...loadedSignedInPages.flatMap((page) => [
      { url: `${webUrl}${page}`, label: page, pid: webPid, headers: { cookie } },
      {
        url: `${webUrl}${page}`,
        label: `${page} (first view)`,
        pid: webPid,
        headers: { cookie },
        distinct: true,
      },
    ]),
  ];
  for (const target of targets) await load(target.url, { ...target, duration: 2, pid: undefined });
  const results = new Map(targets.map((target) => [target, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets) results.get(target)?.push(await load(target.url, { ...target, duration }));
  }
  figures.load = [...results].map(([target, runs]) => ({
    url: target.url,
    label: target.label,
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    cpuMsPerRequest: median(runs.map((run) => run.cpuMsPerRequest ?? 0)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    rounds: runs.map((run) => run.requestsPerSecond),
  }));
  figures.backendHealth = await load(`${backendUrl}/api/health`, { duration });
  figures.loadedRssMiB = residentMemory(stack.pid);
  figures.shutdownAfterLoadMs = await stopStack(stack);
} finally {
  if (bare) await stopBare(bare);
  if (bareWithRoutes) await stopBare(bareWithRoutes);
  rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`Skillpilot benchmarks, ${figures.date}, ${figures.cpus} × ${figures.cpu}`);
console.log(`start to first 200 of /terms: cold ${figures.coldStartMs} ms, warm ${figures.warmStartMs} ms`);
console.log(`Ctrl-C to exit: idle ${figures.shutdownMs} ms, after load ${figures.shutdownAfterLoadMs} ms`);
console.log(`RSS idle: backend ${figures.idleRssMiB.backend} MiB, web ${figures.idleRssMiB.web} MiB`);
console.log(
  `RSS after load: backend ${figures.loadedRssMiB.backend} MiB, web ${figures.loadedRssMiB.web} MiB`,
);
console.log('\nfirst-load JavaScript and dictionaries (gzip, each file at level 9):');
for (const [page, js] of Object.entries(figures.firstLoadJs)) {
  console.log(`  ${page.padEnd(16)} ${kb(js.gzip).padStart(9)}  (${js.files} files, ${kb(js.raw)} raw)`);
}
const bareRate = figures.load[0]?.requestsPerSecond ?? 0;
const bareCpu = figures.load[0]?.cpuMsPerRequest ?? 0;
console.log(
  `\nthroughput, 50 connections, median of ${rounds} rounds of ${duration} s (each round's req/s):`,
);
for (const row of figures.load) {
  const path = row.label;
  const share = bareRate ? `${Math.round((100 * row.requestsPerSecond) / bareRate)}%` : '-';
  const cpu = `${row.cpuMsPerRequest.toFixed(2)} ms CPU/req (${(row.cpuMsPerRequest / bareCpu).toFixed(1)}×)`;
  console.log(
    `  ${path.padEnd(16)} ${String(row.requestsPerSecond).padStart(6)} req/s  ${share.padStart(4)} of bare  ` +
      `p50 ${row.p50} ms  p99 ${row.p99} ms  ${cpu}  (${row.rounds.join(', ')}; non-2xx ${row.non2xx}, errors ${row.errors})`,
  );
}
const health = figures.backendHealth;
console.log(
  `  backend health   ${String(health.requestsPerSecond).padStart(6)} req/s  p50 ${health.p50} ms  p99 ${health.p99} ms`,
);
console.log(JSON.stringify(figures));
