#!/usr/bin/env node
// `npm test`: every tier in order — lint, types and the allowed imports, unit + integration (Vitest, on SQLite and
// on PostgreSQL), the build (web app and compiled server) with the web size budget, end-to-end (Playwright in the machine's
// Chromium, plus a smoke set against PostgreSQL) — then one closing line with the number of
// tests passed and failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, 'node_modules', '.cache', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(title, command, args, env = {}) {
  console.log(`\n── ${title} ──`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return true;
  if (process.getuid?.() === 0) {
    console.log('Chromium is missing: installing it from Debian packages (apt-get install chromium).');
    const ok =
      run('apt-get update', 'apt-get', ['update']) &&
      run('apt-get install chromium', 'apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
        DEBIAN_FRONTEND: 'noninteractive',
      });
    if (ok && existsSync(chromium)) return true;
  }
  console.error(
    'End-to-end tests need Chromium: run `apt-get update && apt-get install -y chromium` as root, then `npm test`.',
  );
  return false;
}

/** The PostgreSQL store tests need a server; as root, without a URL of the caller's, provide the local one. */
function ensurePostgres() {
  if (process.env.TEST_POSTGRES_URL) {
    console.log('PostgreSQL tests use TEST_POSTGRES_URL.');
    return true;
  }
  if (process.getuid?.() !== 0) {
    console.log(
      'PostgreSQL tests use postgres://firmenradar:***@127.0.0.1:5432/postgres; if it is not running, ' +
        'run `sudo scripts/ensure-postgres.sh` or set TEST_POSTGRES_URL.',
    );
    return true;
  }
  console.log('Making sure PostgreSQL runs locally with the role firmenradar (scripts/ensure-postgres.sh).');
  return run('PostgreSQL for the tests', 'bash', [join(root, 'scripts', 'ensure-postgres.sh')]);
}

// The web app and the compiled server (npm run build); the end-to-end tiers run the compiled server.
// Built here, once, right before them: E2E_SERVER_BUILT tells their configs not to build it again
// (`npx playwright test` alone still builds it).
const webBuild = () => run('build (web app and server)', 'npm', ['run', 'build']);
const e2eEnv = { E2E_SERVER_BUILT: '1' };
const typeProjects = ['packages/contract', 'packages/datagen', 'apps/server', 'apps/web', 'e2e', 'bench'];
const steps = [
  () => run('lint and format (Biome)', 'npx', ['biome', 'ci', '.']),
  ...typeProjects.map((project) => () => run(`types: ${project}`, 'npx', ['tsc', '-p', project, '--noEmit'])),
  () => run('dependency check (dependency-cruiser)', 'node', ['scripts/check-dependencies.mjs']),
  () => ensurePostgres(),
  () =>
    run('unit and integration tests (Vitest)', 'npx', [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'vitest.json')}`,
    ]),
  webBuild,
  () => run('web size budget', 'node', ['scripts/check-bundle-budget.mjs']),
  () =>
    ensureChromium() &&
    run('end-to-end tests (Playwright, Chromium)', 'npm', ['run', 'test', '-w', 'e2e'], {
      ...e2eEnv,
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
    }),
  () =>
    ensureChromium() &&
    run(
      'end-to-end smoke set on PostgreSQL (Playwright, Chromium)',
      'npm',
      ['run', 'test:postgres', '-w', 'e2e'],
      {
        ...e2eEnv,
        PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright-postgres.json'),
      },
    ),
];

// Every tier runs even when an earlier one fails, so that one run reports everything; only a
// failed build stops the run (the budget and end-to-end tiers need it).
let failedSteps = 0;
for (const step of steps) {
  if (step()) continue;
  failedSteps++;
  if (step === webBuild) break;
}

let passed = 0;
let failed = 0;
const vitestReport = join(reports, 'vitest.json');
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
for (const name of ['playwright.json', 'playwright-postgres.json']) {
  const playwrightReport = join(reports, name);
  if (!existsSync(playwrightReport)) continue;
  const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
}
if (failedSteps > 0 && failed === 0) failed = 1;
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failedSteps > 0 || failed > 0 ? 1 : 0);
