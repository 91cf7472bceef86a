// Bundles the web server into build/web-server/main.js, as the backend is bundled (dependencies stay
// in node_modules). It runs after `remix vite:build`, which empties build/ first; the server loads
// the app from build/server/index.js beside it, and the busy pages' texts from locales/.
import { fileURLToPath } from 'node:url';
import { bundleNode } from './bundle-node.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}build/web-server`;

await bundleNode(outdir, { main: `${root}web-server/main.ts` });
console.log(`Web server built in ${outdir}`);
