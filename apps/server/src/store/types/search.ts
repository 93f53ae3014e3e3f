import type {
  CompanyRangeIndicator,
  EMPLOYEE_RANGE_INDICATORS,
  EMPLOYEE_TEXT_INDICATORS,
  EventType,
} from '@fd/contract';

/** Search inputs after validation: what the store evaluates (and the naive test evaluator mirrors). */

export type CompanyFilter =
  | { kind: 'range'; indicator: CompanyRangeIndicator; min: number | null; max: number | null }
  | { kind: 'country'; values: string[] }
  | { kind: 'legal_status'; values: ('Active' | 'Inactive')[] }
  | { kind: 'industry'; values: string[] }
  | { kind: 'employee_title'; values: string[] }
  /** Every company sharing this company's ultimate parent (docs/decisions/061). */
  | { kind: 'group'; companyId: number }
  /** An event of one of `types` effective from `from` to `to` (YYYY-MM-DD, both included). */
  | { kind: 'event'; types: EventType[]; from: string; to: string };

export type EmployeeTextField = (typeof EMPLOYEE_TEXT_INDICATORS)[number] | 'locality';
export type EmployeeFilter =
  | {
      kind: 'range';
      indicator: (typeof EMPLOYEE_RANGE_INDICATORS)[number];
      min: number | null;
      max: number | null;
    }
  | { kind: 'text'; field: EmployeeTextField; values: string[] }
  | { kind: 'gender'; values: ('Male' | 'Female')[] }
  | { kind: 'isManagement'; values: ('Yes' | 'No')[] };

export interface FilterGroups<F> {
  must: F[];
  atleast: F[];
  exclusive: F[];
}

/**
 * A name query: every group must match (AND); a group matches when one of its terms does, or
 * one of its compounds (a query of its own: 'mullerbau' typed, 'muller' AND 'bau' indexed).
 * `prefix` groups match terms starting with one of theirs.
 */
export interface TermGroup {
  terms: string[];
  prefix: boolean;
  compounds?: TermQuery[];
}
export type TermQuery = TermGroup[];

export interface GeoArea {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface CompanySearchQuery {
  name: { match: TermQuery; excluding?: TermQuery } | null;
  area: GeoArea | null;
  filters: FilterGroups<CompanyFilter>;
  /**
   * 'distance' (with an area): nearest first; a figure: by the latest report's figure, companies
   * without it last (docs/decisions/191); otherwise popularity order.
   */
  order?: 'popularity' | 'distance' | { indicator: CompanyRangeIndicator; direction: 'asc' | 'desc' };
}

/**
 * The best companies of tiers ranked one after another (similar companies, docs/decisions/202):
 * those of the first tier nearest first, then those of the second, and so on.
 */
export interface TieredNearestQuery {
  /** Every company in the answer meets all of these; they choose where candidates are read from. */
  must: CompanyFilter[];
  /** Best first: a company ranks in the first tier whose filters it all meets; in none, it is left out. */
  tiers: CompanyFilter[][];
  /** Only companies inside it, nearest first; without an area, popularity order. */
  area: GeoArea | null;
  /** A company never in the answer (the one the others are compared with). */
  exclude: number;
}

export interface EmployeeSearchQuery {
  name: { match: TermQuery; excluding?: TermQuery } | null;
  filters: FilterGroups<EmployeeFilter>;
  /** Age filters are relative to this year. */
  currentYear: number;
  /** People no search may find or count (blocked, docs/decisions/171). */
  excludedIds?: readonly number[];
}
