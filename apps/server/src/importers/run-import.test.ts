import { describe, expect, it } from 'vitest';
import { runImport } from './run-import';
import { fixture } from './test-files';
import type { ImportedCompany, ImportedOfficer, ImportedRelationship, ImportSink } from './types';

/** A sink that remembers what it was given, batch by batch. */
function recordingSink() {
  const calls: {
    companies: ImportedCompany[];
    relationships: ImportedRelationship[];
    officers: ImportedOfficer[];
  }[] = [];
  const sink: ImportSink = {
    async writeBatch(companies, relationships, officers) {
      calls.push({ companies: [...companies], relationships: [...relationships], officers: [...officers] });
    },
  };
  return { sink, calls };
}

describe('runImport', () => {
  it('summarises a GLEIF dry run of both files: counts, skipped rows with lines, reasons', async () => {
    const files: string[] = [];
    const [lei, relationships] = await runImport(
      { source: 'gleif', leiFile: fixture('gleif-lei.csv.zip'), relationshipsFile: fixture('gleif-rr.csv') },
      {},
      { onFile: (file) => files.push(file) },
    );
    expect(files).toEqual([fixture('gleif-lei.csv.zip'), fixture('gleif-rr.csv')]);
    expect(lei).toMatchObject({
      companies: 12,
      progress: { rowsRead: 18, rowsKept: 12, rowsFiltered: 3, rowsSkipped: 3 },
      skippedByReason: { 'invalid LEI': 1, 'broken quoting': 1, 'unknown country': 1 },
    });
    expect(lei.firstSkipped.map((row) => row.line)).toEqual([17, 18, 19]);
    expect(relationships).toMatchObject({ relationships: 5, progress: { rowsRead: 9, rowsSkipped: 2 } });
  });

  it('hands every batch to the sink in file order and lists at most the requested skipped rows', async () => {
    const { sink, calls } = recordingSink();
    const [summary] = await runImport(
      { source: 'offeneregister', file: fixture('offeneregister.jsonl.bz2') },
      { sink, batchSize: 3, listSkipped: 2 },
    );
    expect(calls.map((call) => call.companies.length)).toEqual([3, 3, 2]);
    expect(calls.flatMap((call) => call.companies.map((c) => c.sourceLine))).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8,
    ]);
    expect(calls.flatMap((call) => call.officers).length).toBe(summary.officers);
    expect(summary.firstSkipped).toEqual([
      { line: 9, reason: 'not valid JSON' },
      { line: 10, reason: 'no name' },
    ]);
    expect(summary.progress.rowsSkipped).toBe(3);
  });

  it('keeps the relationships of companies committed before a resume', async () => {
    const [lei, relationships] = await runImport(
      { source: 'gleif', leiFile: fixture('gleif-lei.csv'), relationshipsFile: fixture('gleif-rr.csv') },
      { resumeAfterRow: 18 },
    );
    expect(lei.companies).toBe(0);
    expect(relationships.relationships).toBe(5);
  });
});
