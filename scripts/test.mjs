#!/usr/bin/env node
// Every test: types, lint, the course catalog and unit tests side by side; then the backend suite on
// PGlite, beside the same suite on PostgreSQL when TEST_DATABASE_URL is set (each suite runs its
// files one at a time, on a database of each test's own); then the browser suite. Steps that run
// side by side print their output whole as each ends; the first failing step stops the run and is
// named. With TEST_DATABASE_URL, last, the restart test on the built product (tests/restarts/).
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, command: string, args: string[], env?: Record<string, string> }} Step */

const backendSuite = ['vitest', 'run', '--project', 'backend'];
/** @type {Step[][]} Groups run one after another; the steps of a group run side by side. */
const groups = [
  [
    { name: 'typecheck', command: 'npx', args: ['tsc', '--noEmit'] },
    { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
    { name: 'content check', command: 'npx', args: ['tsx', 'backend/scripts/check-content.ts'] },
    { name: 'unit tests', command: 'npx', args: ['vitest', 'run', '--project', 'unit'] },
  ],
  [{ name: 'backend tests on PGlite', command: 'npx', args: backendSuite, env: { TEST_DATABASE_URL: '' } }],
];
if (process.env.TEST_DATABASE_URL) {
  groups[1].push({ name: 'backend tests on PostgreSQL', command: 'npx', args: backendSuite });
} else {
  console.log(
    'TEST_DATABASE_URL is not set: the backend suite runs on PGlite only, without tests/backend/postgres/.',
  );
}
if (!process.env.TEST_REDIS_URL) {
  console.log('TEST_REDIS_URL is not set: tests/backend/redis/ (limits shared through Redis) does not run.');
}
groups.push([{ name: 'browser tests', command: process.execPath, args: ['scripts/e2e.mjs'] }]);
// After the browser suite, which builds the product: its processes restarted under learners.
if (process.env.TEST_DATABASE_URL) {
  groups.push([
    { name: 'restarts on PostgreSQL', command: 'npx', args: ['vitest', 'run', '--project', 'restarts'] },
  ]);
}

/** Steps still running (each with whether it leads a process group), stopped when the run ends early. */
const running = new Map();
const stopAll = () => {
  for (const [child, group] of running) {
    try {
      if (group) process.kill(-child.pid, 'SIGTERM');
      else child.kill('SIGTERM');
    } catch {}
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll();
    process.exit(1);
  });
}

/**
 * Runs one step. Alone, its output goes straight to the terminal; beside others, it is kept and
 * printed whole when the step ends, so the steps' lines never interleave.
 * @param {Step} step
 * @param {boolean} alone
 * @returns {Promise<{ step: Step, status: number, seconds: number, output: string }>}
 */
function run(step, alone) {
  const started = Date.now();
  if (alone) console.log(`\n▶ ${step.name}`);
  // Kept output loses the terminal: let the tools colour it as they would there.
  const colour = !alone && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
  const child = spawn(step.command, step.args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...colour, ...step.env },
    // Beside others, a process group of its own, so a step stopped early takes its children along.
    detached: !alone,
  });
  running.set(child, !alone);
  const chunks = [];
  child.stdout?.on('data', (chunk) => chunks.push(chunk));
  child.stderr?.on('data', (chunk) => chunks.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      resolve({
        step,
        status: code ?? (signal ? 1 : 0),
        seconds: (Date.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    });
  });
}

const runStarted = Date.now();
for (const group of groups) {
  const alone = group.length === 1;
  if (!alone) console.log(`\n▶ ${group.map((step) => step.name).join(', ')} (side by side)`);
  const pending = new Map(group.map((step) => [step, run(step, alone)]));
  while (pending.size > 0) {
    const result = await Promise.race(pending.values());
    pending.delete(result.step);
    if (!alone) {
      console.log(`\n── ${result.step.name} ──`);
      process.stdout.write(result.output);
    }
    if (result.status !== 0) {
      stopAll();
      console.error(`\n✖ ${result.step.name} failed.`);
      process.exit(result.status);
    }
    console.log(`✔ ${result.step.name} (${result.seconds.toFixed(1)} s)`);
  }
}
console.log(`\nAll tests passed (${((Date.now() - runStarted) / 1000).toFixed(0)} s).`);
