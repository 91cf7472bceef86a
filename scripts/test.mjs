#!/usr/bin/env node
// Every test: types, lint, the course catalog, unit, backend on PGlite (and on PostgreSQL when TEST_DATABASE_URL is
// set), then the browser suite. Stops at the first failing step and says which one.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['biome', 'check', '.']],
  ['content check', 'npx', ['tsx', 'backend/scripts/check-content.ts']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['backend tests on PGlite', 'npx', ['vitest', 'run', '--project', 'backend'], { TEST_DATABASE_URL: '' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['backend tests on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'backend']]);
} else {
  console.log(
    'TEST_DATABASE_URL is not set: the backend suite runs on PGlite only, without tests/backend/postgres/.',
  );
}
if (!process.env.TEST_REDIS_URL) {
  console.log('TEST_REDIS_URL is not set: tests/backend/redis/ (limits shared through Redis) does not run.');
}
steps.push(['browser tests', process.execPath, ['scripts/e2e.mjs']]);

for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed.`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log('\nAll tests passed.');
