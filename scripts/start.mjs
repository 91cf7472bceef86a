#!/usr/bin/env node
// Starts Skillpilot: builds what is missing or out of date, then runs the content backend and
// the web app with the embedded defaults. `--only backend` or `--only web` runs one of them.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
if (only && !['backend', 'web'].includes(only)) {
  console.error('Usage: npm start [-- --only backend|web]');
  process.exit(2);
}

const backendHost = process.env.HOST ?? '127.0.0.1';
const backendPort = process.env.PORT ?? '1337';
const webHost = process.env.WEB_HOST ?? '127.0.0.1';
const webPort = process.env.WEB_PORT ?? '3000';
const backendUrl = process.env.BACKEND_URL ?? `http://${backendHost}:${backendPort}`;
// Links in mail, the sitemap and the pages' Open Graph tags lead to the web app this command
// starts, unless WEB_URL names its public address.
const webUrl = `http://${webHost === '0.0.0.0' ? 'localhost' : webHost}:${webPort}`;

const sources = [
  'app',
  'backend/src',
  'shared',
  'web-server',
  'content/courses',
  'locales',
  'public',
  'vite.config.ts',
  'package-lock.json',
];
const stamp = join(root, 'build', '.stamp');

function newestChange(path) {
  const full = join(root, path);
  if (!existsSync(full)) return 0;
  const stats = statSync(full);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(full).map((name) => newestChange(join(path, name))));
}

function buildIfNeeded() {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  if (built >= Math.max(...sources.map(newestChange))) return;
  console.log('Building Skillpilot (first start or changed sources)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

const children = [];
function run(name, args, env) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping Skillpilot.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

/**
 * Polls `url` until it answers 200. A process that dies stops everything on its own, so the wait is
 * long: a first start on a busy machine (migrations, the catalog imported) may take minutes.
 */
async function waitFor(url, timeoutMs, what) {
  const started = Date.now();
  const deadline = started + timeoutMs;
  let told = started;
  while (Date.now() < deadline && !stopping) {
    if (Date.now() - told >= 30_000) {
      told = Date.now();
      console.log(`${what} is still starting (${Math.round((told - started) / 1000)} s)...`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  const force = setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  }, 10_000);
  force.unref();
  Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null)),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

buildIfNeeded();
if (process.argv.includes('--build-only')) process.exit(0);
if (only !== 'web') {
  // V8 may start allocating a busy allocation site's objects straight in the old generation once
  // enough of them outlive a scavenge (warming up, say); for a server whose objects mostly die with
  // their request that turns each scavenge into several times the work and fills the old
  // generation. Measured under load, about half the runs with pretenuring fell into that state
  // (decision 031).
  run('The content backend', ['--no-allocation-site-pretenuring', 'build/backend/main.js'], {
    HOST: backendHost,
    PORT: backendPort,
    WEB_URL: process.env.WEB_URL ?? webUrl,
  });
  if (!(await waitFor(`${backendUrl}/api/health`, 600_000, 'The content backend')) && !stopping) {
    console.error(`The content backend did not answer on ${backendUrl}/api/health within 10 minutes.`);
    stop(1);
  }
}
if (only !== 'backend') {
  run('The web app', ['build/web-server/main.js'], {
    HOST: webHost,
    PORT: webPort,
    BACKEND_URL: backendUrl,
    WEB_URL: process.env.WEB_URL ?? webUrl,
    NODE_ENV: 'production',
  });
  if (await waitFor(`${webUrl}/favicon.svg`, 120_000, 'The web app'))
    console.log(`\nSkillpilot is running: ${webUrl}\n`);
  else if (!stopping) {
    console.error(`The web app did not answer on ${webUrl} within 2 minutes.`);
    stop(1);
  }
}
