// Bundles the backend into build/backend: main.js (dependencies stay in node_modules), the operator
// CLI admin.js, and the migrations main.js applies at start, which it finds beside itself.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}build/backend`;

await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: `${root}backend/src/main.ts`, admin: `${root}backend/src/cli/admin.ts` },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp(`${root}backend/src/db/migrations`, `${outdir}/migrations`, { recursive: true });
console.log(`Backend built in ${outdir}`);
