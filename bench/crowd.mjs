#!/usr/bin/env node
// The load test before a launch: a crowd of learners through the HTML forms on the built product
// (`npm run build` first). Modes: crowd (sign in, then read and practise with a think time), burst
// (every sign-in's PIN posted at the same moment) and knee (the crowd in growing steps, up to the
// most learners answered at p99 <= CROWD_P99_MS). Options in bench/README.md; the last line is JSON.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkStoredOnce, failureCounts, summarise, timeline } from './crowd-figures.mjs';
import { createAgent, createBrowser } from './crowd-http.mjs';
import { journeys, postPin, prepareSignIn, signIn } from './crowd-learner.mjs';

const options = readOptions(process.argv.slice(2), process.env);
// The ports move with the offset; stack.mjs reads it when first imported.
process.env.BENCH_PORT_OFFSET = String(options.portOffset);
const { backendUrl, webUrl } = await import('./stack.mjs');
const { createLearners, logSummary, machineCpu, processCpu, readProgress, startProduct, stopProduct } =
  await import('./crowd-stack.mjs');

function readOptions(argv, env) {
  const flags = {};
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].replace(/^--/, '').split('=');
    if (inline !== undefined) flags[name] = inline;
    else if (argv[i + 1] && !argv[i + 1].startsWith('--')) flags[name] = argv[++i];
    else flags[name] = 'true';
  }
  const quick = (flags.quick ?? env.CROWD_QUICK) === 'true' || (flags.quick ?? env.CROWD_QUICK) === '1';
  const pick = (flag, variable, quickValue, fallback) =>
    flags[flag] ?? env[variable] ?? (quick ? quickValue : fallback);
  const mode = pick('mode', 'CROWD_MODE', 'crowd', 'crowd');
  if (!['crowd', 'burst', 'knee'].includes(mode))
    throw new Error(`Unknown mode ${mode}: crowd, burst or knee`);
  const database = pick('database', 'CROWD_DATABASE', 'pglite', 'pglite');
  if (!['pglite', 'postgres'].includes(database))
    throw new Error(`Unknown database ${database}: pglite or postgres`);
  const ramp = pick('ramp', 'CROWD_RAMP_SECONDS', 2, null);
  return {
    mode,
    database,
    quick,
    learners: Number(pick('learners', 'CROWD_LEARNERS', 20, 200)),
    seconds: Number(pick('seconds', 'CROWD_SECONDS', 15, 60)),
    thinkMs: 1000 * Number(pick('think', 'CROWD_THINK_SECONDS', 1, 5)),
    // Unset: the learners arrive at `arrivalsPerSecond` (at least over 10 s).
    rampSeconds: ramp === null ? null : Number(ramp),
    arrivalsPerSecond: Number(pick('arrivals', 'CROWD_ARRIVALS_PER_SECOND', 20, 20)),
    steps: String(pick('steps', 'CROWD_STEPS', '10,20,40', '250,500,1000,2000,4000'))
      .split(',')
      .map(Number),
    p99LimitMs: Number(pick('p99', 'CROWD_P99_MS', 500, 500)),
    timeoutMs: 1000 * Number(pick('timeout', 'CROWD_TIMEOUT_SECONDS', 60, 60)),
    portOffset: Number(flags['port-offset'] ?? env.BENCH_PORT_OFFSET ?? 0),
  };
}

const pin = '2580';
const learners = [];
const learnerAt = (index) => {
  learners[index] ??= {
    index,
    email: `crowd-${index}@learners.skillpilot.test`,
    // A visitor address of their own: the web app passes it on to the backend's per-address limits.
    address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    steps: [],
  };
  return learners[index];
};
const signInKinds = new Set(['sign-in page', 'POST email', 'PIN page', 'POST PIN']);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const dataDir = mkdtempSync(join(tmpdir(), 'skillpilot-crowd-'));
const result = {
  date: new Date().toISOString(),
  mode: options.mode,
  database: options.database,
  cpus: cpus().length,
  options,
  runs: [],
};
let product = null;
let created = 0;
try {
  console.log(
    `Starting the product on ${options.database} (${webUrl}, ${backendUrl}); load average ${load()}`,
  );
  product = await startProduct({ dataDir, database: options.database });
  const ensureLearners = async (count) => {
    if (count <= created) return;
    const started = Date.now();
    await createLearners({
      from: created,
      to: count,
      adminToken: product.adminToken,
      emailOf: (index) => learnerAt(index).email,
      pin,
    });
    console.log(`  ${count - created} learners created through the admin API in ${Date.now() - started} ms`);
    for (let index = created; index < count; index++) learnerAt(index);
    created = count;
  };

  if (options.mode === 'burst') {
    await ensureLearners(options.learners);
    result.runs.push(await burst(options.learners));
  } else {
    const counts = options.mode === 'knee' ? options.steps : [options.learners];
    for (const count of counts) {
      await ensureLearners(count);
      const run = await crowd(count);
      result.runs.push(run);
      if (options.mode !== 'knee') break;
      run.passed = run.all.p99 <= options.p99LimitMs && run.serverErrors === 0 && run.networkErrors === 0;
      console.log(`  ${count} learners: ${run.passed ? 'within' : 'past'} the limit`);
      if (!run.passed) break;
      // The servers settle before the next step.
      await sleep(5000);
    }
    if (options.mode === 'knee') {
      const within = result.runs.filter((run) => run.passed);
      result.knee = within.length ? Math.max(...within.map((run) => run.learners)) : 0;
    }
    result.storedOnce = await storedOnce();
  }
} finally {
  if (product) await stopProduct(product);
  rmSync(dataDir, { recursive: true, force: true });
}
report(result);

/** A timed run: the figures, the generator's and the servers' CPU, the load average, the log. */
async function measured(label, body) {
  const requests = [];
  const record = (request) => requests.push(request);
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const logFrom = statSync(product.logPath).size;
  const loadBefore = load();
  const serverCpu = processCpu(product.processes);
  const machineBefore = machineCpu();
  const ownCpu = process.cpuUsage();
  const started = performance.now();
  const extra = await body(record);
  const seconds = (performance.now() - started) / 1000;
  // CROWD_TIMELINE: each second of the run, its requests, those over a second and the slowest.
  if (process.env.CROWD_TIMELINE) for (const line of timeline(requests, started)) console.log(line);
  const own = process.cpuUsage(ownCpu);
  const serverCpuAfter = processCpu(product.processes);
  const machineAfter = machineCpu();
  loopDelay.disable();
  const figures = summarise(requests);
  const journeyFigures = summarise(requests.filter((request) => !signInKinds.has(request.kind)));
  const ownCpuMs = (own.user + own.system) / 1000;
  return {
    label,
    seconds: Math.round(seconds * 10) / 10,
    requests: requests.length,
    requestsPerSecond: Math.round(requests.length / seconds),
    all: figures.all,
    journeys: journeyFigures.all,
    kinds: figures.kinds,
    ...failureCounts(figures.all),
    generator: {
      cpuPercentOfOneCore: Math.round(ownCpuMs / seconds / 10),
      cpuMsPerRequest: Math.round((ownCpuMs / Math.max(1, requests.length)) * 100) / 100,
      eventLoopDelayP99Ms: Math.round(loopDelay.percentile(99) / 1e6),
    },
    servers: Object.fromEntries(
      Object.entries(serverCpuAfter).map(([name, ms]) => [
        name,
        {
          cpuPercentOfOneCore: Math.round((ms - (serverCpu[name] ?? 0)) / seconds / 10),
          cpuMsPerRequest:
            Math.round(((ms - (serverCpu[name] ?? 0)) / Math.max(1, requests.length)) * 100) / 100,
        },
      ]),
    ),
    machine: {
      // Of all cores together: 100% is every core busy the whole run.
      busyPercent: Math.round(
        ((machineAfter.busyMs - machineBefore.busyMs) / (machineAfter.totalMs - machineBefore.totalMs)) * 100,
      ),
      postgresPercentOfOneCore: Math.round(
        (machineAfter.postgresMs - machineBefore.postgresMs) / seconds / 10,
      ),
    },
    loadAverage: { before: loadBefore, after: load() },
    log: logSummary(product.logPath, logFrom),
    ...extra,
  };
}

/**
 * `count` learners arrive over the ramp and sign in (figures of their own), then, once all are in,
 * read and practise for the set time: the crowd's figures, which the knee is judged on.
 */
async function crowd(count) {
  const rampSeconds = options.rampSeconds ?? Math.max(10, Math.ceil(count / options.arrivalsPerSecond));
  console.log(`Arrivals: ${count} learners sign in over ${rampSeconds} s; load average ${load()}`);
  const agent = createAgent(count + 16, options.timeoutMs);
  const think = () => sleep(options.thinkMs * (0.5 + Math.random()));
  const browsers = [];
  // Each phase counts its own requests; a browser keeps its cookies from one to the next.
  let recordTo = () => {};
  const record = (request) => recordTo(request);
  const arrivals = await measured(`sign-in ${count}`, async (recordArrival) => {
    recordTo = recordArrival;
    // A learner who cannot sign in tries again after a while, as people do, for a few minutes.
    const until = Date.now() + (rampSeconds + 180) * 1000;
    const learner = async (index) => {
      await sleep((rampSeconds * 1000 * index) / count);
      const { email, address } = learnerAt(index);
      const browser = createBrowser({ agent, origin: webUrl, address, record, timeoutMs: options.timeoutMs });
      while (Date.now() < until) {
        if (await signIn(browser, email, pin)) {
          browsers[index] = browser;
          return;
        }
        await think();
      }
    };
    await Promise.all(Array.from({ length: count }, (_, index) => learner(index)));
    return { learners: count, signedIn: browsers.filter(Boolean).length };
  });
  printRun(arrivals);
  console.log(`  ${arrivals.signedIn} of ${count} learners signed in`);

  console.log(
    `Crowd: ${arrivals.signedIn} learners for ${options.seconds} s, thinking ${options.thinkMs / 1000} s (0.5-1.5×); load average ${load()}`,
  );
  const run = await measured(`crowd ${count}`, async (recordReading) => {
    recordTo = recordReading;
    const until = Date.now() + options.seconds * 1000;
    const learner = async (browser, index) => {
      // Each starts after a pause of their own, so the crowd's clicks spread as they would.
      await think();
      let draft = 0;
      const prompts = () =>
        `Act as a patient tutor for a complete beginner. Explain how to write a clear, friendly email to a client who paid late, in three short steps with one example. Draft ${index}-${++draft}.`;
      await journeys({ browser, until, think, steps: learnerAt(index).steps, random: Math.random, prompts });
    };
    await Promise.all(browsers.map((browser, index) => browser && learner(browser, index)));
    return { learners: count, signedIn: arrivals.signedIn };
  });
  await agent.close();
  printRun(run);
  return { ...run, arrivals };
}

/** `count` learners reach the PIN step, then all post their PIN at the same moment. */
async function burst(count) {
  console.log(`Burst: ${count} sign-ins at the same moment; load average ${load()}`);
  const agent = createAgent(count + 16, options.timeoutMs);
  const run = await measured(`burst ${count}`, async (record) => {
    const pinRequests = [];
    const browsers = learners.slice(0, count).map(({ address }) =>
      createBrowser({
        agent,
        origin: webUrl,
        address,
        timeoutMs: options.timeoutMs,
        record: (request) => {
          record(request);
          if (request.kind === 'POST PIN') pinRequests.push(request);
        },
      }),
    );
    const prepared = await Promise.all(
      browsers.map((browser, index) => prepareSignIn(browser, learners[index].email)),
    );
    const landed = await Promise.all(
      browsers.map((browser, index) =>
        prepared[index] === null ? null : postPin(browser, prepared[index], pin),
      ),
    );
    return {
      learners: count,
      reachedPin: prepared.filter((csrf) => csrf !== null).length,
      signedIn: landed.filter(Boolean).length,
      pin: summarise(pinRequests).all,
    };
  });
  await agent.close();
  printRun(run);
  console.log(
    `  signed in ${run.signedIn} of ${run.learners} (${run.reachedPin} reached the PIN step); POST PIN p50 ${run.pin.p50} ms, p95 ${run.pin.p95} ms, p99 ${run.pin.p99} ms`,
  );
  return run;
}

/** Every acknowledged step read back through the API: stored, and stored once. */
async function storedOnce() {
  const posting = learners.filter((learner) => learner.steps.length > 0);
  console.log(`Checking the stored steps of ${posting.length} learners through the API...`);
  const started = Date.now();
  const progress = await readProgress({
    learners: posting.map((learner) => ({
      ...learner,
      lessons: [...new Set(learner.steps.map((step) => step.lessonId))],
    })),
    pin,
  });
  const total = { learners: posting.length, acknowledged: 0, checked: 0, lost: [], doubled: [] };
  posting.forEach((learner, index) => {
    const check = checkStoredOnce(learner.steps, progress[index]);
    total.acknowledged += learner.steps.filter((step) => step.acknowledged).length;
    total.checked += check.checked;
    for (const lost of check.lost) total.lost.push({ email: learner.email, ...lost });
    for (const doubled of check.doubled) total.doubled.push({ email: learner.email, ...doubled });
  });
  console.log(
    `  ${total.acknowledged} acknowledged posts, ${total.checked} saved things checked in ${Date.now() - started} ms: ` +
      `${total.lost.length} lost, ${total.doubled.length} doubled`,
  );
  for (const problem of [...total.lost, ...total.doubled].slice(0, 10))
    console.log(`    ${JSON.stringify(problem)}`);
  return {
    ...total,
    lost: total.lost.length,
    doubled: total.doubled.length,
    examples: [...total.lost, ...total.doubled].slice(0, 10),
  };
}

function printRun(run) {
  const failures = (figures) =>
    Object.entries(figures.failures)
      .map(([key, count]) => `${count}× ${key}`)
      .join(', ') || '-';
  console.log(
    `  ${run.requests} requests in ${run.seconds} s: ${run.requestsPerSecond} req/s; load average ${run.loadAverage.before} before, ${run.loadAverage.after} after`,
  );
  console.log(
    `  ${'kind'.padEnd(14)} ${'count'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  not 2xx/3xx`,
  );
  const row = (name, figures) =>
    console.log(
      `  ${name.padEnd(14)} ${String(figures.count).padStart(6)} ${String(figures.p50 ?? '-').padStart(7)} ${String(figures.p95 ?? '-').padStart(7)} ${String(figures.p99 ?? '-').padStart(7)} ${String(figures.max ?? '-').padStart(7)}  ${failures(figures)}`,
    );
  for (const [kind, figures] of Object.entries(run.kinds)) row(kind, figures);
  row('journeys', run.journeys);
  row('all', run.all);
  const servers = Object.entries(run.servers)
    .map(([name, cpu]) => `${name} ${cpu.cpuPercentOfOneCore}% (${cpu.cpuMsPerRequest} ms/req)`)
    .join(', ');
  console.log(
    `  CPU of one core: generator ${run.generator.cpuPercentOfOneCore}% (${run.generator.cpuMsPerRequest} ms/req, event-loop delay p99 ${run.generator.eventLoopDelayP99Ms} ms), ${servers}, PostgreSQL ${run.machine.postgresPercentOfOneCore}%`,
  );
  console.log(`  the machine's ${cpus().length} cores were ${run.machine.busyPercent}% busy (every process)`);
  if (run.log.length) {
    console.log('  product log, most frequent lines:');
    for (const { message, count } of run.log) console.log(`    ${String(count).padStart(6)}× ${message}`);
  }
}

function report(figures) {
  if (figures.knee !== undefined)
    console.log(
      `Knee: ${figures.knee} learners at p99 <= ${options.p99LimitMs} ms with no 5xx and no network error`,
    );
  console.log(JSON.stringify(figures));
}
