/** Corporate groups: depth, borders, shared names, shared managers, consistent figures, determinism. */
import { beforeAll, describe, expect, it } from 'vitest';
import { computeCore, createContext } from './core';
import { generateCompanies } from './generate';
import { CONSOLIDATION_CAP } from './group-figures';
import { groupPlace, parentOf } from './groups';
import type { CompanyRow, DatasetSink, FinancialRow, RepresentativeRow } from './types';

const SEED = 7;
const TOTAL = 12_000;

class Rows implements DatasetSink {
  readonly writesEvents = false;
  companies: CompanyRow[] = [];
  latest = new Map<number, FinancialRow>();
  reps: RepresentativeRow[] = [];
  industries(): void {}
  company(row: CompanyRow): void {
    this.companies.push(row);
  }
  financial(row: FinancialRow): void {
    this.latest.set(row.company_id, row);
  }
  representative(row: RepresentativeRow): void {
    this.reps.push(row);
  }
  employee(): void {}
  event(): void {}
}

let rows: Rows;
const company = (id: number) => rows.companies[id - 1]!;
const parentIdOf = (row: CompanyRow) =>
  (JSON.parse(row.owners) as { company_id?: number }[]).find((o) => o.company_id !== undefined)?.company_id ??
  0;
const ownersShare = (row: CompanyRow) =>
  (JSON.parse(row.owners) as { company_id?: number; share?: number }[]).find(
    (o) => o.company_id !== undefined,
  )?.share ?? 0;

beforeAll(() => {
  rows = new Rows();
  generateCompanies(rows, { seed: SEED, total: TOTAL, from: 1, to: TOTAL });
});

describe('holding groups', () => {
  it('reach two to four levels below their head, and never more', () => {
    const levels = new Map<number, number>();
    for (const row of rows.companies) {
      const place = groupPlace(SEED, TOTAL, row.company_id);
      if (place === null) continue;
      expect(place.level).toBeLessThanOrEqual(4);
      // The stored owner chain agrees with the group's level.
      let steps = 0;
      for (let id = row.company_id; steps < place.level; steps++) id = parentIdOf(company(id));
      levels.set(place.head, Math.max(levels.get(place.head) ?? 0, place.level));
    }
    const deepest = [...levels.values()];
    expect(deepest.filter((d) => d >= 3).length).toBeGreaterThan(0);
    expect(deepest.filter((d) => d >= 2).length).toBeGreaterThanOrEqual(5);
  });

  it('agree with the owners and subsidiaries columns', () => {
    for (const row of rows.companies) {
      expect(parentIdOf(row)).toBe(parentOf(SEED, TOTAL, row.company_id));
      const place = groupPlace(SEED, TOTAL, row.company_id);
      if (place !== null && place.level > 0) expect(ownersShare(row)).toBe(100);
    }
  });

  it('cross borders: German or Swiss parents with Austrian subsidiaries', () => {
    const crossing = rows.companies.filter((row) => {
      const parent = parentIdOf(row);
      return (
        parent > 0 &&
        row.address_country === 'Austria' &&
        ['Germany', 'Switzerland'].includes(company(parent).address_country)
      );
    });
    expect(crossing.length).toBeGreaterThanOrEqual(5);
    expect(crossing.some((row) => row.company_name.includes(' Austria'))).toBe(true);
  });

  it("name their members after the head's name stem", () => {
    const ctx = createContext(SEED, TOTAL);
    let members = 0;
    for (const row of rows.companies) {
      const place = groupPlace(SEED, TOTAL, row.company_id);
      if (place === null || place.level === 0) continue;
      members++;
      const head = computeCore(ctx, place.head, ctx.coreRng, true);
      expect(row.company_name.startsWith(`${head.stem} `), `${row.company_name} / ${head.stem}`).toBe(true);
      expect(company(place.head).company_name).toBe(head.name);
    }
    expect(members).toBeGreaterThan(50);
  });
});

describe('managers', () => {
  it('are the same person on several boards of a group and a few outside it', () => {
    const byKey = new Map<string, RepresentativeRow[]>();
    for (const rep of rows.reps) {
      if (rep.person_key === null) continue;
      byKey.set(rep.person_key, [...(byKey.get(rep.person_key) ?? []), rep]);
    }
    let withinGroup = 0;
    let outside = 0;
    for (const [key, mandates] of byKey) {
      // One identity: the same name, birth date and home on every mandate.
      expect(new Set(mandates.map((m) => `${m.name}|${m.born_on}|${m.location}`)).size, key).toBe(1);
      expect(new Set(mandates.map((m) => m.company_id)).size).toBe(mandates.length);
      const head = Number(key.slice(1, key.indexOf('.')));
      const heads = mandates.map((m) => groupPlace(SEED, TOTAL, m.company_id)?.head ?? 0);
      if (heads.filter((h) => h === head).length >= 3) withinGroup++;
      if (heads.some((h) => h !== head)) outside++;
    }
    expect(withinGroup).toBeGreaterThanOrEqual(5);
    expect(outside).toBeGreaterThanOrEqual(3);
    expect(outside).toBeLessThan(byKey.size);
  });

  it('have dated mandates, some of them ended', () => {
    const keyed = rows.reps.filter((rep) => rep.person_key !== null);
    for (const rep of keyed) {
      expect(rep.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (rep.until !== null) expect(rep.until > rep.since!).toBe(true);
      expect(rep.since! >= company(rep.company_id).date_founded).toBe(true);
    }
    expect(keyed.filter((rep) => rep.until !== null).length).toBeGreaterThan(5);
  });
});

describe('group figures', () => {
  it("keep a consolidated subsidiary's revenue below its parent's, unless the parent is a pure holding", () => {
    const ctx = createContext(SEED, TOTAL);
    let compared = 0;
    for (const row of rows.companies) {
      const parent = parentIdOf(row);
      const own = rows.latest.get(row.company_id)?.revenue;
      const theirs = rows.latest.get(parent)?.revenue;
      if (parent === 0 || ownersShare(row) <= 50 || own == null || theirs == null) continue;
      if (computeCore(ctx, parent, ctx.coreRng, true).industry.profile === 'holding') continue;
      compared++;
      expect(own, `${row.company_id} under ${parent}`).toBeLessThanOrEqual(
        theirs * CONSOLIDATION_CAP * 1.001,
      );
    }
    expect(compared).toBeGreaterThan(50);
  });
});

describe('determinism', () => {
  it('gives the same groups, names and mandates for the same seed', () => {
    const again = new Rows();
    generateCompanies(again, { seed: SEED, total: TOTAL, from: 1, to: 400 });
    const mine = rows.reps.filter((rep) => rep.company_id <= 400);
    expect(again.reps).toEqual(mine);
    expect(again.companies.map((c) => [c.company_name, c.owners, c.subsidiaries])).toEqual(
      rows.companies.slice(0, 400).map((c) => [c.company_name, c.owners, c.subsidiaries]),
    );
  });
});
