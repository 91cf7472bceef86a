// Bundles the backend into build/backend: main.js (dependencies stay in node_modules), the operator
// CLI admin.js, and the migrations main.js applies at start, which it finds beside itself.
import { cp } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { bundleNode } from './bundle-node.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}build/backend`;

await bundleNode(outdir, { main: `${root}backend/src/main.ts`, admin: `${root}backend/src/cli/admin.ts` });
await cp(`${root}backend/src/db/migrations`, `${outdir}/migrations`, { recursive: true });
console.log(`Backend built in ${outdir}`);
