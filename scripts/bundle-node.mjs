// Bundles a Node program of the project into build/<folder>/ the one way both are built: ESM for
// Node 20, dependencies left in node_modules, with source maps.
import { rm } from 'node:fs/promises';
import { build } from 'esbuild';

export async function bundleNode(outdir, entryPoints) {
  await rm(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}
