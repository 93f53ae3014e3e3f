import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixture } from './test-files';

const CLI = join(import.meta.dirname, '../cli/import.ts');

function run(...args: string[]) {
  const { status, stdout, stderr } = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    encoding: 'utf8',
    env: { ...process.env, INIT_CWD: '' },
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

  it('says that writing is not wired yet instead of pretending to write', () => {
    const { status, stderr } = run('offeneregister', fixture('offeneregister.jsonl'));
    expect(status).toBe(2);
    expect(stderr).toContain('not wired yet');
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
});
