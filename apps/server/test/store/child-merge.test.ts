import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDataset } from '@fd/datagen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildLoader } from '../../src/store/sqlite/child-loader';
import {
  analyzeChildTables,
  analyzeMergedDataset,
  CHILD_TABLES,
  childCopySql,
  mergeChildren,
} from '../../src/store/sqlite/child-merge';
import { CompanyLoader } from '../../src/store/sqlite/company-loader';
import { migrate, openBulkDatabase, type SqliteDatabase } from '../../src/store/sqlite/database';
import { createChildIndexes, createDatasetIndexes } from '../../src/store/sqlite/dataset-indexes';

describe("merging the dataset worker's side file", () => {
  let dir: string;
  let sidePath: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fd-child-merge-'));
    sidePath = join(dir, 'side.sqlite');
    // What the worker does: its tables, then their indexes.
    const side = openBulkDatabase(sidePath);
    migrate(side);
    side.transaction(() => generateDataset(new ChildLoader(side), { companies: 60, seed: 7 }))();
    createChildIndexes(side);
    analyzeChildTables(side);
    side.close();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const openMain = (name: string): SqliteDatabase => {
    const db = openBulkDatabase(join(dir, name));
    migrate(db);
    return db;
  };

  it('copies each child table and its indexes as stored, decoding and sorting nothing', () => {
    const db = openMain('plan.sqlite');
    createChildIndexes(db);
    db.prepare('ATTACH DATABASE ? AS side').run(sidePath);
    for (const table of CHILD_TABLES) {
      const opcodes = db
        .prepare(`EXPLAIN ${childCopySql(table)}`)
        .all()
        .map((step) => (step as { opcode: string }).opcode);
      // RowCell: SQLite's transfer of whole stored records (rows and index entries alike).
      expect(opcodes, table).toContain('RowCell');
      expect(opcodes, table).not.toContain('SorterOpen');
      expect(opcodes, table).not.toContain('Column');
    }
    db.close();
  });

  it('keeps every row with its id, and the indexes hold exactly the rows', () => {
    const db = openMain('merged.sqlite');
    mergeChildren(db, sidePath);
    db.prepare('ATTACH DATABASE ? AS side').run(sidePath);
    for (const table of CHILD_TABLES) {
      const rows = (schema: string) =>
        db.prepare(`SELECT rowid, * FROM ${schema}.${table} ORDER BY rowid`).raw().all();
      const merged = rows('main');
      expect(merged.length, table).toBeGreaterThan(0);
      expect(merged, table).toEqual(rows('side'));
    }
    const indexes = (schema: string) =>
      db
        .prepare(
          `SELECT name, sql FROM ${schema}.sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name`,
        )
        .all();
    expect(indexes('main')).toEqual(indexes('side'));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  });

  /** What the main thread holds before ANALYZE: its companies and figures, the merged children. */
  const builtMain = (name: string): SqliteDatabase => {
    const db = openMain(name);
    const loader = new CompanyLoader(db);
    db.transaction(() => {
      generateDataset(loader, { companies: 60, seed: 7 });
      loader.flush();
    })();
    mergeChildren(db, sidePath);
    createDatasetIndexes(db);
    return db;
  };

  const statistics = (db: SqliteDatabase) => ({
    stat1: db.prepare('SELECT * FROM sqlite_stat1 ORDER BY tbl, idx').raw().all() as unknown[][],
    stat4: db.prepare('SELECT * FROM sqlite_stat4 ORDER BY tbl, idx, sample').raw().all() as unknown[][],
  });

  it("analyzes the merged dataset as a whole ANALYZE would, the child tables' part done by the worker", () => {
    const db = builtMain('analyzed.sqlite');
    analyzeMergedDataset(db, sidePath);
    const merged = statistics(db);
    for (const table of [...CHILD_TABLES, 'companies', 'latest_financials']) {
      expect(
        merged.stat1.some(([tbl]) => tbl === table),
        table,
      ).toBe(true);
    }
    expect(merged.stat4.some(([tbl]) => tbl === 'company_events')).toBe(true);
    db.exec('ANALYZE');
    expect(merged).toEqual(statistics(db));
    db.close();
  });

  it("takes the child tables' statistics from the side file instead of scanning the copies", () => {
    const db = builtMain('copied-statistics.sqlite');
    const marked = join(dir, 'side-marked.sqlite');
    const side = openBulkDatabase(sidePath);
    side.prepare('VACUUM INTO ?').run(marked);
    side.close();
    const copy = openBulkDatabase(marked);
    copy.exec(`UPDATE sqlite_stat1 SET stat = '12345 1' WHERE idx = 'company_events_by_company'`);
    copy.close();
    analyzeMergedDataset(db, marked);
    expect(
      db.prepare(`SELECT stat FROM sqlite_stat1 WHERE idx = 'company_events_by_company'`).pluck().get(),
    ).toBe('12345 1');
    db.close();
  });
});
