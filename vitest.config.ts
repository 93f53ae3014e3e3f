import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

const SERVER_TESTS = 'apps/server/{src,test}/**/*.test.ts';
const INTEGRATION_TESTS = 'apps/server/test/integration/**/*.test.ts';
// dataset-lifetime tests the embedded files themselves (regenerating one, moving an old install's
// accounts); its PostgreSQL counterpart is test/store/postgres-lifetime.test.ts.
const SQLITE_ONLY = [
  'apps/server/test/integration/dataset-lifetime.test.ts',
  // Engine threads are started on SQLite only (docs/decisions/211).
  'apps/server/test/integration/engine-threads-serving.test.ts',
];

/**
 * Server test files that replace a module with `vi.mock`. The server projects share one module
 * graph per worker across files (`isolate: false`, docs/decisions/199), where a mock cannot reach
 * a module that an earlier file loaded already; these files run in projects of their own, each
 * file in a fresh module graph as before. Found by reading the files, so that a new one is not
 * forgotten.
 */
const MOCKING_FILES = ['apps/server/src', 'apps/server/test'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => join(dir, file))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, 'utf8'))),
);

/** The files of MOCKING_FILES on each engine, as before: each file in a process of its own. */
function isolatedProjects() {
  const integration = MOCKING_FILES.filter((file) => file.startsWith('apps/server/test/integration/'));
  const project = (name: string, include: string[], env: Record<string, string> = {}) => ({
    extends: true,
    test: { name, include, env, globalSetup: ['apps/server/test/global-setup.ts'] },
  });
  return [
    ...(MOCKING_FILES.length > 0 ? [project('server-isolated', MOCKING_FILES)] : []),
    ...(integration.length > 0
      ? [project('server-postgres-isolated', integration, { FD_TEST_ENGINE: 'postgres' })]
      : []),
  ];
}

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
          include: [SERVER_TESTS],
          exclude: MOCKING_FILES,
          // One process per worker runs file after file with the modules it loaded: the fresh
          // process and module graph per file cost more than the tests of most files (decision 199).
          isolate: false,
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The same integration tests with PostgreSQL behind the app.
          name: 'server-postgres',
          include: [INTEGRATION_TESTS],
          exclude: [...SQLITE_ONLY, ...MOCKING_FILES],
          isolate: false,
          env: { FD_TEST_ENGINE: 'postgres' },
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      ...isolatedProjects(),
    ],
  },
});
