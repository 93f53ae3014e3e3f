import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../apps/server/test/fixtures/import/', import.meta.url));

/** A file of the importers' fixtures (published GLEIF and OffeneRegister layouts). */
export const importFixture = (name: string) => `${FIXTURES}${name}`;

/**
 * Runs `npm run import -- <args>` against the e2e server's data (its DATA_DIR): the running
 * server picks the companies up through its change sequence.
 */
export function runImportCli(args: string[]): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (the Playwright config sets it).');
  return execFileSync('npm', ['run', '--silent', 'import', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', CI: '1' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 120_000,
  });
}

/** The first GLEIF and OffeneRegister publications of the fixtures. */
export function importFirstPublications(): void {
  runImportCli([
    'gleif',
    '--lei',
    importFixture('gleif-lei.csv.zip'),
    '--relationships',
    importFixture('gleif-rr.csv'),
  ]);
  runImportCli(['offeneregister', importFixture('offeneregister.jsonl.bz2')]);
}

/** The id of a company the server's search finds by name, once it has followed the import. */
export async function findImported(request: APIRequestContext, name: string): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const response = await request.get(`/api/landing_search?keyword=${encodeURIComponent(name)}`);
    if (response.ok()) {
      const body = (await response.json()) as { companies: { company_id: number; company_name: string }[] };
      const hit = body.companies.find((row) => row.company_name === name);
      if (hit) return hit.company_id;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} was not found by search after the import`);
}
