import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanyColumns } from '../../src/search-engine/company-columns';
import { IndustryGrid } from '../../src/search-engine/industry-grid';
import { IndustryPostings } from '../../src/search-engine/industry-postings';
import { sqliteEngineSource } from '../../src/store/sqlite/engine-source';
import { type FilterIndexCopy, openFilterIndexCopy } from './filter-index-copy';

/**
 * The industry postings' tail as arrays (docs/decisions/211): after an import appended
 * companies to the generated dataset, the postings answer as a build over every company does,
 * and as the map of lists by industry did.
 */
let copy: FilterIndexCopy;

beforeAll(() => {
  copy = openFilterIndexCopy('fd-tail-');
});
afterAll(() => copy.close());

const read = (postings: IndustryPostings, wanted: number[]) =>
  [...(postings.driver(wanted).chunks() as Iterable<ArrayLike<number>>)].flatMap((chunk) =>
    Array.from(chunk),
  );

/** Every company of some industries, ascending: what the map of lists by industry gave. */
function expected(industry: Uint16Array, maxId: number, wanted: number[]): number[] {
  const ids: number[] = [];
  for (let id = 1; id <= maxId; id++) if (wanted.includes(industry[id]!)) ids.push(id);
  return ids;
}

/** Every company a grid by place holds, ascending. */
function gridIds(grid: IndustryGrid): number[] {
  const world = () => ({ minLat: -90, maxLat: 90, minLon: -180, maxLon: 180 });
  return [...IndustryGrid.rings([grid], 48, 14, world)]
    .flatMap((cell) => Array.from(cell))
    .sort((a, b) => a - b);
}

describe('industry postings with a tail', () => {
  it('answer as a build over every company after an import appended companies', () => {
    const { db } = copy;
    const columns = new CompanyColumns(sqliteEngineSource(db).companies);
    const first = columns.maxId + 1;
    const industries = Array.from(
      new Set(Array.from(columns.industry.subarray(1, columns.maxId + 1)).filter((id) => id > 0)),
    ).slice(0, 6);
    expect(industries.length).toBe(6);
    const add = db.prepare(
      'INSERT INTO company_facets (company_id, country_code, active, industry_id, latitude, longitude) VALUES (?, 1, 1, ?, ?, 16.4)',
    );
    // Fewer than an eighth of the companies: they stay in the tail.
    const added = Array.from({ length: Math.floor(columns.maxId / 10) }, (_, i) => first + i);
    db.transaction(() => {
      for (const id of added)
        add.run(id, id % 7 === 0 ? null : industries[id % industries.length]!, 47 + (id % 5));
    })();
    for (let at = 0; at < added.length; at += 100) columns.refresh(added.slice(at, at + 100));

    const postings = columns.industryPostings;
    const whole = new IndustryPostings();
    whole.build(columns.industry, columns.maxId);
    for (const wanted of [
      [industries[0]!],
      [industries[1]!, industries[4]!, industries[1]!],
      [0],
      industries,
    ]) {
      const ids = expected(columns.industry, columns.maxId, wanted);
      expect(ids.some((id) => id >= first)).toBe(true);
      expect(read(postings, wanted)).toEqual(ids);
      expect(postings.driver(wanted).size).toBe(ids.length);
      expect(postings.driver(wanted).size).toBe(whole.driver(wanted).size);
    }
    for (const industry of industries.slice(0, 3)) {
      const [grid] = postings.gridsOf([industry], columns);
      const [wholeGrid] = whole.gridsOf([industry], columns);
      expect(gridIds(grid!)).toEqual(gridIds(wholeGrid!));
      expect(gridIds(grid!).some((id) => id >= first)).toBe(true);
    }
  });

  it('lets a driver taken before an append read the companies it had, and no others', () => {
    const maxId = 80_000;
    const industry = new Uint16Array(100_001);
    for (let id = 1; id <= 100_000; id++) industry[id] = (id * 7919) % 13;
    const postings = new IndustryPostings();
    postings.build(industry, maxId);
    postings.append(industry, maxId + 1, maxId + 100);
    const driver = postings.driver([3, 4]);
    // Enough appends for the tail's buffers to grow, all below an eighth of the built part.
    for (let from = maxId + 101; from <= maxId + 9_000; from += 100)
      postings.append(industry, from, from + 99);
    const chunks = [...(driver.chunks() as Iterable<ArrayLike<number>>)].flatMap((chunk) =>
      Array.from(chunk),
    );
    expect(chunks).toEqual(expected(industry, maxId + 100, [3, 4]));
    expect(read(postings, [3, 4])).toEqual(expected(industry, maxId + 9_000, [3, 4]));
  });
});
