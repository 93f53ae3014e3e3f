import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtCommand } from '../../test/server-build';
import { buildSqliteDataset } from '../store/sqlite/dataset-build';
import { fixture } from './test-files';

function run(...args: string[]) {
  return runIn(mkdtempSync(join(tmpdir(), 'fd-import-cli-')), ...args);
}

function runIn(dataDir: string, ...args: string[]) {
  return runWith({}, dataDir, ...args);
}

function runWith(env: Record<string, string>, dataDir: string, ...args: string[]) {
  const { status, stdout, stderr } = spawnSync(process.execPath, builtCommand('import', ...args), {
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: '', DATA_DIR: dataDir, DATABASE_URL: '', ...env },
  });
  return { status, stdout, stderr };
}

describe('npm run import (CLI)', () => {
  it('reads both GLEIF files in a dry run and prints the summary with the skipped lines', () => {
    const { status, stdout } = run(
      'gleif',
      '--lei',
      fixture('gleif-lei.csv.zip'),
      '--relationships',
      fixture('gleif-rr.csv'),
      '--dry-run',
    );
    expect(status).toBe(0);
    expect(stdout).toContain('kept           12 (12 companies, 0 relationships, 0 officers)');
    expect(stdout).toContain('kept           5 (0 companies, 5 relationships, 0 officers)');
    expect(stdout).toMatch(/line +18 {2}broken quoting/);
    expect(stdout).toContain('Dry run: nothing was written.');
  });

  it('writes into an empty dataset, and a second run of the same file changes nothing', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fd-import-cli-'));
    try {
      const missing = runIn(dataDir, 'offeneregister', fixture('offeneregister.jsonl'));
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('npm run datagen -- --companies 0');
      await buildSqliteDataset(join(dataDir, 'firmenradar.sqlite'), { companies: 0, seed: 42 });
      const first = runIn(dataDir, 'offeneregister', fixture('offeneregister.jsonl.bz2'));
      expect(first.status).toBe(0);
      expect(first.stdout).toContain('Written into the store.');
      expect(first.stdout).toContain('companies      8 new, 0 changed, 0 unchanged');
      const second = runIn(dataDir, 'offeneregister', fixture('offeneregister.jsonl'));
      expect(second.stdout).toContain('companies      0 new, 0 changed, 8 unchanged');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('ends with one clear line for a damaged file and with the usage for a wrong command', () => {
    const damaged = run('offeneregister', fixture('offeneregister-truncated.jsonl.bz2'), '--dry-run');
    expect(damaged.status).toBe(1);
    expect(damaged.stderr).toMatch(
      /import: .*offeneregister-truncated\.jsonl\.bz2: bzip2 data is damaged or cut off/,
    );
    const usage = run('gleif', '--dry-run');
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain('import: gleif needs --lei <file>');
    expect(usage.stderr).toContain('usage:');
  });

  it('refuses a CPU niceness outside 0-19 with one line naming the setting', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-import-cli-'));
    const refused = runWith(
      { IMPORT_NICE: '25' },
      dir,
      'gleif',
      '--lei',
      fixture('gleif-lei.csv.zip'),
      '--dry-run',
    );
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/^import: Invalid configuration: IMPORT_NICE: /);
    expect(refused.stdout).toBe('');
    rmSync(dir, { recursive: true, force: true });
  });
});
