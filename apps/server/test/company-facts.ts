import {
  COMPANY_RANGE_INDICATORS,
  type CompanyRangeIndicator,
  type EventType,
  isoDateOfDay,
} from '@fd/contract';
import type Database from 'better-sqlite3';
import { eventTypeOf } from '../src/store/event-codes';
import type { CompanyFilter } from '../src/store/types/search';

/** What a company filter can look at, read straight from the tables, without the search's shortcuts. */
export interface CompanyFacts {
  company_id: number;
  address_country: string;
  legal_status: string;
  industry_id: number | null;
  gegenstand: string | null;
  latitude: number | null;
  longitude: number | null;
  /** Figures of the company's latest report (by report date), or null without reports. */
  latest: Record<CompanyRangeIndicator, number | null> | null;
  /** Titles of the company's representatives and employees. */
  titles: Set<string>;
  /** The top of the company's chain of first owners (itself without one; a cycle's smallest id). */
  group_root: number;
  /** The company's register events: type and effective date. */
  events: { type: EventType; date: string }[];
}

/** Group roots of the last facts loaded, by company id (the group filter names a company, not a root). */
const groupRootOf = new Map<number, number>();

/**
 * The top of each company's chain of first owners, walked one company at a time with a list of
 * the companies seen: slow and plain, the oracle for the filter index's linear walk.
 */
function naiveGroupRoots(owners: Map<number, string>): Map<number, number> {
  const parentOf = (id: number): number | null => {
    const first = (JSON.parse(owners.get(id) ?? '[]') as { company_id?: number }[])[0];
    return first?.company_id && owners.has(first.company_id) ? first.company_id : null;
  };
  const roots = new Map<number, number>();
  for (const start of owners.keys()) {
    const chain = [start];
    for (;;) {
      const parent = parentOf(chain[chain.length - 1]!);
      if (parent === null) {
        roots.set(start, chain[chain.length - 1]!);
        break;
      }
      const seenAt = chain.indexOf(parent);
      if (seenAt >= 0) {
        roots.set(start, Math.min(...chain.slice(seenAt)));
        break;
      }
      chain.push(parent);
    }
  }
  return roots;
}

/** Every company of the dataset with its latest report, computed from `financials` itself. */
export function loadCompanyFacts(db: Database.Database): CompanyFacts[] {
  const companies = db
    .prepare(
      'SELECT company_id, address_country, legal_status, industry_id, gegenstand, latitude, longitude FROM companies ORDER BY company_id',
    )
    .all() as Omit<CompanyFacts, 'latest' | 'titles' | 'group_root' | 'events'>[];
  const owners = new Map(
    db.prepare('SELECT company_id, owners FROM companies').raw().all() as [number, string][],
  );
  const roots = naiveGroupRoots(owners);
  groupRootOf.clear();
  for (const [id, root] of roots) groupRootOf.set(id, root);
  const latest = new Map<number, { report_date: string } & Record<CompanyRangeIndicator, number | null>>();
  const reports = db
    .prepare(`SELECT company_id, report_date, ${COMPANY_RANGE_INDICATORS.join(', ')} FROM financials`)
    .all() as ({ company_id: number; report_date: string } & Record<CompanyRangeIndicator, number | null>)[];
  for (const report of reports) {
    const known = latest.get(report.company_id);
    if (!known || known.report_date < report.report_date) latest.set(report.company_id, report);
  }
  const titles = new Map<number, Set<string>>();
  const people = db
    .prepare(
      'SELECT company_id, title FROM representatives UNION ALL SELECT company_id, title FROM employees WHERE company_id IS NOT NULL',
    )
    .all() as { company_id: number; title: string }[];
  for (const { company_id, title } of people) {
    const set = titles.get(company_id) ?? new Set<string>();
    set.add(title);
    titles.set(company_id, set);
  }
  const events = new Map<number, CompanyFacts['events']>();
  const eventRows = db.prepare('SELECT company_id, type, effective_date FROM company_events').raw().all() as [
    number,
    number,
    number,
  ][];
  for (const [companyId, type, day] of eventRows) {
    const list = events.get(companyId) ?? [];
    list.push({ type: eventTypeOf(type), date: isoDateOfDay(day) });
    events.set(companyId, list);
  }
  return companies.map((company) => {
    const report = latest.get(company.company_id);
    return {
      ...company,
      latest: report
        ? (Object.fromEntries(COMPANY_RANGE_INDICATORS.map((field) => [field, report[field]])) as Record<
            CompanyRangeIndicator,
            number | null
          >)
        : null,
      titles: titles.get(company.company_id) ?? new Set(),
      group_root: roots.get(company.company_id) ?? company.company_id,
      events: events.get(company.company_id) ?? [],
    };
  });
}

/** One company filter as docs/decisions/071 describes it, evaluated in memory. */
export function companyFilterHolds(company: CompanyFacts, filter: CompanyFilter): boolean {
  switch (filter.kind) {
    case 'range': {
      const value = company.latest?.[filter.indicator] ?? null;
      if (value === null) return false;
      return (filter.min === null || value >= filter.min) && (filter.max === null || value <= filter.max);
    }
    case 'country':
      return filter.values.includes(company.address_country);
    case 'legal_status':
      return filter.values.some((status) =>
        status === 'Active' ? company.legal_status === 'Active' : company.legal_status !== 'Active',
      );
    case 'industry':
      return filter.values.some(
        (value) => value === company.gegenstand || value === String(company.industry_id),
      );
    case 'employee_title':
      return filter.values.some((title) => company.titles.has(title));
    case 'group':
      return company.group_root === groupRootOf.get(filter.companyId);
    case 'event':
      return company.events.some(
        (event) => filter.types.includes(event.type) && event.date >= filter.from && event.date <= filter.to,
      );
  }
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance by the spherical law of cosines (a different formula from the server's). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const cos =
    Math.sin(a.latitude * rad) * Math.sin(b.latitude * rad) +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.cos((b.longitude - a.longitude) * rad);
  return EARTH_RADIUS_KM * Math.acos(Math.min(1, Math.max(-1, cos)));
}
