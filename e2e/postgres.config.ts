import { defineConfig } from '@playwright/test';
import base, { CHROMIUM } from './playwright.config';
import { ADMIN_PSQL, e2eDatabase } from './support/postgres-database';

/**
 * `npm run test:postgres -w e2e`: a smoke set of the end-to-end specs against a server whose
 * accounts and companies live in PostgreSQL (a fresh database per run, on the server that
 * `scripts/ensure-postgres.sh` provides), so that both engines are seen working in a browser.
 * The database is dropped again when the tests are done (support/postgres-database.ts).
 */
const database = e2eDatabase();
const admin = ADMIN_PSQL;
const server = base.webServer as { command: string; env: Record<string, string> };

export default defineConfig({
  ...base,
  outputDir: `test-results/postgres-${process.env.E2E_PORT}`,
  globalTeardown: './support/postgres-database.ts',
  // None of these specs changes the dataset: one project.
  projects: [{ name: 'chromium', use: CHROMIUM }],
  testMatch: [
    'accounts/registration.spec.ts',
    'accounts/login.spec.ts',
    'public/landing-search.spec.ts',
    'company/company-page.spec.ts',
    'company/company-actions.spec.ts',
    'search/company-advanced.spec.ts',
    'workspace/lead-lists.spec.ts',
    'workspace/watchlist.spec.ts',
  ],
  webServer: {
    ...server,
    command: `${admin} -c 'DROP DATABASE IF EXISTS ${database} WITH (FORCE)' -c 'CREATE DATABASE ${database}' && ${server.command}`,
    env: {
      ...server.env,
      DATABASE_URL: `postgres://firmenradar:firmenradar@127.0.0.1:5432/${database}`,
    },
  },
});
