#!/usr/bin/env node
// Certificate downloads: GET /api/certificates/{id}/download the first time (the PDF drawn) and
// again (the PDF kept in memory), one request at a time, then under load beside the same PDF bytes
// served from memory by a bare Fastify route in the same run. A learner finishes a real guide of the
// catalog through the API first. Builds the backend (scripts/build-backend.mjs) and runs it on the
// embedded PGlite. BENCH_SECONDS (default 10) is the length of one load round, BENCH_ROUNDS (default
// 3) their number, BENCH_SAMPLES (default 10) the number of names drawn for first downloads.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { backendCaller } from './backend-api.mjs';
import { load } from './load.mjs';
import { timeToFirst200 } from './stack.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const samples = Number(process.env.BENCH_SAMPLES ?? 10);
const learner = { email: 'bench-certificates@example.com', pin: '2468' };
const adminToken = randomBytes(24).toString('hex');
// Ports free right now, so other servers on this machine (other benchmarks, stacks) are never measured.
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const backendPort = await freePort();
const backendUrl = `http://127.0.0.1:${backendPort}`;
const call = backendCaller(backendUrl);
const bareUrl = `http://127.0.0.1:${await freePort()}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round1 = (value) => Math.round(value * 10) / 10;

/**
 * Passes a practice as a learner would: each option in turn until one is right (the lesson does not
 * say which), a prompt rewritten as the grader suggests until it passes.
 */
async function passPractice(token, path, where, practice) {
  const submit = async (answer) => {
    const body = { ...where, practiceId: practice.id, practiceType: practice.practiceType, answer };
    return (await call(path, { token, method: 'POST', body })).data;
  };
  if (practice.singleChoiceTest) {
    for (const option of practice.singleChoiceTest.options) if ((await submit(option.id)).isCorrect) return;
  } else {
    let prompt = practice.promptCreation.title;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await submit(prompt);
      if (result.isCorrect) return;
      prompt = result.evaluation.recommendedPrompt;
    }
  }
  throw new Error(`${practice.id} was not passed`);
}

/** Goes through every lesson of a guide as a learner would, passing every practice. */
async function finishGuide(token, learnerId, courseId) {
  const { data: course } = await call(`/api/courses/${courseId}`, { token });
  const progress = '/api/user-course-progress';
  for (const chapter of course.chapters) {
    for (const outline of chapter.lessons) {
      const { data: lesson } = await call(`/api/lessons/${outline.id}`, { token });
      await call(`${progress}/start-lesson/${learnerId}/${lesson.id}/${courseId}`, { token, method: 'POST' });
      for (const [index, fragment] of lesson.fragments.entries()) {
        const where = { courseId, fragmentId: fragment.id, fragmentIndex: index, lessonId: lesson.id };
        for (const practice of fragment.practices) {
          await passPractice(
            token,
            `${progress}/submit-practice/${learnerId}/${lesson.id}/${index}`,
            where,
            practice,
          );
        }
        await call(`${progress}/fragment/${learnerId}/${lesson.id}/${index}`, {
          token,
          method: 'POST',
          body: { ...where, chapterId: chapter.id, completed: true, progressPercentage: 100, timeSpent: 30 },
        });
      }
      await call(`${progress}/finish-lesson/${learnerId}/${chapter.id}/${lesson.id}`, {
        token,
        method: 'POST',
      });
    }
  }
}

async function timedDownload(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

function stop(child) {
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

if (spawnSync(process.execPath, ['scripts/build-backend.mjs'], { stdio: 'inherit' }).status !== 0)
  process.exit(1);
const dataDir = mkdtempSync(join(tmpdir(), 'skillpilot-bench-certificates-'));
const backend = spawn(process.execPath, ['build/backend/main.js'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(backendPort),
    DATA_DIR: dataDir,
    DEMO_LEARNER: 'false',
    ADMIN_TOKEN: adminToken,
    LOG_LEVEL: 'warn',
    BILLING_JOB: 'false',
  },
});
let bare;
try {
  await timeToFirst200(`${backendUrl}/api/health`, Date.now());
  await call('/api/admin/learners', {
    token: adminToken,
    method: 'POST',
    body: { ...learner, plan: '4-week', status: 'active', lang: 'en' },
  });
  const { jwt: token } = await call('/api/product-user/login', { method: 'POST', body: learner });
  const me = await call('/api/product-user/me', { token });
  const { data: guides } = await call('/api/courses?sort=shortest', { token });
  // The shortest core guide: a Boost guide opens only once the core guides are done.
  const guide = guides.find((candidate) => candidate.stage === 'core');
  if (!guide) throw new Error('The catalog has no core guide');
  await finishGuide(token, me.id, guide.id);
  const [certificate] = (await call('/api/certificates/my', { token })).data;
  if (!certificate) throw new Error('No certificate was issued');
  const headers = { authorization: `Bearer ${token}` };
  const downloadUrl = `${backendUrl}/api/certificates/${certificate.id}/download`;

  // Each new name is a PDF not yet made: the first download draws it, the second is kept.
  const first = [];
  const cached = [];
  let pdf;
  for (let sample = 0; sample < samples; sample++) {
    await call('/api/certificates/name', {
      token,
      method: 'PUT',
      body: { name: `Олена Коваленко ${sample}` },
    });
    first.push((await timedDownload(downloadUrl, headers)).ms);
    for (let again = 0; again < 5; again++) {
      const download = await timedDownload(downloadUrl, headers);
      cached.push(download.ms);
      pdf = download.bytes;
    }
  }

  const pdfFile = join(dataDir, 'certificate.pdf');
  writeFileSync(pdfFile, pdf);
  bare = spawn(
    process.execPath,
    ['bench/bare-fastify-file.mjs', new URL(bareUrl).port, pdfFile, 'application/pdf'],
    { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
  );
  await new Promise((resolve, reject) => {
    bare.once('message', resolve);
    bare.once('exit', () => reject(new Error('The bare Fastify server stopped')));
  });
  const bareFirst = (await timedDownload(`${bareUrl}/certificate.pdf`, {})).ms;
  const bareOne = [];
  for (let sample = 0; sample < samples * 5; sample++)
    bareOne.push((await timedDownload(`${bareUrl}/certificate.pdf`, {})).ms);

  const targets = [
    {
      name: 'cached download',
      url: downloadUrl,
      pid: backend.pid,
      headers,
    },
    { name: 'bare Fastify, same bytes', url: `${bareUrl}/certificate.pdf`, pid: bare.pid },
  ];
  for (const target of targets) await load(target.url, { duration: 2, headers: target.headers });
  const loadRuns = new Map(targets.map((target) => [target.name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const target of targets)
      loadRuns.get(target.name).push(await load(target.url, { duration, ...target }));
  }

  const figures = {
    date: new Date().toISOString().slice(0, 10),
    cpus: cpus().length,
    guide: guide.id,
    pdfBytes: pdf.length,
    firstDownloadMs: round1(median(first)),
    firstDownloadMaxMs: round1(Math.max(...first)),
    cachedDownloadMs: round1(median(cached)),
    bareFirstMs: round1(bareFirst),
    bareDownloadMs: round1(median(bareOne)),
    load: [...loadRuns].map(([name, runs]) => ({
      name,
      requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
      cpuMsPerRequest: Math.round(median(runs.map((run) => run.cpuMsPerRequest ?? 0)) * 1000) / 1000,
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    })),
  };
  console.log(`Certificate downloads, ${figures.date}, ${figures.cpus} × ${cpus()[0]?.model}`);
  console.log(`  PDF of ${guide.id}: ${pdf.length} B`);
  console.log(
    `  one at a time (median of ${samples} / ${samples * 5}): first ${figures.firstDownloadMs} ms ` +
      `(max ${figures.firstDownloadMaxMs}), cached ${figures.cachedDownloadMs} ms, ` +
      `bare Fastify same bytes ${figures.bareDownloadMs} ms`,
  );
  for (const row of figures.load) {
    console.log(
      `  50 connections, ${row.name.padEnd(26)} ${String(row.requestsPerSecond).padStart(6)} req/s  ` +
        `p50 ${row.p50} ms  p99 ${row.p99} ms  CPU ${row.cpuMsPerRequest} ms/req  non-2xx ${row.non2xx}`,
    );
  }
  console.log(JSON.stringify(figures));
} finally {
  if (bare) await stop(bare);
  await stop(backend);
  rmSync(dataDir, { recursive: true, force: true });
}
