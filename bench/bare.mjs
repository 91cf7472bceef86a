// The bare Remix reference (bench/bare-remix): built with the repository's Remix and Vite, served by
// the product's web server (build/web-server/main.js), so each page's figures can be read against
// it. A second build has as many routes as the product (each a static page), to show what Remix's per-request
// route matching costs at that size apart from what the product's pages do.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const offset = Number(process.env.BENCH_PORT_OFFSET ?? 0);
const bare = { dir: 'bench/bare-remix', url: `http://127.0.0.1:${3238 + offset}` };
const withRoutes = { dir: '.tmp/bare-remix-routes', url: `http://127.0.0.1:${3239 + offset}` };
export const bareUrl = bare.url;
export const bareWithRoutesUrl = withRoutes.url;

function build(dir) {
  const result = spawnSync(process.execPath, ['node_modules/@remix-run/dev/dist/cli.js', 'vite:build', dir], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`Building ${dir} failed`);
}

/** Builds both references; returns the number of routes of the second (the product's count). */
export function buildBare() {
  build(bare.dir);
  const target = join(root, withRoutes.dir);
  rmSync(target, { recursive: true, force: true });
  cpSync(join(root, bare.dir), target, { recursive: true, filter: (path) => !path.includes('/build') });
  const routes = readdirSync(join(root, 'app/routes')).filter((name) => /\.tsx?$/.test(name));
  for (const name of routes) {
    if (name.startsWith('_index.')) continue;
    writeFileSync(
      join(target, 'app/routes', name.replace(/\.ts$/, '.tsx')),
      'export default function Page() {\n  return <main>Page</main>;\n}\n',
    );
  }
  build(withRoutes.dir);
  return routes.length + 1;
}

function serve({ dir, url }) {
  return spawn(process.execPath, ['build/web-server/main.js', `${dir}/build`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: new URL(url).port, NODE_ENV: 'production' },
  });
}

export const startBare = () => serve(bare);
export const startBareWithRoutes = () => serve(withRoutes);

export function stopBare(child) {
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}
