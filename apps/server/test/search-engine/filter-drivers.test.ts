import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BudgetExceeded, runWithBudget, WorkBudget } from '../../src/runtime/budget';
import { bitmapBytes, hasBit, setBit } from '../../src/search-engine/bitmap';
import { CompanyFilterIndex } from '../../src/search-engine/company-filter-index';
import { RANGE_SAMPLE_ROWS, rangeDriver, titleDriver } from '../../src/search-engine/filter-drivers';
import type { SqliteDatabase } from '../../src/store/sqlite/database';
import { sqliteEngineSource } from '../../src/store/sqlite/engine-source';
import type { CompanyFilter, CompanySearchQuery } from '../../src/store/types';
import { type FilterIndexCopy, openFilterIndexCopy } from './filter-index-copy';

/**
 * Whichever source drives a filtered search (name matches, a range column, industry postings,
 * the spatial index or all companies), it finds exactly what a plain SQL reading finds.
 */
let copy: FilterIndexCopy;
let db: SqliteDatabase;
let index: CompanyFilterIndex;

const sqlIds = (sql: string, ...params: unknown[]) =>
  new Set(
    db
      .prepare(sql)
      .pluck()
      .all(...params) as number[],
  );
const intersect = (...sets: Set<number>[]) =>
  [...sets[0]!].filter((id) => sets.every((set) => set.has(id))).sort((a, b) => a - b);
const query = (name: CompanySearchQuery['name'], must: CompanyFilter[]): CompanySearchQuery => ({
  name,
  area: null,
  filters: { must, atleast: [], exclusive: [] },
});

beforeAll(() => {
  copy = openFilterIndexCopy('fd-drivers-');
  ({ db, index } = copy);
});
afterAll(() => copy.close());

describe('the filter index drives from the cheapest source', () => {
  it('drives a common legal-form word with a rare revenue range from the range, and finds the same', async () => {
    const revenue = Number(
      db
        .prepare('SELECT revenue FROM latest_financials ORDER BY revenue DESC LIMIT 1 OFFSET 20')
        .pluck()
        .get(),
    );
    const q = query({ match: [{ terms: ['gmbh'], prefix: false }] }, [
      { kind: 'range', indicator: 'revenue', min: revenue, max: null },
    ]);
    expect(index.chooseDriver(q).kind).toBe('range');
    const expected = intersect(
      sqlIds('SELECT rowid FROM company_fts WHERE company_fts MATCH \'"gmbh"\''),
      sqlIds('SELECT company_id FROM latest_financials WHERE revenue >= ?', revenue),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect((await index.search(q, 0, 10_000, 10_001)).ids).toEqual(expected);
  });

  it('tests names in memory exactly as the full-text index matches them (prefixes, NOT, umlauts)', async () => {
    const revenue = Number(
      db
        .prepare('SELECT revenue FROM latest_financials ORDER BY revenue DESC LIMIT 1 OFFSET 8')
        .pluck()
        .get(),
    );
    const rare = sqlIds('SELECT company_id FROM latest_financials WHERE revenue >= ?', revenue);
    const words = db
      .prepare(
        'SELECT term FROM name_vocab WHERE doc_count > 40 AND length(term) >= 3 ORDER BY term LIMIT 1000',
      )
      .pluck()
      .all() as string[];
    const chosen = words.filter((_, i) => i % Math.max(1, Math.floor(words.length / 30)) === 0);
    expect(chosen.length).toBeGreaterThan(10);
    let drivenByRange = 0;
    for (const word of chosen) {
      const prefix = word.slice(0, Math.min(3, word.length - 1));
      const name = {
        match: [{ terms: [prefix], prefix: true }],
        excluding: [{ terms: [word], prefix: false }],
      };
      const q = query(name, [{ kind: 'range', indicator: 'revenue', min: revenue, max: null }]);
      if (index.chooseDriver(q).kind === 'range') drivenByRange++;
      const fts = sqlIds(
        'SELECT rowid FROM company_fts WHERE company_fts MATCH ?',
        `("${prefix}"*) NOT ("${word}")`,
      );
      expect((await index.search(q, 0, 10_000, 10_001)).ids, word).toEqual(intersect(rare, fts));
    }
    expect(drivenByRange).toBeGreaterThan(5);
  });

  it('drives a must industry from its postings, and finds the same', async () => {
    const industry = Number(
      db
        .prepare('SELECT industry_id FROM company_facets WHERE industry_id IS NOT NULL LIMIT 1')
        .pluck()
        .get(),
    );
    const q = query(null, [
      { kind: 'industry', values: [String(industry)] },
      { kind: 'legal_status', values: ['Active'] },
    ]);
    expect(index.chooseDriver(q).kind).toBe('industry');
    const expected = intersect(
      sqlIds('SELECT company_id FROM company_facets WHERE industry_id = ?', industry),
      sqlIds('SELECT company_id FROM company_facets WHERE active = 1'),
    );
    const found = await index.search(q, 0, 10_000, 10_001);
    expect(found.ids).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('drives by the name when it is the smaller side', async () => {
    const q = query({ match: [{ terms: ['gmbh'], prefix: false }] }, [
      { kind: 'range', indicator: 'revenue', min: 0, max: null },
    ]);
    expect(index.chooseDriver(q).kind).toBe('name');
  });

  it('finds companies of a title through the title index', async () => {
    const title = String(db.prepare('SELECT title FROM representatives LIMIT 1').pluck().get());
    const q = query(null, [{ kind: 'employee_title', values: [title] }]);
    const expected = [
      ...new Set([
        ...sqlIds('SELECT company_id FROM representatives WHERE title = ?', title),
        ...sqlIds('SELECT company_id FROM employees WHERE title = ?', title),
      ]),
    ].sort((a, b) => a - b);
    const found = await index.search(q, 0, 10_000, 10_001);
    expect(found.total).toBe(Math.min(expected.length, 10_001));
    expect(found.ids).toEqual(expected.slice(0, 10_000));
  });

  it('drives a rare must title from its set, and finds the same as SQL with a country beside it', async () => {
    const title = String(
      db
        .prepare(
          `SELECT title FROM representatives JOIN companies USING (company_id)
            GROUP BY title HAVING sum(address_country = 'Germany') > 0 ORDER BY count(*), title LIMIT 1`,
        )
        .pluck()
        .get(),
    );
    const filter = { kind: 'employee_title' as const, values: [title] };
    const withTitle = [
      ...new Set([
        ...sqlIds('SELECT company_id FROM representatives WHERE title = ?', title),
        ...sqlIds('SELECT company_id FROM employees WHERE title = ?', title),
      ]),
    ].sort((a, b) => a - b);
    const bits = new Uint8Array(
      bitmapBytes(Number(db.prepare('SELECT max(company_id) FROM companies').pluck().get())),
    );
    for (const id of withTitle) setBit(bits, id);
    const q = query(null, [filter, { kind: 'country', values: ['Germany'] }]);
    const titleSets = new Map([[q.filters.must[0]!, { bits, size: withTitle.length }]]);
    expect(index.chooseDriver(q, titleSets).kind).toBe('title');
    const expected = intersect(
      new Set(withTitle),
      sqlIds("SELECT company_id FROM companies WHERE address_country = 'Germany'"),
    );
    expect(expected.length).toBeGreaterThan(0);
    const found = await index.search(q, 0, 10_000, 10_001);
    expect(found.ids).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });
});

describe('a search under a budget', () => {
  it('stops with BudgetExceeded when its time is up', async () => {
    const budget = new WorkBudget(0);
    const all = query(null, [{ kind: 'legal_status', values: ['Inactive'] }]);
    await expect(runWithBudget(budget, () => index.search(all, 0, 10, 1_000_000))).rejects.toEqual(
      new BudgetExceeded('time'),
    );
  });

  it('stops when its client left', async () => {
    const budget = new WorkBudget(60_000);
    budget.abort('client');
    const all = query(null, [{ kind: 'legal_status', values: ['Inactive'] }]);
    await expect(runWithBudget(budget, () => index.search(all, 0, 10, 1_000_000))).rejects.toMatchObject({
      reason: 'client',
    });
  });
});

describe('columns kept current', () => {
  const queries: CompanySearchQuery[] = [
    query(null, [{ kind: 'range', indicator: 'revenue', min: 1, max: null }]),
    query(null, [
      { kind: 'country', values: ['Austria'] },
      { kind: 'legal_status', values: ['Active'] },
    ]),
    query(null, [{ kind: 'industry', values: ['1'] }]),
    query(null, [{ kind: 'range', indicator: 'equity', min: null, max: 1_000_000 }]),
  ];
  const allOf = async (target: CompanyFilterIndex) =>
    Promise.all(queries.map(async (q) => (await target.search(q, 0, 10_000, 1_000_000)).ids));

  it('takes in new companies (the next ids) and a first report, and answers as a fresh load does', async () => {
    const maxId = Number(db.prepare('SELECT max(company_id) FROM company_facets').pluck().get());
    const noReport = Number(
      db
        .prepare(
          'SELECT company_id FROM company_facets WHERE company_id NOT IN (SELECT company_id FROM latest_financials) ORDER BY company_id DESC LIMIT 1',
        )
        .pluck()
        .get(),
    );
    const addFacets = db.prepare(
      'INSERT INTO company_facets (company_id, country_code, active, industry_id, latitude, longitude) VALUES (?, 1, 1, 1, 48.2, 16.4)',
    );
    const addReport = db.prepare(
      "INSERT INTO latest_financials (company_id, report_id, report_date, revenue, equity) VALUES (?, ?, '31/12/2025', ?, ?)",
    );
    const added = Array.from({ length: 300 }, (_, i) => maxId + 1 + i);
    db.transaction(() => {
      for (const id of added) {
        addFacets.run(id);
        if (id % 2 === 0) addReport.run(id, 900_000_000 + id, 5_000_000 + id, 500_000);
      }
    })();
    index.refresh(added);
    const fresh = new CompanyFilterIndex(sqliteEngineSource(db));
    expect(await allOf(index)).toEqual(await allOf(fresh));
    expect((await index.search(queries[0]!, 0, 10_000, 1_000_000)).ids).toContain(added[1]);

    // A company below the last reporting id gains its first report: the columns reload.
    addReport.run(noReport, 990_000_000, 7_000_000, 10);
    index.refresh([noReport]);
    expect(await allOf(index)).toEqual(await allOf(new CompanyFilterIndex(sqliteEngineSource(db))));
    expect((await index.search(queries[0]!, 0, 10_000, 1_000_000)).ids).toContain(noReport);
  });
});

describe('groups kept current', () => {
  it('adds parentless companies as their own groups, and links a chain once a named parent arrives', () => {
    const maxId = Number(db.prepare('SELECT max(company_id) FROM company_facets').pluck().get());
    const add = db.prepare(
      'INSERT INTO company_facets (company_id, country_code, active, industry_id, latitude, longitude, parent_id) VALUES (?, 1, 1, 2, 48.2, 16.4, ?)',
    );
    const owner = Number(
      db.prepare('SELECT parent_id FROM company_facets WHERE parent_id IS NOT NULL LIMIT 1').pluck().get(),
    );
    const [lone, child, parent, subsidiary] = [1, 2, 3, 4].map((i) => maxId + i) as [
      number,
      number,
      number,
      number,
    ];
    // One without a parent; one naming a parent that does not exist yet; then that parent; then
    // a new subsidiary of an existing group.
    add.run(lone, null);
    add.run(child, parent);
    index.refresh([lone, child]);
    expect(index.groups.rootOf(lone)).toBe(lone);
    expect(index.groups.rootOf(child)).toBe(child);
    add.run(parent, null);
    index.refresh([parent]);
    expect(index.groups.rootOf(child)).toBe(parent);
    add.run(subsidiary, owner);
    index.refresh([subsidiary]);
    const fresh = new CompanyFilterIndex(sqliteEngineSource(db));
    for (const id of [lone, child, parent, subsidiary, owner]) {
      expect(index.groups.rootOf(id)).toBe(fresh.groups.rootOf(id));
      expect(Array.from(index.groups.membersOf(id))).toEqual(Array.from(fresh.groups.membersOf(id)));
    }
    expect(Array.from(index.groups.membersOf(owner))).toContain(subsidiary);
  });
});

describe('industry postings', () => {
  it('yields the companies of several industries in id order, window by window, each once', async () => {
    const { IndustryPostings } = await import('../../src/search-engine/industry-postings');
    const maxId = 200_000;
    const industry = new Uint16Array(maxId + 1);
    for (let id = 1; id <= maxId; id++) industry[id] = (id * 7919) % 13;
    const postings = new IndustryPostings();
    postings.build(industry, maxId);
    const wanted = [3, 5, 5, 11];
    const driver = postings.driver(wanted);
    const chunks = [...(driver.chunks() as Iterable<ArrayLike<number>>)].map((chunk) => Array.from(chunk));
    expect(chunks.length).toBeGreaterThan(1);
    const ids = chunks.flat();
    const expected: number[] = [];
    for (let id = 1; id <= maxId; id++) if ([3, 5, 11].includes(industry[id]!)) expected.push(id);
    expect(ids).toEqual(expected);
    expect(driver.size).toBe(expected.length);
  });

  it('takes companies added after the build as a build over all of them would, in batches', async () => {
    const { IndustryPostings } = await import('../../src/search-engine/industry-postings');
    const maxId = 100_000;
    const industry = new Uint16Array(maxId + 1);
    for (let id = 1; id <= maxId; id++) industry[id] = (id * 7919) % 13;
    const built = 80_000;
    const appended = new IndustryPostings();
    appended.build(industry, built);
    // Batches as the change follower hands them on; past an eighth of the built part it rebuilds.
    for (let from = built + 1; from <= maxId; from += 100)
      appended.append(industry, from, Math.min(maxId, from + 99));
    const whole = new IndustryPostings();
    whole.build(industry, maxId);
    for (const wanted of [[3], [0, 12], [1, 5, 9]]) {
      const read = (postings: InstanceType<typeof IndustryPostings>) =>
        [...(postings.driver(wanted).chunks() as Iterable<ArrayLike<number>>)].flatMap((chunk) =>
          Array.from(chunk),
        );
      expect(read(appended)).toEqual(read(whole));
      expect(appended.size(wanted)).toBe(whole.size(wanted));
    }
    // Below an eighth: the tail alone holds the new companies.
    const small = new IndustryPostings();
    small.build(industry, built);
    small.append(industry, built + 1, built + 50);
    const expected: number[] = [];
    for (let id = 1; id <= built + 50; id++) if (industry[id] === 4) expected.push(id);
    expect(
      [...(small.driver([4]).chunks() as Iterable<ArrayLike<number>>)].flatMap((c) => Array.from(c)),
    ).toEqual(expected);
  });
});

describe('range sizes', () => {
  /** A report column of `rows` pseudo-random values in 0..999 that counts the rows read from it. */
  function countedColumn(rows: number) {
    const values = new Float64Array(rows);
    let seed = 12_345;
    for (let row = 0; row < rows; row++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      values[row] = seed % 1000;
    }
    const read = { rows: 0 };
    const column = new Proxy(values, {
      get(target, key) {
        if (typeof key === 'string' && /^\d+$/.test(key)) read.rows++;
        return Reflect.get(target, key);
      },
    });
    const ids = Int32Array.from({ length: rows }, (_, row) => row + 1);
    return { values, column, ids, read };
  }
  const revenueFrom = (min: number) => ({
    kind: 'range' as const,
    indicator: 'revenue' as const,
    min,
    max: null,
  });

  it('sizes a range over many reports from a sample of its column, and still yields every match', () => {
    const { values, column, ids, read } = countedColumn(1_000_000);
    const driver = rangeDriver(column, ids, revenueFrom(900));
    // Ranking 16 ranges must not read 16 whole columns on the event loop's thread (decision 201).
    expect(read.rows).toBeLessThanOrEqual(RANGE_SAMPLE_ROWS + 1);
    const exact = values.filter((value) => value >= 900).length;
    expect(Math.abs(driver.size - exact) / exact).toBeLessThan(0.05);
    const yielded = [...(driver.chunks() as Iterable<ArrayLike<number>>)].flatMap((chunk) =>
      Array.from(chunk),
    );
    expect(yielded).toEqual(Array.from(ids.filter((_, row) => values[row]! >= 900)));
  });

  it('counts a range exactly up to the sample size', () => {
    const { values, column, ids } = countedColumn(RANGE_SAMPLE_ROWS);
    expect(rangeDriver(column, ids, revenueFrom(990)).size).toBe(
      values.filter((value) => value >= 990).length,
    );
  });
});

describe('title sets', () => {
  it('hand over every company of a packed set in id order, across bytes and windows', async () => {
    const ids = [1, 7, 8, 9, 15, 16, 4095, 65_535, 65_536, 65_537, 200_003];
    const bits = new Uint8Array(bitmapBytes(200_003));
    for (const id of ids) setBit(bits, id);
    const found: number[] = [];
    for await (const chunk of titleDriver({ bits, size: ids.length }).chunks())
      found.push(...Array.from(chunk));
    expect(found).toEqual(ids);
    expect(ids.every((id) => hasBit(bits, id))).toBe(true);
    expect([0, 2, 6, 10, 65_534, 200_002].some((id) => hasBit(bits, id))).toBe(false);
  });
});
