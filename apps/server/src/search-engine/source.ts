/**
 * The engine's one input (docs/decisions/208): what it reads from a record store, once when it
 * loads and again for the companies each batch of the change sequence names, one statement per
 * kind for a batch. A record store implements it
 * (`store/sqlite/engine-source.ts`, over the dataset file or, on PostgreSQL, over the server's
 * local index); the engine never sees SQL, a connection or which database holds the record.
 *
 * Every method is synchronous and answers from the store's current state. Company ids are the
 * popularity order: the lower, the more popular.
 */
import type { TermQuery, VocabularyEntry } from '../store/types';
import type { Box } from './geo';

/** The change sequence: every write to a company appends its id; the follower reads them in order. */
export interface ChangeSource {
  /** False once the store is closed: the follower stops there. */
  isOpen(): boolean;
  /** The last entry's id (0 when empty): where a new engine starts following. */
  lastChangeId(): number;
  /** Up to `limit` entries after `position`, in order, as [change id, company id]. */
  changesAfter(position: number, limit: number): [changeId: number, companyId: number][];
}

/** Facets: [country code, active (0/1), industry id, latitude, longitude]; null where unknown. */
export type FacetRow = [
  country: number | null,
  active: number | null,
  industry: number | null,
  lat: number | null,
  lon: number | null,
];

/** The rows the filter columns hold: each company's facets and its latest report's figures. */
export interface CompanyRowsSource {
  /** The highest company id with facets (0 when none). */
  maxFacetId(): number;
  /** Every company's facets, as [id, ...FacetRow]. */
  facets(): Iterable<[number, ...FacetRow]>;
  /**
   * The facets of some companies as [id, ...FacetRow], ascending id; a company without facets is
   * left out. One statement for a follower's batch (docs/decisions/216).
   */
  facetsOf(companyIds: readonly number[]): [number, ...FacetRow][];
  /** Companies with a latest report. */
  reportCount(): number;
  /**
   * Every latest report, ascending company id, as [id, ...figures]: the figures in the order of
   * the contract's COMPANY_RANGE_INDICATORS, null where the report has none.
   */
  reports(): Iterable<(number | null)[]>;
  /** Some companies' latest reports as `reports()` gives them, ascending id; one without a report is left out. */
  reportsOf(companyIds: readonly number[]): (number | null)[][];
  /** Ids of the industries whose German or English business purpose is one of `texts`. */
  industriesNamed(texts: string[]): number[];
  /** How many companies there are and the highest id. */
  totals(): { companies: number; maxId: number };
  /** The current names of some companies, as [id, name]; a company gone is left out. */
  namesOf(companyIds: readonly number[]): [number, string][];
}

/** The parent edges company groups are built from (docs/decisions/061). */
export interface GroupEdgeSource {
  /** [company id, parent id] of every company whose record names a parent among our companies. */
  recordParents(): Iterable<[number, number]>;
  /**
   * [company id, parent id] of active GLEIF direct and ultimate parents that are our companies,
   * by company, its direct parent's rows before its ultimate parent's.
   */
  gleifParents(): Iterable<[number, number]>;
  /** [company id, parent id] of those of some companies whose record names a parent, ascending id. */
  recordParentsOf(companyIds: readonly number[]): [number, number][];
  /**
   * [company id, parent id] of some companies' GLEIF parents, in the order of gleifParents (parent
   * id null: a parent LEI not ours).
   */
  gleifParentsOf(companyIds: readonly number[]): [number, number | null][];
  /** Companies whose GLEIF relationships name one of these companies as their parent. */
  gleifChildrenOf(companyIds: readonly number[]): number[];
}

/** Register events (docs/decisions/141), by their type's code (store/event-codes.ts). */
export interface EventRowsSource {
  /** [type code, events] of every type. */
  typeCounts(): [number, number][];
  /** Every event as [type code, effective day (days since 1970-01-01), company id], by type, then day. */
  events(): Iterable<[number, number, number]>;
  /** Some companies' current events as [company id, type code, effective day], by company, then day. */
  eventsOf(companyIds: readonly number[]): [number, number, number][];
}

/** Who holds a title: the company's representatives or its employees. */
export type TitleHolders = 'representatives' | 'employees';

export interface TitleSource {
  /** Up to `limit` ids of companies with a holder of `title`, ascending, each above `after`. */
  companiesWithTitle(holders: TitleHolders, title: string, after: number, limit: number): number[];
}

/** The full-text name index and its vocabulary (name tokens as `nameIndexText` makes them). */
export interface NameTextSource {
  /** Ids matching `query` and not `excluding`, in id order, up to `limit`. */
  matches(query: TermQuery, limit: number, excluding?: TermQuery): number[];
  /** The same, `limit` ids above `after`: a driver reads them chunk by chunk. */
  matchesAfter(query: TermQuery, after: number, limit: number, excluding?: TermQuery): number[];
  /** Every id matching `query`, in id order, read as the caller goes. */
  everyMatch(query: TermQuery): Iterable<number>;
  /** Matches of `query`, counted up to `cap`. */
  countMatches(query: TermQuery, cap: number): number;
  /** Names holding `term` (with `prefix`, a term starting with it), by the vocabulary's counts. */
  documentsWith(term: string, prefix: boolean): number;
  /** The most frequent terms held by at least `minDocuments` names, most frequent first. */
  frequentTerms(minDocuments: number, limit: number): string[];
  /** Up to `limit` vocabulary terms after `after`, in term order. */
  vocabularyPage(after: string, limit: number): VocabularyEntry[];
  /** Terms with a Kölner Phonetik code, within 2 letters of `length`, most frequent first. */
  phoneticTerms(code: string, length: number, limit: number): string[];
}

/** The spatial index of company locations and the density of companies by place. */
export interface PlaceSource {
  /** Ids of the companies located in the box, ascending. */
  companiesInBox(box: Box): number[];
  /** About how many companies the box holds (from companies per postcode). */
  estimateInBox(box: Box): number;
}

/** Everything the engine reads, one part per index it builds. */
export interface EngineSource {
  changes: ChangeSource;
  companies: CompanyRowsSource;
  groups: GroupEdgeSource;
  events: EventRowsSource;
  titles: TitleSource;
  names: NameTextSource;
  places: PlaceSource;
}
