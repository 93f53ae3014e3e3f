import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'forks',
    // Two files at a time even on two cores: a file spends much of its time starting (a fresh
    // process loading the server's modules) and waiting for PostgreSQL or a child process.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A bound for a hung test, not a speed check: the heaviest integration tests (a dataset
    // regenerated, every route fuzzed, a key's daily quota spent) take 10–25 s on a quiet
    // 2-core machine, and one of them passed the old 30 s in a CI run.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'bench/src/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/{src,test}/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The same integration tests with PostgreSQL behind the app. dataset-lifetime tests the
          // embedded files themselves (regenerating one, moving an old install's accounts); its
          // PostgreSQL counterpart is test/store/postgres-lifetime.test.ts.
          name: 'server-postgres',
          include: ['apps/server/test/integration/**/*.test.ts'],
          exclude: ['apps/server/test/integration/dataset-lifetime.test.ts'],
          env: { FD_TEST_ENGINE: 'postgres' },
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
    ],
  },
});
