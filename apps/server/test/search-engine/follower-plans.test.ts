import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/store/sqlite/database';
import { sqliteEngineSource } from '../../src/store/sqlite/engine-source';

/**
 * The change follower's batched reads (docs/decisions/216) find their rows by the batch's keys,
 * whatever the file's statistics say. A server's local index is analysed when it is built; an
 * import then gives thousands of companies a LEI, so the statistics still call the LEI index
 * empty, and a plan that walks that index whole grows with every LEI the import adds, in every
 * batch of the import.
 */
let dir: string;
let db: Database.Database;
const statements: string[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fd-follower-plans-'));
  const path = join(dir, 'firmenradar.sqlite');
  copyFileSync(inject('datasetTemplate'), path);
  const writer = openDatabase(path);
  // The statistics of a file analysed before any company had a LEI, as the bench's local index.
  writer.exec('ANALYZE');
  writer.exec(`DELETE FROM sqlite_stat1 WHERE idx = 'company_identity_by_lei';
    INSERT INTO sqlite_stat1 (tbl, idx, stat) VALUES ('company_identity', 'company_identity_by_lei', '0 0')`);
  // Then an import: 200 companies get a LEI, the next 25 a GLEIF parent among them.
  writer.exec(`INSERT INTO company_identity (company_id, country, lei)
      SELECT company_id, 'DE', printf('LEI%017d', company_id) FROM companies ORDER BY company_id LIMIT 200
      ON CONFLICT (company_id) DO UPDATE SET lei = excluded.lei;
    INSERT INTO company_relationships (company_id, parent_lei, kind, status, fingerprint)
      SELECT company_id, printf('LEI%017d', company_id - 200), 'direct-parent', 'active', 'test'
        FROM companies ORDER BY company_id LIMIT 25 OFFSET 200`);
  writer.close();
  db = new Database(path, { readonly: true, verbose: (sql) => statements.push(String(sql)) });
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Plan steps that read a table other than by an equal leading key: a scan, or a range of an
 * index's first column (a range after an equal first column stays within one key).
 */
function unkeyedSteps(sql: string): string[] {
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[];
  return plan
    .map(({ detail }) => detail)
    .filter((detail) => /^(SCAN|SEARCH) /.test(detail))
    .filter((detail) => !/^SCAN json_each VIRTUAL TABLE/.test(detail))
    .filter((detail) => !/^SEARCH .* \(\w+=\?(?: AND \w+[=<>]+\?)*\)$/.test(detail));
}

describe('the change follower’s batched reads', () => {
  it('find a batch’s rows by its keys, even where the statistics call the LEI index empty', () => {
    const ids = db
      .prepare('SELECT company_id FROM company_identity WHERE lei IS NOT NULL ORDER BY company_id LIMIT 25')
      .pluck()
      .all() as number[];
    expect(ids.length).toBeGreaterThan(0);
    const source = sqliteEngineSource(db);
    statements.length = 0;
    const children = source.groups.gleifChildrenOf(ids);
    source.groups.gleifParentsOf(ids);
    source.groups.recordParentsOf(ids);
    source.companies.facetsOf(ids);
    source.companies.reportsOf(ids);
    source.companies.namesOf(ids);
    source.events.eventsOf(ids);

    const reads = [...statements];
    expect(children).toHaveLength(25);
    expect(reads).toHaveLength(7);
    for (const sql of reads) expect({ sql, steps: unkeyedSteps(sql) }).toEqual({ sql, steps: [] });
  });
});
