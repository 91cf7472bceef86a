import { fileURLToPath } from 'node:url';
import { vitePlugin as remix } from '@remix-run/dev';
import { defineConfig } from 'vite';

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true;
  }
}

// Small modules that many pages share would each become a file of their own, and every page would
// list and fetch them one by one: the shell's go with the shell, the forms' with the forms. React
// and Remix stay a file of their own, which a browser keeps across releases of the app.
const sharedChunks: Record<string, string[]> = {
  framework: [
    '/node_modules/react/',
    '/node_modules/react-dom/',
    '/node_modules/scheduler/',
    '/node_modules/@remix-run/',
    '/node_modules/react-router/',
    '/node_modules/react-router-dom/',
    '/node_modules/turbo-stream/',
  ],
  shell: [
    'app/lib/i18n.tsx',
    'app/lib/translate.ts',
    'app/lib/languages.ts',
    'app/lib/menu-link.ts',
    'app/lib/quiz-entry.ts',
    'app/lib/page-meta.ts',
    'app/lib/toast-bus.ts',
    'app/components/icons.tsx',
    'app/components/NotFound.tsx',
    'app/components/ErrorPage.tsx',
    // The header's, and the back office's frame's too.
    'app/components/Logo.tsx',
  ],
  // What the guide page and the lesson screens share.
  lessons: ['app/components/learning/LessonBar.tsx', 'app/lib/lesson-links.ts'],
  forms: [
    'app/lib/use-form.ts',
    'app/lib/use-hydrated.ts',
    'app/components/CsrfInput.tsx',
    'app/components/ErrorSummary.tsx',
    'app/components/TextField.tsx',
    'app/forms/email-form.ts',
  ],
};

function sharedChunkOf(id: string): string | undefined {
  return Object.keys(sharedChunks).find((chunk) =>
    sharedChunks[chunk]?.some((path) => (path.endsWith('/') ? id.includes(path) : id.endsWith(path))),
  );
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      // The content backend's contract (zod schemas, field rules, operations) shared with the app.
      '@contract': fileURLToPath(new URL('./backend/src/contract', import.meta.url)),
      // Code both processes run (the secret files in the data directory).
      '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
    },
  },
  server: { port: 3000 },
  build: {
    // Terser makes the browser's scripts about 4 KB (gzip) smaller than esbuild does, most of it in
    // React and Remix: every page's first load stays well within its 100 KB.
    minify: isSsrBuild ? false : 'terser',
    terserOptions: { compress: { passes: 2 } },
    // Dictionaries stay files of their own (app/lib/i18n.tsx), never inlined into a script.
    assetsInlineLimit: (file) => (file.endsWith('.json') ? false : undefined),
    rollupOptions: isSsrBuild ? {} : { output: { manualChunks: sharedChunkOf } },
  },
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
}));
