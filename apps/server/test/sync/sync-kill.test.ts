/**
 * kill -9 while `npm run sync` imports: every company is written whole or not at all, the next
 * run takes the dead process's lease over at once, records the interrupted run as failed and
 * finishes the job without duplicates; `npm run sync -- status` shows both runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeGleifCsv } from '../../../../bench/src/import-bench-data';
import { GLEIF_RR_COLUMNS } from '../../src/importers/gleif-columns';
import { commandEntry } from '../../src/server-files';
import { openDatabase } from '../../src/store/sqlite/database';
import { buildSqliteDataset } from '../../src/store/sqlite/dataset-build';
import { eventually } from '../eventually';
import { builtCommand } from '../server-build';
import { type FakeRegisters, startFakeRegisters } from './fake-registers';
import { goldenCopyCsv } from './registers';

/** About one golden-copy row in nine is a DACH company: some 4,400 companies, in batches of 1,000. */
const ROWS = 40_000;

describe('a sync killed with SIGKILL while it imports', () => {
  let dir: string;
  let registers: FakeRegisters;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-sync-kill-'));
    await writeGleifCsv(join(dir, 'lei.csv'), ROWS);
    registers = await startFakeRegisters({
      stamp: '20250115-0800',
      full: { lei2: readFileSync(join(dir, 'lei.csv'), 'utf8'), rr: goldenCopyCsv(GLEIF_RR_COLUMNS, []) },
      deltas: {},
    });
    await buildSqliteDataset(join(dir, 'firmenradar.sqlite'), { companies: 0, seed: 42 });
  }, 120_000);
  afterAll(async () => {
    await registers.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const env = () => ({
    ...process.env,
    INIT_CWD: '',
    DATA_DIR: dir,
    DATABASE_URL: '',
    GLEIF_GOLDEN_COPY_URL: registers.gleifUrl,
    // The test's own pace: on a busy machine a niced child waits for the cores.
    IMPORT_NICE: '0',
  });
  /** The command from this run's build, started with plain node as `npm run sync` starts it. */
  const sync = (...args: string[]) => builtCommand('sync', ...args);
  /**
   * Runs the command to its end without blocking this process, which serves the fake registers;
   * `fromSource`: as a server running from TypeScript starts it (server-files.ts commandEntry,
   * through runtime/ts-command.mjs and tsx), the one test of that path (docs/decisions/220).
   */
  const run = (args: string[], fromSource = false) =>
    new Promise<{ status: number | null; stdout: string }>((resolve) => {
      const child = spawn(process.execPath, fromSource ? [...commandEntry('sync'), ...args] : sync(...args), {
        env: env(),
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      let stdout = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
      });
      child.once('exit', (status) => resolve({ status, stdout }));
    });

  it('leaves no half-written company, and the next run finishes the job', async () => {
    const db = openDatabase(join(dir, 'firmenradar.sqlite'));
    const count = (sql: string) => Number(db.prepare(sql).pluck().get());
    const child: ChildProcess = spawn(process.execPath, sync('gleif'), { env: env(), stdio: 'ignore' });
    let gone = false;
    const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => {
      gone = true;
    });
    await eventually(
      () => count('SELECT count(*) FROM company_identity'),
      (n) => n >= 1000 || gone,
      { timeoutMs: 90_000, intervalMs: 50, what: '1,000 synced companies before the kill' },
    );
    child.kill('SIGKILL');
    await exited;
    const written = count('SELECT count(*) FROM company_identity');
    expect(written).toBeGreaterThanOrEqual(1000);
    for (const table of ['companies', 'company_keys', 'company_sources', 'company_facets', 'company_changes'])
      expect(count(`SELECT count(DISTINCT company_id) FROM ${table}`), table).toBe(written);
    expect(count("SELECT count(*) FROM company_history WHERE field = 'created'")).toBe(written);
    expect(count('SELECT count(DISTINCT company_id) FROM company_provenance')).toBe(written);
    expect(count("SELECT count(*) FROM sync_runs WHERE outcome = 'running'")).toBe(1);

    const rerun = await run(['gleif']);
    expect(rerun.status).toBe(0);
    expect(rerun.stdout).toContain('1 interrupted run(s) recorded as failed');
    const n = (value: number) => value.toLocaleString('en-US');
    const total = count('SELECT count(*) FROM company_identity');
    expect(total).toBeGreaterThan(written);
    expect(rerun.stdout).toMatch(
      new RegExp(
        `gleif: full of the data published 2025-01-15 08:00 UTC imported: .* companies ${n(total - written)} new, 0 changed, ${n(written)} unchanged;`,
      ),
    );
    expect(count('SELECT count(DISTINCT source_id) FROM company_sources')).toBe(total);
    expect(count('SELECT count(*) FROM companies')).toBe(total);
    db.close();

    const status = await run(['status'], true);
    expect(status.status).toBe(0);
    const lines = status.stdout.split('\n');
    expect(lines[0]).toBe('No sync is running now.');
    expect(lines[1]).toMatch(/^run +source +kind +outcome +started +published +bytes +read +kept +new/);
    expect(lines[2]).toMatch(/^2 +gleif +full +succeeded /);
    expect(lines[3]).toMatch(/^1 +gleif +full +failed /);
    expect(lines[4]).toBe('      error: interrupted: the process running it ended before it finished');
  }, 300_000);
});
