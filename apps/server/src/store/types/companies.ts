import type {
  Company,
  CompanyListItem,
  CompanyRangeIndicator,
  CompanySearchResult,
  Employee,
  EmployeeSearchResult,
  FinancialRecord,
  LinkedCompany,
  PeerStanding,
  Representative,
  Statistics,
} from '@fd/contract';
import type { EventRecord, EventRepository } from './events';
import type { FieldCorrection, HistoryEntry, ProvenanceRow } from './imports';
import type { MatchRepository } from './matching';
import type { GroupRepository, NetworkRepository } from './network';
import type { CompanySearchQuery, EmployeeSearchQuery, TermQuery, TieredNearestQuery } from './search';

/**
 * The company dataset: regenerated, imported or swapped while the accounts stay. Every method
 * returns a Promise, so that a network database implements the same interface as SQLite.
 */

export interface DatasetCounts {
  companies: number;
  financial_reports: number;
  employees: number;
  representatives: number;
  seed: number | null;
  generated_at: string | null;
}

export interface DatasetRepository {
  counts(): Promise<DatasetCounts>;
  statistics(): Promise<Statistics | null>;
  countryStats(): Promise<{ address_country: string; cnt: number }[]>;
  /** Company ids of the top 500 by latest revenue, rank order. */
  topCompanyIds(): Promise<number[]>;
  /** Companies per source ('gleif', 'offeneregister', 'generator'), as of the last derived figures. */
  sourceCounts(): Promise<Record<string, number>>;
  /** Names this dataset: a new one when it is generated or loaded again, so ids of the old one are told apart. */
  datasetId(): Promise<string>;
}

/** One indexed name term of the vocabulary (`name_vocab`). */
export interface VocabularyEntry {
  term: string;
  doc_count: number;
  phonetic: string;
}

export interface NameIndexRepository {
  /** Ids matching `query` and not `excluding`, ascending (= popularity order), at most `limit`. */
  matchIds(query: TermQuery, limit: number, excluding?: TermQuery): Promise<number[]>;
  /** Number of matches, counted up to `cap` (returns at most cap). */
  countMatches(query: TermQuery, cap: number): Promise<number>;
  /**
   * Up to `limit` indexed name terms after `after` in term order, each with the number of
   * companies that carry it and its Kölner Phonetik code: the vocabulary is read page by page.
   */
  vocabularyPage(after: string, limit: number): Promise<VocabularyEntry[]>;
  /**
   * Terms with this Kölner Phonetik code and a length within 2 of `length`, most common first
   * (an index lookup, never a scan).
   */
  phoneticTerms(code: string, length: number, limit: number): Promise<string[]>;
}

export interface CompanySuggestion {
  company_id: number;
  company_name: string;
  address_city: string | null;
  address_country: string;
}

export interface CompanyExportRow {
  company_id: number;
  company_name: string;
  legal_form: string | null;
  legal_status: string;
  address_street: string | null;
  address_postcode: string | null;
  address_city: string | null;
  address_country: string;
  gegenstand: string | null;
  date_founded: string | null;
  contact_website: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  ID_Fb: string | null;
  ID_Gerichtscode: string | null;
  ID_VatID: string | null;
  ID_EUID: string | null;
  ID_Lei: string | null;
  report_date: string | null;
  revenue: number | null;
  earnings: number | null;
  total_assets: number | null;
  equity: number | null;
  equity_ratio: number | null;
  return_on_sales: number | null;
  employees_number: number | null;
  /** No imported source: invented by the generator. */
  synthetic: boolean;
}

export interface CompanyRepository {
  /** List rows for the given ids, in the order given; unknown ids are skipped. */
  listItems(ids: number[]): Promise<CompanyListItem[]>;
  /** Main fields, identifiers and latest figures for exports, in the order given. */
  exportRows(ids: number[]): Promise<CompanyExportRow[]>;
  suggestions(ids: number[]): Promise<CompanySuggestion[]>;
  /** Name, address, status, change log and latest figures for the watch list, in the order given. */
  watchRows(ids: number[]): Promise<CompanyWatchRow[]>;
}

export interface CompanyWatchRow {
  company_id: number;
  company_name: string;
  address_street: string | null;
  address_postcode: string | null;
  address_city: string | null;
  legal_status: string;
  report_date: string | null;
  revenue: number | null;
  earnings: number | null;
  employees_number: number | null;
  equity_ratio: number | null;
  /** No imported source: invented by the generator. */
  synthetic: boolean;
}

export interface EmployeeCard {
  employee_id: number;
  fullName: string;
  title: string | null;
  company_id: number | null;
  company_name: string | null;
  email: string | null;
  phone: string | null;
}

export interface EmployeeLookupRepository {
  idByFullName(fullName: string): Promise<number | null>;
  nameById(employeeId: number): Promise<string | null>;
  /** Name, position, company and contact data of employees, in the order given; unknown ids skipped. */
  cards(ids: number[]): Promise<EmployeeCard[]>;
}

export interface Place {
  /** The place with its country, in the dataset's English country name ('10115 Berlin, Germany'). */
  label: string;
  /** The place without its country ('10115 Berlin'), for labels in the reader's language. */
  name: string;
  /** The dataset's country name ('Germany'). */
  country: string;
  latitude: number;
  longitude: number;
}

/** What similar companies are compared on (issue 32): a company's row, industry and latest report. */
export interface SimilarFacts {
  company_id: number;
  company_name: string;
  address_postcode: string | null;
  address_city: string | null;
  address_country: string;
  /** The industry's name in the data (German), null without one. */
  industry: string | null;
  latitude: number | null;
  longitude: number | null;
  employees_number: number | null;
  revenue: number | null;
  /** From the origin asked for, in km to one decimal; null without coordinates or origin. */
  distance_km: number | null;
  synthetic: boolean;
}

/** A company's place in its group, by id (docs/decisions/061). */
export interface GroupPlace {
  directParentId: number | null;
  /** The top of the chain when it is not the company itself. */
  ultimateParentId: number | null;
  /** Companies whose direct parent this company is. */
  subsidiaries: number;
  /** Companies in the group, the company included (1 when it has no group). */
  members: number;
}

export interface CompanySearchRepository {
  /** One page of matching company ids in popularity order, and the matches counted up to `cap`. */
  find(
    query: CompanySearchQuery,
    offset: number,
    limit: number,
    cap: number,
  ): Promise<{ ids: number[]; total: number }>;
  /** The first `limit` companies of a tiered query, best first, each with the index of its tier. */
  nearestByTier(query: TieredNearestQuery, limit: number): Promise<{ company_id: number; tier: number }[]>;
  /**
   * The latest report's `indicators` of each of `ids`, in those orders (null where a company has
   * none): the figures a result row shows, read from the search index.
   */
  figures(ids: readonly number[], indicators: readonly CompanyRangeIndicator[]): Promise<(number | null)[][]>;
  /** A company's place in its group, from the search index's group edges. */
  groupPlace(companyId: number): Promise<GroupPlace>;
  /** The top of each company's group, in the order of `ids` (the company itself when it has no parent). */
  groupRoots(ids: readonly number[]): Promise<number[]>;
  /** The rows of `ids` in that order, with the distance from `origin` and the `figures` asked for. */
  results(
    ids: number[],
    origin: { latitude: number; longitude: number } | null,
    figures?: readonly CompanyRangeIndicator[],
  ): Promise<CompanySearchResult[]>;
  industries(
    keyword: string,
    limit: number,
  ): Promise<{ id: number; gegenstand: string; label_en: string; row_count: number }[]>;
  titles(keyword: string, limit: number): Promise<{ title: string; row_count: number }[]>;
  /** The facts similar companies are compared on, in the order given; unknown ids skipped. */
  similarFacts(
    ids: number[],
    origin: { latitude: number; longitude: number } | null,
  ): Promise<SimilarFacts[]>;
}

export interface EmployeeSearchRepository {
  ids(query: EmployeeSearchQuery, limit: number, offset: number): Promise<number[]>;
  count(query: EmployeeSearchQuery, cap: number): Promise<number>;
  results(ids: number[]): Promise<EmployeeSearchResult[]>;
}

export interface GazetteerRepository {
  /** A postcode's centre, optionally within a city or country. */
  postcode(postcode: string, city: string | null): Promise<Place | null>;
  /** The place of a (folded) city name, the largest of that name. */
  city(foldedName: string): Promise<Place | null>;
  /** Centre of the addresses on a street in a city. */
  street(streetPrefix: string, city: string): Promise<Place | null>;
  /** Folded names of every known city, for finding one inside free text. */
  cityNames(): Promise<string[]>;
}

/** The fields Refresh Data may change (what the synthetic source re-derives). */
export interface CompanyRecordChanges {
  legal_status: string;
  contact_website: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  address_street: string | null;
}

/** A corrected field of a person's record: a granted rectification (docs/decisions/163). */
export type PersonRecordChange =
  | { table: 'employees'; id: number; column: 'title' | 'locality' | 'email' | 'phone'; value: string | null }
  | { table: 'representatives'; id: number; column: 'title' | 'location'; value: string | null };

export interface CompanyDetailRepository {
  company(companyId: number): Promise<Company | null>;
  /** Oldest first, report_date as dd/mm/yyyy. */
  financials(companyId: number): Promise<FinancialRecord[]>;
  financial(reportId: number): Promise<{ companyId: number; record: FinancialRecord } | null>;
  representatives(companyId: number): Promise<Representative[]>;
  employees(companyId: number): Promise<Employee[]>;
  employee(employeeId: number): Promise<Employee | null>;
  linkedCompanies(company: Company): Promise<LinkedCompany[]>;
  peers(companyId: number): Promise<PeerStanding | null>;
  /**
   * Writes what Refresh Data found (or an operator accepted): the record, corrected fields of
   * its people, its history entries and its events, with one change-sequence entry, in one
   * transaction. `corrections` are kept for every source record of the company, so that the
   * importers keep them while the source publishes the same value (docs/decisions/197).
   */
  applyChanges(
    companyId: number,
    changes: CompanyRecordChanges,
    dateUpdated: string,
    history: HistoryEntry[],
    events: EventRecord[],
    people?: PersonRecordChange[],
    corrections?: FieldCorrection[],
  ): Promise<void>;
}

/** Where a company's data came from and how it changed (imports, Refresh Data, reports). */
export interface CompanyHistoryRepository {
  /** The source records merged into a company; none for a generated company. */
  sources(companyId: number): Promise<{ source: string; source_id: string; source_date: string | null }[]>;
  provenance(companyId: number): Promise<ProvenanceRow[]>;
  /** History entries of the companies, newest first, at most `limit` per company. */
  entries(companyIds: number[], limit: number): Promise<(HistoryEntry & { companyId: number })[]>;
}

/**
 * Stable keys for what accounts keep. A row number follows popularity and changes when the
 * dataset is regenerated or re-imported; a key names the same company (or person) for good.
 */
export interface KeyRepository {
  /** Keys of companies, in the order given; null for unknown ids. */
  companyKeys(ids: number[]): Promise<(string | null)[]>;
  /** Current ids of keyed companies, in the order given; null where the dataset lacks the company. */
  companyIds(keys: string[]): Promise<(number | null)[]>;
  employeeKeys(ids: number[]): Promise<(string | null)[]>;
  employeeIds(keys: string[]): Promise<(number | null)[]>;
}

export interface CompanyStore {
  readonly engine: 'sqlite' | 'postgres';
  readonly dataset: DatasetRepository;
  readonly names: NameIndexRepository;
  readonly companies: CompanyRepository;
  readonly keys: KeyRepository;
  readonly employeeLookup: EmployeeLookupRepository;
  readonly companySearch: CompanySearchRepository;
  readonly employeeSearch: EmployeeSearchRepository;
  readonly gazetteer: GazetteerRepository;
  readonly companyDetail: CompanyDetailRepository;
  readonly history: CompanyHistoryRepository;
  readonly events: EventRepository;
  readonly network: NetworkRepository;
  readonly groups: GroupRepository;
  readonly matching: MatchRepository;
  /**
   * Called with the ids of companies whose data changed: by a write on this server or, through
   * the change sequence, on another. Caches of derived answers listen here. An empty list: an
   * import has finished and recomputed the derived figures (top 500, statistics, counts).
   */
  onChange(listener: (companyIds: number[]) => void): void;
  /**
   * Takes the change sequence's new entries (rows already written) into the search index and
   * tells the listeners; resolves with how many companies it handed on. Runs by itself every
   * FOLLOW_POLL_MS; a writer calls it at once and awaits it to read its own write.
   */
  followChanges(): Promise<number>;
  close(): Promise<void>;
}
