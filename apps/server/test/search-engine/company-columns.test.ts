import { Worker } from 'node:worker_threads';
import { COMPANY_RANGE_INDICATORS } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyColumns } from '../../src/search-engine/company-columns';
import type { CompanyRowsSource } from '../../src/search-engine/source';
import { sqliteEngineSource } from '../../src/store/sqlite/engine-source';
import { type FilterIndexCopy, openFilterIndexCopy } from './filter-index-copy';

/**
 * The filter columns in SharedArrayBuffers (docs/decisions/211) hold what plain typed arrays read
 * straight from the source hold, after a load and after an import appended companies past their
 * capacity, and a worker thread reads them.
 */
let copy: FilterIndexCopy;
let rows: CompanyRowsSource;

beforeAll(() => {
  copy = openFilterIndexCopy('fd-columns-');
  rows = sqliteEngineSource(copy.db).companies;
});
afterAll(() => copy.close());

/** The columns as plain arrays, read from the source in the simplest way. */
function plainColumns(source: CompanyRowsSource) {
  const maxId = source.maxFacetId();
  const facets = {
    country: new Array<number>(maxId + 1).fill(0),
    active: new Array<number>(maxId + 1).fill(0),
    industry: new Array<number>(maxId + 1).fill(0),
    latitude: new Array<number>(maxId + 1).fill(Number.NaN),
    longitude: new Array<number>(maxId + 1).fill(Number.NaN),
    financialRow: new Array<number>(maxId + 1).fill(-1),
  };
  for (const [id, country, active, industry, lat, lon] of source.facets()) {
    facets.country[id] = country ?? 0;
    facets.active[id] = active ?? 0;
    facets.industry[id] = industry ?? 0;
    facets.latitude[id] = Math.fround(lat ?? Number.NaN);
    facets.longitude[id] = Math.fround(lon ?? Number.NaN);
  }
  const reportIds: number[] = [];
  const figures = COMPANY_RANGE_INDICATORS.map(() => [] as number[]);
  for (const [id, ...values] of source.reports()) {
    facets.financialRow[id as number] = reportIds.length;
    reportIds.push(id as number);
    values.forEach((value, column) => {
      figures[column]!.push(value ?? Number.NaN);
    });
  }
  return { maxId, facets, reportIds, figures };
}

function expectSameAsPlain(columns: CompanyColumns) {
  const plain = plainColumns(rows);
  expect(columns.maxId).toBe(plain.maxId);
  for (const [name, values] of Object.entries(plain.facets)) {
    const column = columns[name as keyof typeof plain.facets];
    expect(column.buffer, name).toBeInstanceOf(SharedArrayBuffer);
    expect(Array.from(column.subarray(0, plain.maxId + 1)), name).toEqual(values);
  }
  expect(Array.from(columns.reportIds())).toEqual(plain.reportIds);
  COMPANY_RANGE_INDICATORS.forEach((indicator, at) => {
    expect(columns.figures(indicator).buffer, indicator).toBeInstanceOf(SharedArrayBuffer);
    expect(Array.from(columns.column(indicator)), indicator).toEqual(plain.figures[at]);
  });
}

describe(CompanyColumns.name, () => {
  it('holds in shared memory what plain arrays read from the generated dataset hold', () => {
    const columns = new CompanyColumns(rows);
    expect(columns.reportIds().length).toBeGreaterThan(100);
    expectSameAsPlain(columns);
  });

  it('still holds the same after an import appended companies past the capacity and changed one', () => {
    const { db } = copy;
    const columns = new CompanyColumns(rows);
    const before = { latitude: columns.latitude, revenue: columns.figures('revenue') };
    // What a reader that took them now reads: the companies loaded and their report rows (the
    // spare room past them takes the new companies in place).
    const loaded = { ids: columns.maxId + 1, rows: columns.financialCount };
    const held = {
      latitude: Array.from(before.latitude.subarray(0, loaded.ids)),
      revenue: Array.from(before.revenue.subarray(0, loaded.rows)),
    };
    const capacity = before.latitude.length;
    const addFacets = db.prepare(
      'INSERT INTO company_facets (company_id, country_code, active, industry_id, latitude, longitude) VALUES (?, 2, 1, ?, 47.1, 9.5)',
    );
    const addReport = db.prepare(
      "INSERT INTO latest_financials (company_id, report_id, report_date, revenue, employees_number) VALUES (?, ?, '31/12/2025', ?, ?)",
    );
    const first = columns.maxId + 1;
    const added = Array.from({ length: Math.ceil(capacity * 0.6) }, (_, i) => first + i);
    db.transaction(() => {
      for (const id of added) {
        addFacets.run(id, (id % 5) + 1);
        if (id % 3 === 0) addReport.run(id, 800_000_000 + id, 1_000 + id, id % 50);
      }
    })();
    const changed = Number(db.prepare('SELECT company_id FROM latest_financials LIMIT 1').pluck().get());
    db.prepare('UPDATE latest_financials SET revenue = 123456 WHERE company_id = ?').run(changed);
    db.prepare('UPDATE company_facets SET latitude = 46.5 WHERE company_id = ?').run(changed);
    // In batches, as the change follower hands them on.
    for (let at = 0; at < added.length; at += 100) columns.refresh(added.slice(at, at + 100));
    columns.refresh([changed]);

    expect(columns.latitude.length).toBeGreaterThan(capacity);
    expect(columns.figures('revenue').length).toBeGreaterThan(before.revenue.length);
    expectSameAsPlain(columns);
    // A reader that took the columns before they grew still reads what they held for its ids.
    expect(Array.from(before.latitude.subarray(0, loaded.ids))).toEqual(held.latitude);
    expect(Array.from(before.revenue.subarray(0, loaded.rows))).toEqual(held.revenue);
  });

  it('takes the first batch of an import’s new companies into the buffers it loaded, with no copy', () => {
    const { db } = copy;
    const columns = new CompanyColumns(rows);
    const buffers = () => [
      columns.country.buffer,
      columns.latitude.buffer,
      columns.financialRow.buffer,
      columns.figures('revenue').buffer,
    ];
    const loaded = buffers();
    const first = columns.maxId + 1;
    const added = Array.from({ length: 100 }, (_, i) => first + i);
    db.transaction(() => {
      for (const id of added) {
        db.prepare(
          'INSERT INTO company_facets (company_id, country_code, active, industry_id, latitude, longitude) VALUES (?, 1, 1, 3, 48.2, 16.4)',
        ).run(id);
        if (id % 2 === 0)
          db.prepare(
            "INSERT INTO latest_financials (company_id, report_id, report_date, revenue, employees_number) VALUES (?, ?, '31/12/2025', ?, 7)",
          ).run(id, 900_000_000 + id, 5_000 + id);
      }
    })();
    columns.refresh(added);
    // Loaded to the exact length, every column was copied into a larger buffer here, on the
    // serving thread: at 3.6M companies tens of megabytes (docs/decisions/216).
    expect(buffers()).toEqual(loaded);
    expect(buffers().every((buffer, at) => buffer === loaded[at])).toBe(true);
    expectSameAsPlain(columns);
  });

  it('hands a worker thread its buffers, which it reads without a copy', async () => {
    const columns = new CompanyColumns(rows);
    const id = columns.reportIds()[3]!;
    const row = columns.financialRow[id]!;
    const thread = new Worker(
      `const { parentPort, workerData } = require('node:worker_threads');
       const industry = new Uint16Array(workerData.industry);
       const revenue = new Float64Array(workerData.revenue);
       parentPort.on('message', ({ id, row }) => parentPort.postMessage([industry[id], revenue[row]]));`,
      {
        eval: true,
        workerData: { industry: columns.industry.buffer, revenue: columns.figures('revenue').buffer },
      },
    );
    const read = () =>
      new Promise<number[]>((resolve) => {
        thread.once('message', resolve);
        thread.postMessage({ id, row });
      });
    try {
      expect(await read()).toEqual([columns.industry[id], columns.figures('revenue')[row]]);
      // Changed after the thread took the buffers: it reads the same memory, not a copy.
      columns.industry[id] = 4321;
      columns.figures('revenue')[row] = 98.5;
      expect(await read()).toEqual([4321, 98.5]);
    } finally {
      await thread.terminate();
    }
  });
});
