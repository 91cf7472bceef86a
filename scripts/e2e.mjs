#!/usr/bin/env node
// Browser tests: builds once, then Playwright starts the stack on its own ports and data dir.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const browser = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
  (path) => path && existsSync(path),
);
if (!browser) {
  console.error('No Chromium found: install it with `apt-get install chromium` (or set CHROME_PATH).');
  process.exit(1);
}

const run = (command, args) => spawnSync(command, args, { stdio: 'inherit' }).status ?? 1;
const built = run(process.execPath, ['scripts/start.mjs', '--build-only']);
if (built !== 0) process.exit(built);
process.exit(run('npx', ['playwright', 'test', ...process.argv.slice(2)]));
