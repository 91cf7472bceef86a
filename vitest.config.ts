import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const alias = {
  '~': fileURLToPath(new URL('./app', import.meta.url)),
  '@contract': fileURLToPath(new URL('./backend/src/contract', import.meta.url)),
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
};

// Tests that need a server this machine may lack live in a folder of their own, run where the
// server is named (CI names both), rather than being skipped.
const backendTests = [
  'tests/backend/*.test.ts',
  ...(process.env.TEST_DATABASE_URL ? ['tests/backend/postgres/*.test.ts'] : []),
  ...(process.env.TEST_REDIS_URL ? ['tests/backend/redis/*.test.ts'] : []),
];
// The PGlite directory lock's and the embedded backup's tests start backends on PGlite whatever the
// suite's database: on a PostgreSQL server they would run the same tests again (`npm test` runs them
// in its PGlite pass).
const pgliteOnlyTests = process.env.TEST_DATABASE_URL
  ? ['tests/backend/pglite-lock.test.ts', 'tests/backend/backup.test.ts']
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/no-console-error.ts'],
          // Generous: a busy machine may take seconds to load jsdom or render a PDF. A test about
          // time-outs uses its own.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: { requireAssertions: true, poll: { timeout: 15_000 } },
          // Web app modules keep generated secrets under DATA_DIR: never the working tree's.
          env: { DATA_DIR: join(tmpdir(), 'skillpilot-unit-tests') },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'backend',
          include: backendTests,
          exclude: [...configDefaults.exclude, ...pgliteOnlyTests],
          environment: 'node',
          setupFiles: ['tests/setup/no-console-error.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What another backend sees arrives within moments; on a busy machine, several seconds.
          expect: { requireAssertions: true, poll: { timeout: 15_000 } },
        },
      },
      // Restarts of the built product under learners: PostgreSQL only, run by `npm test` after the build.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'restarts',
                include: ['tests/restarts/*.test.ts'],
                environment: 'node',
                setupFiles: ['tests/setup/no-console-error.ts'],
                testTimeout: 300_000,
                hookTimeout: 400_000,
              },
            },
          ]
        : []),
    ],
  },
});
