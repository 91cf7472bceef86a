#!/usr/bin/env node
// A burst of sign-ins through the forms on the built product (`npm run build` first): N learners
// reach the PIN step, then all post their PIN at the same moment, as a browser without JavaScript
// does. A learner answered 503 waits its Retry-After and posts again, as the page with JavaScript
// does. Prints the time from the burst to each learner signed in (p50/p95/p99), every answer that
// was not a sign-in, the CPU time each process spent and the load average. Extra environment
// variables go to the product (PIN_HASH_CONCURRENCY=...); BURST_LEARNERS sets N (default 200).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, setGlobalDispatcher } from 'undici';
import { backendUrl, stackProcesses, startStack, stopStack, timeToFirst200, webUrl } from './stack.mjs';

const count = Number(process.env.BURST_LEARNERS ?? 200);
const pin = '2580';
const adminToken = 'a-bench-admin-token-of-at-least-32-characters';
setGlobalDispatcher(new Agent({ connections: count + 16, headersTimeout: 120_000, bodyTimeout: 120_000 }));

const dataDir = mkdtempSync(join(tmpdir(), 'skillpilot-burst-'));
const stack = startStack(dataDir, {
  ADMIN_TOKEN: adminToken,
  DEMO_LEARNER: 'false',
  // Every learner comes from 127.0.0.1: the per-address limits would measure themselves.
  RATE_LIMIT_PER_MINUTE_MULTIPLIER: '10000',
});
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const cpuMs = () => {
  const result = {};
  for (const [name, pid] of Object.entries(stackProcesses(stack.pid))) {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    result[name] = (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime, 100 ticks a second
  }
  return result;
};

/** A browser without JavaScript: a cookie jar, forms posted, redirects not followed. */
function browser() {
  const jar = new Map();
  return async (path, form) => {
    const response = await fetch(`${webUrl}${path}`, {
      method: form ? 'POST' : 'GET',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form,
      redirect: 'manual',
    });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      text: await response.text(),
    };
  };
}
const csrfOf = (html) => /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';

try {
  await timeToFirst200(`${webUrl}/login`, Date.now());
  console.log(`Creating ${count} learners...`);
  for (let index = 0; index < count; index += 1) {
    const response = await fetch(`${backendUrl}/api/admin/learners`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `burst-${index}@example.com`,
        plan: '4-week',
        status: 'active',
        lang: 'en',
        pin,
      }),
    });
    if (response.status !== 201)
      throw new Error(`create learner: ${response.status} ${await response.text()}`);
  }
  const learners = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const ask = browser();
      await ask(
        '/login',
        new URLSearchParams({
          csrf: csrfOf((await ask('/login')).text),
          email: `burst-${index}@example.com`,
        }),
      );
      return { ask, csrf: csrfOf((await ask('/login?step=pin')).text) };
    }),
  );

  console.log(`Burst: ${count} PINs posted at once; load average before ${load()}`);
  const cpuBefore = cpuMs();
  const started = performance.now();
  const answers = new Map();
  const results = await Promise.all(
    learners.map(async ({ ask, csrf }) => {
      for (let tries = 1; ; tries += 1) {
        const body = new URLSearchParams({ csrf });
        for (const digit of pin) body.append('pin', digit);
        const answer = await ask('/login?step=pin', body).catch((error) => ({
          status: error.cause?.code ?? 'error',
        }));
        answers.set(answer.status, (answers.get(answer.status) ?? 0) + 1);
        if (answer.status === 302 || answer.status === 303) return { ms: performance.now() - started, tries };
        if (answer.status !== 503 || !answer.retryAfter || tries >= 10) return { ms: null, tries };
        await new Promise((resolve) => setTimeout(resolve, Number(answer.retryAfter) * 1000));
      }
    }),
  );
  const cpuAfter = cpuMs();
  const signedIn = results
    .filter((result) => result.ms !== null)
    .map((result) => result.ms)
    .sort((a, b) => a - b);
  const at = (share) =>
    Math.round(signedIn[Math.min(signedIn.length - 1, Math.ceil(share * signedIn.length) - 1)] ?? Number.NaN);
  const figures = {
    learners: count,
    signedIn: signedIn.length,
    afterOneTry: results.filter((result) => result.ms !== null && result.tries === 1).length,
    msToSignedIn: {
      p50: at(0.5),
      p95: at(0.95),
      p99: at(0.99),
      max: Math.round(signedIn.at(-1) ?? Number.NaN),
    },
    answers: Object.fromEntries(answers),
    cpuMs: Object.fromEntries(
      Object.keys(cpuAfter).map((name) => [name, cpuAfter[name] - (cpuBefore[name] ?? 0)]),
    ),
    loadAverageAfter: load(),
  };
  console.log(
    `Signed in ${figures.signedIn} of ${count} (${figures.afterOneTry} at the first try); to signed in: p50 ${figures.msToSignedIn.p50} ms, p95 ${figures.msToSignedIn.p95} ms, p99 ${figures.msToSignedIn.p99} ms, max ${figures.msToSignedIn.max} ms`,
  );
  console.log(
    `Answers to the PIN posts: ${JSON.stringify(figures.answers)}; CPU ms ${JSON.stringify(figures.cpuMs)}; load average after ${figures.loadAverageAfter}`,
  );
  console.log(JSON.stringify(figures));
} finally {
  await stopStack(stack);
  rmSync(dataDir, { recursive: true, force: true });
}
