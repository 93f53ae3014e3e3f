import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type SqliteDatabase } from '../../src/store/sqlite/database';
import { refreshDerivedData } from '../../src/store/sqlite/dataset-build';
import { createDatasetRepository } from '../../src/store/sqlite/dataset-repository';

describe('the dataset counts', () => {
  let dir: string;
  let db: SqliteDatabase;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fd-counts-'));
    copyFileSync(inject('datasetTemplate'), join(dir, 'firmenradar.sqlite'));
    db = openDatabase(join(dir, 'firmenradar.sqlite'));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const counted = () => ({
    financial_reports: db.prepare('SELECT count(*) FROM financials').pluck().get(),
    employees: db.prepare('SELECT count(*) FROM employees').pluck().get(),
  });

  it('are kept with the derived figures and follow their recomputation, not counted per read', async () => {
    refreshDerivedData(db);
    const repository = createDatasetRepository(db);
    const kept = await repository.counts();
    expect(kept).toMatchObject(counted());
    const companyId = db.prepare('SELECT company_id FROM financials LIMIT 1').pluck().get();
    db.prepare('DELETE FROM financials WHERE company_id = ?').run(companyId);
    expect(counted().financial_reports).toBeLessThan(kept.financial_reports);
    // Still the kept figure: a deletion (or an import) shows once the derived figures are recomputed.
    expect((await repository.counts()).financial_reports).toBe(kept.financial_reports);
    refreshDerivedData(db);
    expect(await repository.counts()).toMatchObject(counted());
  });

  it('are counted for a dataset built before they were kept', async () => {
    db.prepare("DELETE FROM dataset_stats WHERE key = 'row_counts'").run();
    expect(await createDatasetRepository(db).counts()).toMatchObject(counted());
  });
});
