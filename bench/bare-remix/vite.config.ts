import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

// The bare reference: Remix's own entries, a root and one static page, with the product's versions
// and future flags (vite.config.ts at the repository's root), so the benchmark can say what a page
// of the product costs beyond Remix itself.
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  plugins: [
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
