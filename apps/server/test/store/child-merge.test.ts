import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nameIndexText } from '@fd/contract';
import { generateDataset } from '@fd/datagen';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChildLoader } from '../../src/store/sqlite/child-loader';
import {
  analyzeChildTables,
  analyzeMergedDataset,
  CHILD_TABLES,
  childCopySql,
  mergeChildren,
  NAME_INDEX_TABLES,
  optimizeNameIndex,
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
    optimizeNameIndex(side);
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

  it("takes the companies' name index from the side file, as a build from the names would leave it", () => {
    const db = builtMain('name-index.sqlite');
    // The index the build made on this thread before: every name in id order, then 'optimize'.
    const reference = openMain('name-index-reference.sqlite');
    const names = db
      .prepare('SELECT company_id, company_name FROM companies ORDER BY company_id')
      .raw()
      .all();
    const insert = reference.prepare('INSERT INTO company_fts (rowid, tokens) VALUES (?, ?)');
    reference.transaction(() => {
      for (const [id, name] of names as [number, string][]) insert.run(id, nameIndexText(name));
    })();
    reference.exec(`INSERT INTO company_fts (company_fts) VALUES ('optimize')`);
    for (const table of NAME_INDEX_TABLES) {
      const rows = (of: SqliteDatabase) => of.prepare(`SELECT * FROM ${table} ORDER BY 1`).raw().all();
      expect(rows(db), table).toEqual(rows(reference));
    }
    const matches = (of: SqliteDatabase, query: string) =>
      of.prepare('SELECT rowid FROM company_fts WHERE company_fts MATCH ? ORDER BY rowid').pluck().all(query);
    const [, firstName] = names[0] as [number, string];
    const firstToken = nameIndexText(firstName).split(' ')[0]!;
    for (const query of [firstToken, `${firstToken.slice(0, 3)}*`, 'gmbh']) {
      expect(matches(db, query).length, query).toBeGreaterThan(0);
      expect(matches(db, query), query).toEqual(matches(reference, query));
    }
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    reference.close();
    db.close();
  });

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
