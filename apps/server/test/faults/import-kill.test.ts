/**
 * kill -9 in the middle of an import: every company is written whole or not at all, and running
 * the same import again finishes the job without duplicates.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGleifCsv } from '../../../../bench/src/import-bench-data';
import { EVENT_TYPE_CODES } from '../../src/store/event-codes';
import { openDatabase } from '../../src/store/sqlite/database';
import { buildSqliteDataset } from '../../src/store/sqlite/dataset-build';
import { eventually } from '../eventually';
import { gleifImportArgs } from './import-cli';

/** About one golden-copy row in nine is a DACH company: some 4,400 companies, in batches of 250. */
const ROWS = 40_000;

describe('an import killed with SIGKILL', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-import-kill-'));
    await writeGleifCsv(join(dir, 'lei.csv'), ROWS);
    await buildSqliteDataset(join(dir, 'firmenradar.sqlite'), { companies: 0, seed: 42 });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const args = () => gleifImportArgs(join(dir, 'lei.csv'));
  const env = () => ({ ...process.env, INIT_CWD: '', DATA_DIR: dir, DATABASE_URL: '' });

  it('leaves no half-written company, and a second run finishes the job', async () => {
    const db = openDatabase(join(dir, 'firmenradar.sqlite'));
    const count = (sql: string) => Number(db.prepare(sql).pluck().get());
    const child: ChildProcess = spawn(process.execPath, args(), { env: env(), stdio: 'ignore' });
    let gone = false;
    const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => {
      gone = true;
    });
    // Kill once some batches are committed, long before the end.
    await eventually(
      () => count('SELECT count(*) FROM company_identity'),
      (n) => n >= 1000 || gone,
      { timeoutMs: 60_000, intervalMs: 50, what: '1,000 imported companies before the kill' },
    );
    child.kill('SIGKILL');
    await exited;
    const written = count('SELECT count(*) FROM company_identity');
    expect(written).toBeGreaterThanOrEqual(1000);
    expect(count('SELECT count(*) FROM companies')).toBe(written);
    // Whole batches: every written company has its row, key, source, provenance, history, registration event and change entry.
    for (const table of ['companies', 'company_keys', 'company_sources', 'company_facets', 'company_changes'])
      expect(count(`SELECT count(DISTINCT company_id) FROM ${table}`), table).toBe(written);
    expect(count("SELECT count(*) FROM company_history WHERE field = 'created'")).toBe(written);
    expect(
      count(`SELECT count(*) FROM company_events WHERE type = ${EVENT_TYPE_CODES.new_registration}`),
      'registrations',
    ).toBe(written);
    expect(count('SELECT count(DISTINCT company_id) FROM company_provenance')).toBe(written);
    expect(written % 250).toBe(0);

    const rerun = spawnSync(process.execPath, args(), { env: env(), encoding: 'utf8' });
    expect(rerun.status).toBe(0);
    const kept = Number(/kept +([\d,]+)/.exec(rerun.stdout)![1]!.replace(/,/g, ''));
    expect(kept).toBeGreaterThan(written);
    const n = (value: number) => value.toLocaleString('en-US');
    expect(rerun.stdout).toContain(`${n(kept - written)} new, 0 changed, ${n(written)} unchanged`);
    expect(count('SELECT count(*) FROM companies')).toBe(kept);
    expect(count('SELECT count(DISTINCT source_id) FROM company_sources')).toBe(kept);
    db.close();
  }, 120_000);
});
