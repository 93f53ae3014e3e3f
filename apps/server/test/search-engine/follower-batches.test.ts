import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type EngineSource, openSearchEngine, type SearchEngine } from '../../src/search-engine';
import { FOLLOW_BATCH } from '../../src/search-engine/change-follower';
import { openDatabase, type SqliteDatabase } from '../../src/store/sqlite/database';
import { sqliteEngineSource } from '../../src/store/sqlite/engine-source';

/**
 * The change follower's reads (docs/decisions/216): a batch of changed companies is read with one
 * statement per kind (facets, reports, parents, GLEIF parents and children, events, names), not
 * one per company, and the engine it leaves is the one the same reads made company by company
 * leave. The source is the one a PostgreSQL server's local index is read through as well.
 */
let dir: string;
let writer: SqliteDatabase;
const connections: Database.Database[] = [];
/** The SQL of every statement the batched engine's connection ran. */
const statements: string[] = [];
let batched: SearchEngine;
let perCompany: SearchEngine;
/** The same changes handed to the listeners in one call: the apply without slices. */
let unsliced: SearchEngine;
let batches = 0;
/** The most companies one call of the batched engine's listeners took. */
let largestBatch = 0;
/** The companies each call of the unsliced engine's listeners took. */
const unslicedBatches: number[] = [];
/** A turn's bound on the companies a follower applies (docs/decisions/216). */
const SLICE_BOUND = 25;

/** The same source, each batched read asked once per company: what the follower did before. */
function oneByOne(source: EngineSource): EngineSource {
  const each =
    <R>(read: (ids: readonly number[]) => R[]) =>
    (ids: readonly number[]) =>
      ids.flatMap((id) => read([id]));
  const { companies, groups, events } = source;
  return {
    ...source,
    companies: {
      ...companies,
      facetsOf: each((ids) => companies.facetsOf(ids)),
      reportsOf: each((ids) => companies.reportsOf(ids)),
      namesOf: each((ids) => companies.namesOf(ids)),
    },
    groups: {
      ...groups,
      recordParentsOf: each((ids) => groups.recordParentsOf(ids)),
      gleifParentsOf: each((ids) => groups.gleifParentsOf(ids)),
      gleifChildrenOf: each((ids) => groups.gleifChildrenOf(ids)),
    },
    events: { ...events, eventsOf: each((ids) => events.eventsOf(ids)) },
  };
}

/** The same source, its change sequence read whole at once: one batch, whatever FOLLOW_BATCH says. */
function allAtOnce(source: EngineSource): EngineSource {
  const { changes } = source;
  return {
    ...source,
    changes: {
      ...changes,
      changesAfter: (position) => changes.changesAfter(position, Number.MAX_SAFE_INTEGER),
    },
  };
}

const ids = (sql: string) => writer.prepare(sql).pluck().all() as number[];
const scalar = (sql: string) => writer.prepare(sql).pluck().get() as number;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fd-follower-batches-'));
  const path = join(dir, 'firmenradar.sqlite');
  copyFileSync(inject('datasetTemplate'), path);
  writer = openDatabase(path);
  const counted = new Database(path, { readonly: true, verbose: (sql) => statements.push(String(sql)) });
  const plain = new Database(path, { readonly: true });
  connections.push(counted, plain);
  batched = openSearchEngine(sqliteEngineSource(counted), () => {});
  perCompany = openSearchEngine(oneByOne(sqliteEngineSource(plain)), () => {});
  unsliced = openSearchEngine(allAtOnce(sqliteEngineSource(plain)), () => {});
  batched.onApplied((companyIds) => {
    if (companyIds.length > 0) batches++;
    largestBatch = Math.max(largestBatch, companyIds.length);
  });
  unsliced.onApplied((companyIds) => {
    if (companyIds.length > 0) unslicedBatches.push(companyIds.length);
  });
});
afterAll(() => {
  batched.stop();
  perCompany.stop();
  unsliced.stop();
  for (const db of connections) db.close();
  writer.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * Changes every kind of row the follower reads, for existing companies and new ones, and names
 * them all in the change sequence; returns the changed companies.
 */
function changeCompanies(): { changed: number[]; parentSet: number; revenueRaised: number } {
  const maxId = scalar('SELECT max(company_id) FROM company_facets');
  const withEvents = ids('SELECT DISTINCT company_id FROM company_events ORDER BY company_id LIMIT 40');
  const withReports = ids('SELECT company_id FROM latest_financials ORDER BY company_id LIMIT 40 OFFSET 50');
  const withParents = ids('SELECT company_id FROM company_facets WHERE parent_id IS NOT NULL LIMIT 20');
  const withoutParents = ids(
    'SELECT company_id FROM company_facets WHERE parent_id IS NULL LIMIT 20 OFFSET 200',
  );
  const gleifChildren = ids(
    'SELECT DISTINCT company_id FROM company_relationships ORDER BY company_id LIMIT 20',
  );
  const gleifParents = ids(`SELECT DISTINCT i.company_id FROM company_relationships r
      JOIN company_identity i ON i.lei = r.parent_lei ORDER BY i.company_id LIMIT 20`);
  const toggled = ids('SELECT company_id FROM company_facets ORDER BY company_id LIMIT 30 OFFSET 400');
  const added = Array.from({ length: 30 }, (_, at) => maxId + 1 + at);
  const list = (values: number[]) => JSON.stringify(values);
  writer.transaction(() => {
    writer
      .prepare(`DELETE FROM company_events WHERE event_id % 2 = 0
          AND company_id IN (SELECT value FROM json_each(?))`)
      .run(list(withEvents));
    writer
      .prepare(`UPDATE latest_financials SET revenue = coalesce(revenue, 0) + 1000
          WHERE company_id IN (SELECT value FROM json_each(?))`)
      .run(list(withReports));
    writer
      .prepare(
        'UPDATE company_facets SET parent_id = NULL WHERE company_id IN (SELECT value FROM json_each(?))',
      )
      .run(list(withParents));
    writer
      .prepare(`UPDATE company_facets SET parent_id = company_id + 1
          WHERE company_id IN (SELECT value FROM json_each(?))`)
      .run(list(withoutParents));
    writer
      .prepare(`UPDATE company_relationships SET status = 'inactive'
          WHERE company_id IN (SELECT value FROM json_each(?)) AND company_id % 2 = 0`)
      .run(list(gleifChildren));
    writer
      .prepare(`UPDATE company_facets SET active = 1 - coalesce(active, 0), latitude = latitude + 0.5
          WHERE company_id IN (SELECT value FROM json_each(?))`)
      .run(list(toggled));
    const addFacets = writer.prepare(`INSERT INTO company_facets
        (company_id, country_code, active, industry_id, latitude, longitude, parent_id)
        VALUES (?, 1, 1, NULL, 48.2, 16.4, ?)`);
    const addReport = writer.prepare(
      "INSERT INTO latest_financials (company_id, report_id, report_date, revenue) VALUES (?, ?, '2025-12-31', ?)",
    );
    const addEvent = writer.prepare(`INSERT INTO company_events
        (company_id, type, effective_date, recorded_at, source) VALUES (?, 1, 20240, '2025-06-02', 0)`); // effective 2025-06-01, as its day number
    for (const id of added) {
      addFacets.run(id, id % 3 === 0 ? withReports[0]! : null);
      if (id % 2 === 0) addReport.run(id, id, id * 10);
      if (id % 5 === 0) addEvent.run(id);
    }
  })();
  const changed = [
    ...new Set([
      ...withEvents,
      ...withReports,
      ...withParents,
      ...withoutParents,
      ...gleifChildren,
      ...gleifParents,
      ...toggled,
      ...added,
    ]),
  ];
  const change = writer.prepare("INSERT INTO company_changes (company_id, source) VALUES (?, 'test')");
  writer.transaction(() => {
    for (const id of changed) change.run(id);
  })();
  return { changed, parentSet: withoutParents[0]!, revenueRaised: withReports[0]! };
}

describe('the change follower’s batches', () => {
  it('read a batch with one statement per kind and leave the engine the company-by-company reads leave', async () => {
    const revenueOf = async (id: number) => (await batched.figures([id], ['revenue']))[0]![0] ?? null;
    const { changed, parentSet, revenueRaised } = changeCompanies();
    expect(changed.length).toBeGreaterThan(FOLLOW_BATCH);
    const before = await revenueOf(revenueRaised);
    statements.length = 0;
    while ((await batched.followChanges()) > 0);
    while ((await perCompany.followChanges()) > 0);

    expect(batches).toBeGreaterThanOrEqual(2);
    const reads = statements.filter((sql) => !sql.includes('company_changes'));
    const times = new Map<string, number>();
    for (const sql of reads) {
      // The connection logs each statement with its parameter, the list of ids.
      const statement = sql.replace(/json_each\([^)]*\)/g, 'json_each(?)');
      times.set(statement, (times.get(statement) ?? 0) + 1);
    }
    // Facets, reports, record parents, GLEIF children and parents, events, names: each once a batch.
    expect(times.size).toBeLessThanOrEqual(7);
    for (const [sql, count] of times) expect(count, sql).toBeLessThanOrEqual(batches);

    expect(batched.state()).toStrictEqual(perCompany.state());
    // Taken in slices of at most SLICE_BOUND companies, a turn each, it leaves what one call leaves.
    while ((await unsliced.followChanges()) > 0);
    expect(unslicedBatches).toEqual([changed.length]);
    expect(largestBatch).toBeLessThanOrEqual(SLICE_BOUND);
    expect(batches).toBeGreaterThanOrEqual(Math.ceil(changed.length / SLICE_BOUND));
    expect(batched.state()).toStrictEqual(unsliced.state());
    // The changes were taken in, not only read alike.
    expect((await batched.groupPlace(parentSet)).directParentId).toBe(parentSet + 1);
    expect(await revenueOf(revenueRaised)).toBe((before ?? 0) + 1000);
  });
});
