/**
 * A copy of the generated test dataset, opened, with the filter index over it: for the engine
 * tests that change companies and look at what the index then finds.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { CompanyFilterIndex } from '../../src/search-engine/company-filter-index';
import { openDatabase, type SqliteDatabase } from '../../src/store/sqlite/database';
import { sqliteEngineSource } from '../../src/store/sqlite/engine-source';

export interface FilterIndexCopy {
  db: SqliteDatabase;
  index: CompanyFilterIndex;
  /** Closes the file and removes the copy. */
  close(): void;
}

export function openFilterIndexCopy(prefix: string): FilterIndexCopy {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const path = join(dir, 'firmenradar.sqlite');
  copyFileSync(inject('datasetTemplate'), path);
  const db = openDatabase(path);
  return {
    db,
    index: new CompanyFilterIndex(sqliteEngineSource(db)),
    close() {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
