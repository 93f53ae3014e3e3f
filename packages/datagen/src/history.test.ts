/**
 * The generated histories tell one story with the rows (issue 29): invariants over a few thousand
 * companies, checked on every company rather than on samples.
 */
import { type CompanyEvent, currentMandates, isoDateOfDay, NO_DETAILS } from '@fd/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCompanies } from './generate';
import type { CompanyRow, DatasetSink, EventRow, FinancialRow, RepresentativeRow } from './types';

const SEED = 7;
const TOTAL = 6000;
const TODAY = '2026-11-01';

/** An emitted event with its effective date as the API shows it (the rows carry its day number). */
type DatedEvent = Omit<EventRow, 'effective_date'> & { effective_date: string };

class Rows implements DatasetSink {
  readonly writesEvents = true;
  companies: CompanyRow[] = [];
  reports = new Map<number, FinancialRow[]>();
  reps = new Map<number, RepresentativeRow[]>();
  events = new Map<number, DatedEvent[]>();
  industries(): void {}
  company(row: CompanyRow): void {
    this.companies.push(row);
  }
  financial(row: FinancialRow): void {
    this.reports.set(row.company_id, [...(this.reports.get(row.company_id) ?? []), row]);
  }
  representative(row: RepresentativeRow): void {
    this.reps.set(row.company_id, [...(this.reps.get(row.company_id) ?? []), row]);
  }
  employee(): void {}
  event(row: EventRow): void {
    const dated = { ...row, effective_date: isoDateOfDay(row.effective_date) };
    this.events.set(row.company_id, [...(this.events.get(row.company_id) ?? []), dated]);
  }
}

let rows: Rows;
const eventsOf = (c: CompanyRow) => rows.events.get(c.company_id) ?? [];
const repsOf = (c: CompanyRow) => rows.reps.get(c.company_id) ?? [];
const ofType = (c: CompanyRow, ...types: string[]) => eventsOf(c).filter((e) => types.includes(e.type));

/** An emitted row as the API shows it (ids in emission order: oldest first). */
const asApiEvent = (row: DatedEvent, index: number): CompanyEvent => ({
  event_id: index + 1,
  type: row.type,
  effective_date: row.effective_date,
  recorded_at: row.recorded_at,
  source: 'generator',
  details: {
    ...NO_DETAILS,
    person: row.person === null ? null : { name: row.person, role: row.role, key: row.person_key },
  },
});

const multiset = (items: string[]) => [...items].sort();
const yearsBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / (365.25 * 86400000);

beforeAll(() => {
  rows = new Rows();
  generateCompanies(rows, { seed: SEED, total: TOTAL, from: 1, to: TOTAL });
});

describe('generated histories', () => {
  it('start with the registration on the founding day and stay between founding and today, oldest first', () => {
    for (const c of rows.companies) {
      const events = eventsOf(c);
      expect(events[0]?.type, `${c.company_id}`).toBe('new_registration');
      expect(events[0]?.effective_date).toBe(c.date_founded);
      expect(ofType(c, 'new_registration')).toHaveLength(1);
      for (let i = 0; i < events.length; i++) {
        const e = events[i]!;
        expect(e.effective_date >= c.date_founded, `${c.company_id} ${e.type}`).toBe(true);
        expect(e.effective_date <= TODAY).toBe(true);
        expect(e.recorded_at >= e.effective_date).toBe(true);
        if (i > 0) expect(e.effective_date >= events[i - 1]!.effective_date).toBe(true);
      }
    }
  });

  it('end with the status: deleted or merged companies are inactive, and nothing follows the end', () => {
    const seen = new Set<string>();
    for (const c of rows.companies) {
      const events = eventsOf(c);
      const last = events.at(-1)!;
      const ended = ofType(c, 'deletion', 'merger');
      const liquidation = ofType(c, 'liquidation');
      seen.add(c.legal_status);
      if (c.legal_status === 'Inactive') {
        expect(ended, `${c.company_id}`).toHaveLength(1);
        expect(ended[0]!.effective_date).toBe(last.effective_date);
      } else expect(ended).toHaveLength(0);
      if (c.legal_status === 'In Liquidation') expect(liquidation).toHaveLength(1);
      if (c.legal_status === 'Active') expect(liquidation).toHaveLength(0);
      if (c.legal_status !== 'Active') {
        const end = [...ended, ...liquidation].map((e) => e.effective_date).sort()[0]!;
        for (const e of ofType(c, 'management_appointed', 'prokura_granted', 'name_change', 'address_change'))
          expect(e.effective_date <= end, `${c.company_id} ${e.type}`).toBe(true);
      }
    }
    expect([...seen].sort()).toEqual(['Active', 'In Liquidation', 'Inactive']);
  });

  it('date the record: founding, last update and insolvency come from the events', () => {
    for (const c of rows.companies) {
      const events = eventsOf(c);
      expect(c.date_updated).toBe(events.at(-1)!.effective_date);
      const opened = ofType(c, 'insolvency_opened').at(-1);
      if (c.insolvency === null) expect(opened).toBeUndefined();
      else expect(JSON.parse(c.insolvency).opened_on).toBe(opened?.effective_date);
    }
  });

  it('appoint every current representative, and end every former mandate, after the founding', () => {
    let former = 0;
    for (const c of rows.companies) {
      const reps = repsOf(c);
      for (const r of reps) {
        expect(r.since! >= c.date_founded, `${c.company_id} ${r.name}`).toBe(true);
        // Appointed as an adult, and no mandate running for more than 30 years.
        if (r.born_on !== null) expect(yearsBetween(r.born_on, r.since!)).toBeGreaterThanOrEqual(24.9);
        if (r.until !== null) expect(yearsBetween(r.since!, r.until)).toBeLessThanOrEqual(30.01);
        else if (c.legal_status === 'Active')
          expect(yearsBetween(r.since!, TODAY)).toBeLessThanOrEqual(30.01);
        if (r.until !== null) {
          former++;
          expect(r.until > r.since!).toBe(true);
        }
      }
      const current = reps.filter((r) => r.until === null).map((r) => `${r.name}|${r.title}`);
      const fromEvents = currentMandates(eventsOf(c).map(asApiEvent)).map((m) => `${m.name}|${m.role}`);
      expect(multiset(fromEvents), `${c.company_id}`).toEqual(multiset(current));
      for (const r of reps) {
        const starts = ofType(c, 'management_appointed', 'prokura_granted').filter(
          (e) => e.person === r.name && e.role === r.title && e.effective_date === r.since,
        );
        expect(starts.length, `${c.company_id} ${r.name}`).toBeGreaterThan(0);
      }
    }
    expect(former).toBeGreaterThan(TOTAL / 10);
  });

  it('publish every report after its balance-sheet date, with the capital of its day', () => {
    for (const c of rows.companies) {
      const reports = rows.reports.get(c.company_id) ?? [];
      const published = ofType(c, 'accounts_published');
      expect(published.map((e) => e.new_value)).toEqual(reports.map((r) => r.report_date));
      for (const e of published) expect(e.effective_date > e.new_value!).toBe(true);
      const increase = ofType(c, 'capital_change')[0];
      for (const r of reports) {
        if (increase === undefined) continue;
        const expected = r.report_date < increase.effective_date ? increase.old_value : increase.new_value;
        expect(String(r.base_per_share_capital)).toBe(expected);
      }
    }
  });

  it('chain names and addresses from the registration to the record', () => {
    for (const c of rows.companies) {
      let name = ofType(c, 'new_registration')[0]!.new_value;
      for (const e of ofType(c, 'name_change')) {
        expect(e.old_value, `${c.company_id}`).toBe(name);
        name = e.new_value;
      }
      expect(name).toBe(c.company_name);
      const moves = ofType(c, 'address_change');
      for (let i = 1; i < moves.length; i++) expect(moves[i]!.old_value).toBe(moves[i - 1]!.new_value);
      if (moves.length > 0)
        expect(moves.at(-1)!.new_value).toBe(`${c.address_street}, ${c.address_postcode} ${c.address_city}`);
    }
  });

  it('date a group tie alike on both sides', () => {
    let ties = 0;
    for (const c of rows.companies) {
      for (const e of ofType(c, 'shareholder_change')) {
        const parent = rows.companies[e.related_company_id! - 1]!;
        const type = e.share === 0 ? 'subsidiary_removed' : 'subsidiary_added';
        const mirror = ofType(parent, type).filter(
          (p) => p.related_company_id === c.company_id && p.effective_date === e.effective_date,
        );
        expect(mirror, `${c.company_id} ← ${parent.company_id}`).toHaveLength(1);
        ties++;
      }
    }
    expect(ties).toBeGreaterThan(50);
  });

  it('never show one company name twice on a person page', () => {
    const byPerson = new Map<string, CompanyRow[]>();
    for (const c of rows.companies)
      for (const r of repsOf(c))
        if (r.person_key !== null) byPerson.set(r.person_key, [...(byPerson.get(r.person_key) ?? []), c]);
    expect(byPerson.size).toBeGreaterThan(20);
    for (const [key, companies] of byPerson)
      expect(new Set(companies.map((c) => c.company_name)).size, key).toBe(companies.length);
  });
});
