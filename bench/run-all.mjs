#!/usr/bin/env node
// Skillpilot's performance figures on this machine: start time, memory, first-load JavaScript and
// throughput. Run `npm run build` first (or `npm start` once); prints a table and a JSON line.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstLoadJs } from './first-load-js.mjs';
import { load } from './load.mjs';
import { backendUrl, residentMemory, startStack, stopStack, timeToFirst200, webUrl } from './stack.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = mkdtempSync(join(tmpdir(), 'skillpilot-bench-'));
const figures = { date: new Date().toISOString().slice(0, 10), cpus: cpus().length, cpu: cpus()[0]?.model };

try {
  // Cold: a new data directory (the database is created, migrated and the content imported).
  let started = Date.now();
  let stack = startStack(dataDir);
  figures.coldStartMs = await timeToFirst200(`${webUrl}/terms`, started);
  figures.shutdownMs = await stopStack(stack);

  // Warm: the same directory again, as on every later `npm start`.
  started = Date.now();
  stack = startStack(dataDir);
  figures.warmStartMs = await timeToFirst200(`${webUrl}/terms`, started);
  figures.idleRssMiB = residentMemory(stack.pid);

  figures.firstLoadJs = {
    terms: await firstLoadJs(`${webUrl}/terms`),
    support: await firstLoadJs(`${webUrl}/support`),
  };

  figures.load = [];
  for (const url of [`${webUrl}/terms`, `${webUrl}/support`, `${backendUrl}/api/health`]) {
    figures.load.push(await load(url, { duration }));
  }
  figures.loadedRssMiB = residentMemory(stack.pid);
  figures.shutdownAfterLoadMs = await stopStack(stack);
} finally {
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
for (const [page, js] of Object.entries(figures.firstLoadJs)) {
  console.log(`first-load JS of /${page}: ${js.files} files, ${kb(js.raw)} raw, ${kb(js.gzip)} gzip`);
}
for (const row of figures.load) {
  console.log(
    `${row.url}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms (50 connections, ${duration} s; non-2xx ${row.non2xx}, errors ${row.errors})`,
  );
}
console.log(JSON.stringify(figures));
