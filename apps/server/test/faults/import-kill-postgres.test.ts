/**
 * kill -9 in the middle of an import into PostgreSQL: each batch is one transaction, so every
 * company is written whole or not at all, and running the same import again finishes the job
 * without duplicates (the SQLite twin is import-kill.test.ts).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGleifCsv } from '../../../../bench/src/import-bench-data';
import { EVENT_TYPE_CODES } from '../../src/store/event-codes';
import { eventually } from '../eventually';
import { createPostgresInstall } from '../postgres';
import { gleifImportArgs } from './import-cli';

/** About one golden-copy row in nine is a DACH company: some 4,400 companies, in batches of 250. */
const ROWS = 40_000;

describe('an import into PostgreSQL killed with SIGKILL', () => {
  let dir: string;
  let install: Awaited<ReturnType<typeof createPostgresInstall>>;
  let client: pg.Client;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-import-kill-pg-'));
    await writeGleifCsv(join(dir, 'lei.csv'), ROWS);
    install = await createPostgresInstall();
    client = new pg.Client({ connectionString: install.target.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await install?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const args = () => gleifImportArgs(join(dir, 'lei.csv'));
  const env = () => ({
    ...process.env,
    INIT_CWD: '',
    DATA_DIR: install.dataDir,
    DATABASE_URL: install.target.url,
  });
  const count = async (sql: string) => Number((await client.query(sql)).rows[0].n);
  const imported = () => count('SELECT count(*) AS n FROM company_identity');

  it('leaves no half-written company, and a second run finishes the job', async () => {
    const companiesBefore = await count('SELECT count(*) AS n FROM companies');
    const child: ChildProcess = spawn(process.execPath, args(), { env: env(), stdio: 'ignore' });
    let gone = false;
    const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => {
      gone = true;
    });
    // Kill once some batches are committed, long before the end.
    await eventually(imported, (n) => n >= 1000 || gone, {
      timeoutMs: 60_000,
      intervalMs: 50,
      what: '1,000 imported companies before the kill',
    });
    child.kill('SIGKILL');
    await exited;
    const written = await imported();
    expect(written).toBeGreaterThanOrEqual(1000);
    expect(written % 250).toBe(0);
    expect(await count('SELECT count(*) AS n FROM companies')).toBe(companiesBefore + written);
    // Whole batches: every written company has its key, source, facets, provenance, history, registration event and change entry.
    for (const table of ['company_keys', 'company_sources', 'company_facets', 'company_provenance'])
      expect(
        await count(
          `SELECT count(DISTINCT t.company_id) AS n FROM ${table} t JOIN company_identity i USING (company_id)`,
        ),
        table,
      ).toBe(written);
    expect(await count("SELECT count(*) AS n FROM company_history WHERE field = 'created'")).toBe(written);
    expect(
      await count(
        `SELECT count(*) AS n FROM company_events JOIN company_identity USING (company_id) WHERE type = ${EVENT_TYPE_CODES.new_registration}`,
      ),
      'registrations',
    ).toBe(written);
    expect(
      await count(
        'SELECT count(DISTINCT c.company_id) AS n FROM company_changes c JOIN company_identity USING (company_id)',
      ),
    ).toBe(written);

    const rerun = spawnSync(process.execPath, args(), { env: env(), encoding: 'utf8' });
    expect(rerun.status, rerun.stderr).toBe(0);
    const kept = Number(/kept +([\d,]+)/.exec(rerun.stdout)![1]!.replace(/,/g, ''));
    expect(kept).toBeGreaterThan(written);
    const n = (value: number) => value.toLocaleString('en-US');
    expect(rerun.stdout).toContain(`${n(kept - written)} new, 0 changed, ${n(written)} unchanged`);
    expect(await imported()).toBe(kept);
    expect(await count('SELECT count(*) AS n FROM companies')).toBe(companiesBefore + kept);
    expect(await count('SELECT count(DISTINCT source_id) AS n FROM company_sources')).toBe(kept);
  }, 180_000);
});
