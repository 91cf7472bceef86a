// Bundles the web server into build/web-server/main.js, as the backend is bundled (dependencies stay
// in node_modules). It runs after `remix vite:build`, which empties build/ first; the server loads
// the app from build/server/index.js beside it, and the busy pages' texts from locales/.
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}build/web-server`;

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: `${root}web-server/main.ts` },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`Web server built in ${outdir}`);
