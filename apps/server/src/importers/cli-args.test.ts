import { describe, expect, it } from 'vitest';
import { parseImportArgs, UsageError } from './cli-args';

describe('parseImportArgs', () => {
  it('reads a GLEIF job with both files', () => {
    expect(
      parseImportArgs(['gleif', '--lei', 'l1.csv.zip', '--relationships', 'rr.csv', '--dry-run']),
    ).toEqual({
      job: { source: 'gleif', leiFile: 'l1.csv.zip', relationshipsFile: 'rr.csv' },
      dryRun: true,
      batchSize: undefined,
      resumeAfterRow: undefined,
      workers: undefined,
    });
  });

  it('reads an OffeneRegister job with batch size and resume position', () => {
    expect(
      parseImportArgs(['offeneregister', 'de.jsonl.bz2', '--batch-size', '500', '--resume-after-row', '0']),
    ).toEqual({
      job: { source: 'offeneregister', file: 'de.jsonl.bz2' },
      dryRun: false,
      batchSize: 500,
      resumeAfterRow: 0,
    });
  });

  it('explains every mistake in one sentence', () => {
    const cases: [string[], RegExp][] = [
      [[], /which source\?/],
      [['companieshouse', 'x'], /unknown source 'companieshouse'/],
      [['gleif'], /gleif needs --lei <file>/],
      [['gleif', 'file.csv'], /gleif takes its files as --lei/],
      [['offeneregister'], /exactly one file/],
      [['offeneregister', 'a', 'b'], /exactly one file/],
      [['offeneregister', 'a', '--lei', 'b'], /belong to gleif/],
      [['gleif', '--lei', 'x', '--batch-size', '0'], /--batch-size must be a whole number ≥ 1/],
      [['gleif', '--lei', 'x', '--resume-after-row', '-3'], /--resume-after-row/],
      [['gleif', '--lei', 'x', '--frobnicate'], /frobnicate/],
      [['gleif', '--lei'], /--lei/],
    ];
    for (const [argv, message] of cases) {
      expect(() => parseImportArgs(argv), argv.join(' ')).toThrow(UsageError);
      expect(() => parseImportArgs(argv), argv.join(' ')).toThrow(message);
    }
  });

  it('answers --help with an empty usage error', () => {
    expect(() => parseImportArgs(['--help'])).toThrow(new UsageError(''));
  });
});
