import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  type EngineReader,
  type EngineState,
  openSearchEngine,
  type ReadingEngine,
  readSearchEngine,
  type SearchEngine,
} from '../../src/search-engine';
import { openDatabase, type SqliteDatabase } from '../../src/store/sqlite/database';
import { sqliteEngineSource } from '../../src/store/sqlite/engine-source';
import type { CompanySearchQuery, TieredNearestQuery } from '../../src/store/types';

/**
 * The engine's hand-over (docs/decisions/211): its state is a structured-cloneable description
 * of SharedArrayBuffers, and an engine read from a clone of it, over its own connection, answers
 * what the writer's engine answers, sees the writer's writes in place, and after a batch that
 * grew the arrays sees the new companies once it reads the state taken after that batch; the
 * state of one batch carries that batch's changed events only, and a reader that follows the
 * readers of the batches before answers as the writer.
 */
let dir: string;
let writerDb: SqliteDatabase;
let readerDb: SqliteDatabase;
let engine: SearchEngine;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'fd-engine-state-'));
  const path = join(dir, 'firmenradar.sqlite');
  copyFileSync(inject('datasetTemplate'), path);
  writerDb = openDatabase(path);
  readerDb = openDatabase(path, { readonly: true });
  engine = openSearchEngine(sqliteEngineSource(writerDb), () => {});
});
afterAll(() => {
  engine.stop();
  readerDb.close();
  writerDb.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A reader as another thread builds it: from a clone of the state, over its own connection. */
const reader = (state: EngineState): EngineReader =>
  readSearchEngine(structuredClone(state), sqliteEngineSource(readerDb));

/** Every typed array in a value, with where it is. */
function typedArrays(value: unknown, path = 'state'): [string, ArrayBufferView][] {
  if (ArrayBuffer.isView(value)) return [[path, value]];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => typedArrays(inner, `${path}.${key}`));
}

const NONE = { must: [], atleast: [], exclusive: [] };
const query = (filters: Partial<CompanySearchQuery['filters']>, area: CompanySearchQuery['area'] = null) =>
  ({ name: null, area, order: 'popularity', filters: { ...NONE, ...filters } }) as CompanySearchQuery;

/** Searches that read every part of the state: facets, figures, industries, groups, events, names. */
function searches(industry: number, groupMember: number): CompanySearchQuery[] {
  return [
    query({}),
    query({ must: [{ kind: 'legal_status', values: ['Active'] }] }),
    query({ must: [{ kind: 'industry', values: [String(industry)] }] }),
    query({ must: [{ kind: 'range', indicator: 'revenue', min: 1_000_000, max: null }] }),
    query({ must: [{ kind: 'group', companyId: groupMember }] }),
    query({
      must: [
        { kind: 'event', types: ['address_change', 'name_change'], from: '2015-01-01', to: '2025-12-31' },
      ],
    }),
    query({}, { latitude: 50, longitude: 10, radiusKm: 400 }),
    { ...query({}), name: { match: [{ terms: ['gmbh'], prefix: false }] } },
    { ...query({}), order: { indicator: 'revenue', direction: 'desc' } },
  ];
}

/** The one number a query of the file answers. */
const scalar = (sql: string) => writerDb.prepare(sql).pluck().get() as number;

async function expectSameAnswers(writer: ReadingEngine, read: ReadingEngine, maxId: number) {
  const industry = scalar('SELECT industry_id FROM company_facets WHERE industry_id IS NOT NULL LIMIT 1');
  const member = scalar('SELECT company_id FROM company_facets WHERE parent_id IS NOT NULL LIMIT 1');
  for (const search of searches(industry, member)) {
    const expected = await writer.find(search, 0, 50, 10_001);
    expect(expected.total, JSON.stringify(search)).toBeGreaterThan(0);
    expect(await read.find(search, 0, 50, 10_001), JSON.stringify(search)).toStrictEqual(expected);
  }
  const similar: TieredNearestQuery = {
    must: [{ kind: 'industry', values: [String(industry)] }],
    tiers: [[{ kind: 'legal_status', values: ['Active'] }], [{ kind: 'legal_status', values: ['Inactive'] }]],
    area: { latitude: 50, longitude: 10, radiusKm: 500 },
    exclude: 1,
  };
  expect(await read.nearestByTier(similar, 6)).toStrictEqual(await writer.nearestByTier(similar, 6));
  const ids = Array.from({ length: maxId }, (_, i) => i + 1);
  for (const id of ids) expect(await read.groupPlace(id)).toStrictEqual(await writer.groupPlace(id));
  expect(await read.groupRoots(ids)).toStrictEqual(await writer.groupRoots(ids));
  expect(await read.figures(ids, ['revenue'])).toStrictEqual(await writer.figures(ids, ['revenue']));
  const gmbh = [
    { terms: ['gmbh'], prefix: false },
    { terms: ['bau'], prefix: true },
  ];
  expect(await read.names.matchIds(gmbh, 20)).toStrictEqual(await writer.names.matchIds(gmbh, 20));
  expect(await read.names.countMatches(gmbh, 1000)).toBe(await writer.names.countMatches(gmbh, 1000));
}

describe('the engine state', () => {
  it('is every index array over a SharedArrayBuffer', () => {
    const arrays = typedArrays(engine.state());
    expect(arrays.length).toBeGreaterThan(40);
    for (const [path, array] of arrays) expect(array.buffer, path).toBeInstanceOf(SharedArrayBuffer);
  });

  it('gives a reader that answers what the writer answers', async () => {
    const maxId = scalar('SELECT max(company_id) FROM company_facets');
    await expectSameAnswers(engine, reader(engine.state()), maxId);
  });

  it('lets a reader see writes in place, and appended companies through the next state', async () => {
    const before = reader(engine.state());
    const active = query({ must: [{ kind: 'legal_status', values: ['Active'] }] });
    const first = (await before.find(active, 0, 1, 1)).ids[0]!;
    const maxId = scalar('SELECT max(company_id) FROM company_facets');
    const change = writerDb.prepare("INSERT INTO company_changes (company_id, source) VALUES (?, 'test')");
    const add = writerDb.prepare(
      'INSERT INTO company_facets (company_id, country_code, active, industry_id, latitude, longitude) VALUES (?, 1, 1, NULL, 48.2, 16.4)',
    );
    // More new companies than the columns' spare room: the buffers grow into new ones.
    const added = Array.from({ length: maxId }, (_, i) => maxId + 1 + i);
    writerDb.transaction(() => {
      writerDb.prepare('UPDATE company_facets SET active = 0 WHERE company_id = ?').run(first);
      change.run(first);
      for (const id of added) {
        add.run(id);
        change.run(id);
      }
    })();
    while ((await engine.followChanges()) > 0);
    // The old reader's columns are the writer's buffers: the change in place shows at once.
    expect((await before.find(active, 0, 1, 1)).ids[0]).not.toBe(first);
    expect((await before.find(query({}), 0, 1, 10_001)).total).toBe(maxId);
    const after = reader(engine.state());
    expect((await after.find(query({}), 0, 1, 100_000)).total).toBe(2 * maxId);
    await expectSameAnswers(engine, after, 2 * maxId);
  });

  it('carries per batch the changed events of that batch only, and a reader of the batches answers as the writer', async () => {
    let read: EngineReader = reader(engine.state());
    const addEvent = writerDb.prepare(
      "INSERT INTO company_events (company_id, type, effective_date, recorded_at, source) VALUES (?, 2, 20499, '2026-02-15', 1)", // 2026-02-15 as its day number
    );
    const change = writerDb.prepare("INSERT INTO company_changes (company_id, source) VALUES (?, 'test')");
    const batches = [[1, 2, 3], [4, 5], [2, 6, 7], [8]];
    const changedSoFar = new Set(engine.state().filter.events.changed.ids);
    for (const batch of batches) {
      writerDb.transaction(() => {
        for (const id of batch) {
          addEvent.run(id);
          change.run(id);
        }
      })();
      const applied: number[][] = [];
      engine.onApplied((companyIds) => applied.push(companyIds));
      while ((await engine.followChanges()) > 0);
      expect(applied.flat()).toStrictEqual(batch);
      for (const id of batch) changedSoFar.add(id);
      const state = engine.state(batch);
      // The batch's companies, not every company changed since the load (the whole state's).
      expect([...state.filter.events.changed.ids]).toStrictEqual(batch);
      expect(engine.state().filter.events.changed.ids).toHaveLength(changedSoFar.size);
      read = read.next(structuredClone(state));
    }
    const window = query({
      must: [{ kind: 'event', types: ['name_change'], from: '2026-02-01', to: '2026-02-28' }],
    });
    const expected = await engine.find(window, 0, 50, 10_001);
    expect(expected.ids).toStrictEqual(expect.arrayContaining([1, 2, 3, 4, 5, 6, 7, 8]));
    expect(await read.find(window, 0, 50, 10_001)).toStrictEqual(expected);
    await expectSameAnswers(engine, read, scalar('SELECT max(company_id) FROM company_facets'));
  });
});
