import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';

// Workers re-read this file: the port chosen by the main process travels in the environment.
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= `/tmp/fd-e2e-${process.env.E2E_PORT}`;
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const serverBuild = process.env.E2E_SERVER_BUILT === '1' ? '' : 'npm run build -w apps/server && ';

/** The machine's Chromium on a desktop viewport (never a downloaded browser). */
export const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined };

/**
 * Specs that change the shared dataset (imports, syncs, an operator's correction, a privacy block).
 * They run after all the others, one at a time, so that no other spec reads a company while it
 * changes. A new spec that writes to the dataset goes into one of these folders.
 */
const DATASET_CHANGING = ['imports/*.spec.ts', 'operator/*.spec.ts', 'privacy/*.spec.ts'];

export default defineConfig({
  testDir: './specs',
  // One folder per run: runs started side by side must not clear each other's artefacts.
  outputDir: `test-results/${port}`,
  // One browser at a time: with two on two cores, a spec's first, cold page load passed the
  // 10 s wait (docs/decisions/195).
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Vienna',
    // A failed test keeps its trace: each action's DOM snapshot, network and console, and one
    // screenshot at the failure. Not the trace's screencast: encoding a frame of every paint for
    // every test (and then discarding it when the test passed) tripled a trivial test's time on a
    // loaded two-core machine (docs/decisions/200, 2026-11-30).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: CHROMIUM, testIgnore: DATASET_CHANGING },
    // Runs only when every spec above passed (a failure there ends the run, as it fails it anyway).
    {
      name: 'dataset-changes',
      use: CHROMIUM,
      testMatch: DATASET_CHANGING,
      dependencies: ['chromium'],
      workers: 1,
    },
  ],
  webServer: {
    // The compiled server, as npm start runs it. Built here too, so that a run never tests a stale
    // build, unless `npm test` says it has just built it (E2E_SERVER_BUILT, scripts/test.mjs).
    command: `rm -rf ${process.env.E2E_DATA_DIR} && ${serverBuild}npm run start -w apps/server`,
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATASET_COMPANIES: '3000',
      DATASET_SEED: '11',
      // Every spec registers its own accounts from 127.0.0.1; the limits themselves are
      // covered by the integration tests.
      RATE_LIMIT_FACTOR: '50',
      // The webhook specs deliver to a receiver on 127.0.0.1 (tests only, docs/security.md).
      WEBHOOK_ALLOW_PRIVATE: 'true',
      // A block made on one worker reaches the others within half a second (docs/decisions/171).
      PERSON_BLOCKS_REFRESH_MS: '500',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
  },
});
