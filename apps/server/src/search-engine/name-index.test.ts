import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { foldQuery, nameIndexTerms } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { SqliteDatabase } from '../store/sqlite/database';
import { sqliteEngineSource } from '../store/sqlite/engine-source';
import { matchExpression } from '../store/sqlite/fts-expression';
import { openSqliteDataset } from '../store/sqlite/index';
import type { TermQuery } from '../store/types';
import { clearBit, setBit } from './bitmap';
import { createNameIndex } from './name-index';

/** The name index over a dataset file, as the company store opens it. */
function nameIndexOf(db: SqliteDatabase) {
  const source = sqliteEngineSource(db);
  return createNameIndex(source.names, source.companies);
}

/**
 * Rarest first (common terms from bitmaps, rare ones from FTS5) must answer exactly what FTS5
 * answers alone, on the test dataset, where 'gmbh', 'kg', 'co' … are common terms.
 */
describe('name index: rarest first', () => {
  let dir: string;
  let db: SqliteDatabase;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'fd-name-index-'));
    copyFileSync(inject('datasetTemplate'), join(dir, 'dataset.sqlite'));
    db = openSqliteDataset(join(dir, 'dataset.sqlite'));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const exact = (text: string): TermQuery => {
    const { required, optional } = foldQuery(text);
    return [...required, ...optional].map((term) => ({ terms: [term], prefix: false }));
  };
  const fts = (query: TermQuery, excluding?: TermQuery) =>
    db
      .prepare('SELECT rowid FROM company_fts WHERE company_fts MATCH ?')
      .pluck()
      .all(matchExpression(query, excluding)) as number[];

  it('answers mixed queries, counts and exclusions as FTS5 alone does', async () => {
    const index = nameIndexOf(db);
    const names = db
      .prepare('SELECT company_name FROM companies WHERE company_id % 53 = 0 ORDER BY company_id')
      .pluck()
      .all() as string[];
    let mixed = 0;
    for (const name of names) {
      const withLegalForm = exact(name);
      const withoutLegalForm = exact(foldQuery(name).required.join(' '));
      if (withLegalForm.length > withoutLegalForm.length) mixed++;
      for (const [query, excluding] of [
        [withLegalForm, undefined],
        [withoutLegalForm, withLegalForm],
        [[...withoutLegalForm, { terms: ['gmbh', 'ag'], prefix: false }], withLegalForm],
      ] as [TermQuery, TermQuery | undefined][]) {
        const expected = fts(query, excluding);
        expect(await index.matchIds(query, 10_000, excluding), name).toEqual(expected);
        expect(await index.matchIds(query, 2, excluding), name).toEqual(expected.slice(0, 2));
        if (!excluding) expect(await index.countMatches(query, 10_001), name).toBe(expected.length);
      }
    }
    expect(mixed).toBeGreaterThan(50);
  });

  it('keeps the bitmaps current when a company is renamed', async () => {
    const index = nameIndexOf(db);
    const id = db
      .prepare("SELECT company_id FROM companies WHERE company_name LIKE '% GmbH' LIMIT 1")
      .pluck()
      .get() as number;
    const name = db
      .prepare('SELECT company_name FROM companies WHERE company_id = ?')
      .pluck()
      .get(id) as string;
    const query = exact(name);
    expect(await index.matchIds(query, 10_000)).toContain(id);
    db.prepare('UPDATE companies SET company_name = ? WHERE company_id = ?').run(
      name.replace(/ GmbH$/, ' AG'),
      id,
    );
    index.refresh([id]);
    // The full-text row still says GmbH; the bitmap now says AG, so the mixed query drops it.
    expect(await index.matchIds(query, 10_000)).not.toContain(id);
  });

  it('takes renamed companies into the bitmaps in two batches, as each name’s index terms say', () => {
    const source = sqliteEngineSource(db);
    const renamed = db
      .prepare('SELECT company_id, company_name FROM companies ORDER BY company_id LIMIT 50 OFFSET 100')
      .raw()
      .all() as [number, string][];
    // One company is gone: its name is no longer read, and it keeps no bit.
    const gone = renamed[7]![0];
    const index = createNameIndex(source.names, {
      ...source.companies,
      namesOf: (ids) => source.companies.namesOf(ids).filter(([id]) => id !== gone),
    });
    const bitmaps = () => index.state().bitmaps.map(([term, bits]) => [term, Array.from(bits)] as const);
    const expected = bitmaps();
    const before = structuredClone(expected);
    expect(expected.length).toBeGreaterThan(0);
    const rename = (name: string, at: number) =>
      [`${name.split(' ')[0]} Holding GmbH & Co. KG`, name.split(' ')[0]!, `Müller ${name} AG`][at % 3]!;
    const update = db.prepare('UPDATE companies SET company_name = ? WHERE company_id = ?');
    renamed.forEach(([id, name], at) => {
      const now = rename(name, at);
      update.run(now, id);
      const terms = nameIndexTerms(now);
      for (const [term, bits] of expected) {
        const bytes = Uint8Array.from(bits);
        if (id !== gone && terms.has(term)) setBit(bytes, id);
        else clearBit(bytes, id);
        bits.splice(0, bits.length, ...bytes);
      }
    });
    const ids = renamed.map(([id]) => id);
    index.refresh(ids.slice(0, 25));
    index.refresh(ids.slice(25));
    expect(expected).not.toStrictEqual(before);
    expect(bitmaps()).toStrictEqual(expected);
  });
});
