import type {
  Company,
  CompanyListItem,
  CompanySearchResult,
  Employee,
  EmployeeSearchResult,
  FinancialRecord,
  IssueReport,
  LinkedCompany,
  PeerStanding,
  RecentUpdate,
  Representative,
  Statistics,
} from '@fd/contract';
import type { CompanyFilter, EmployeeFilter, FilterGroups } from '../modules/search/filters';

/** The storage seam: the embedded SQLite default and PostgreSQL implement the same interface. */

export interface DatasetCounts {
  companies: number;
  financial_reports: number;
  employees: number;
  representatives: number;
  seed: number | null;
  generated_at: string | null;
}

export interface DatasetRepository {
  counts(): DatasetCounts;
  statistics(): Statistics | null;
  countryStats(): { address_country: string; cnt: number }[];
  /** Company ids of the top 500 by latest revenue, rank order. */
  topCompanyIds(): number[];
}

/**
 * A name query: every group must match (AND); a group matches when one of its terms does.
 * `prefix` groups match terms starting with one of theirs.
 */
export interface TermGroup {
  terms: string[];
  prefix: boolean;
}
export type TermQuery = TermGroup[];

export interface NameIndexRepository {
  /** Ids matching `query` and not `excluding`, ascending (= popularity order), at most `limit`. */
  matchIds(query: TermQuery, limit: number, excluding?: TermQuery): number[];
  /** Number of matches, counted up to `cap` (returns at most cap). */
  countMatches(query: TermQuery, cap: number): number;
  /** Every indexed name term with the number of companies that carry it. */
  vocabulary(): { term: string; doc_count: number }[];
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
}

export interface CompanyRepository {
  /** List rows for the given ids, in the order given; unknown ids are skipped. */
  listItems(ids: number[]): CompanyListItem[];
  /** Main fields, identifiers and latest figures for exports, in the order given. */
  exportRows(ids: number[]): CompanyExportRow[];
  suggestions(ids: number[]): CompanySuggestion[];
}

export interface ContactMessageInput {
  kind: 'contact' | 'support';
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  user_id: string | null;
}

export interface MessageRepository {
  save(message: ContactMessageInput): number;
}

export interface UserRecord {
  user_id: string;
  email: string;
  fullname: string;
  password_hash: string | null;
  membership_id: string;
  profile_avatar: string;
  google_sub: string | null;
  email_verified_at: string | null;
  language: 'de' | 'en';
  security_ip: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewUser {
  user_id: string;
  email: string;
  fullname: string;
  password_hash: string | null;
  google_sub: string | null;
  email_verified: boolean;
  language: 'de' | 'en';
  security_ip: string | null;
}

export interface UserRepository {
  byId(userId: string): UserRecord | null;
  byEmail(email: string): UserRecord | null;
  byGoogleSub(sub: string): UserRecord | null;
  create(user: NewUser): UserRecord;
  update(
    userId: string,
    changes: Partial<
      Pick<UserRecord, 'fullname' | 'password_hash' | 'google_sub' | 'language' | 'profile_avatar'>
    > & {
      email_verified?: boolean;
    },
  ): void;
  delete(userId: string): void;
}

export interface SessionRecord {
  session_id: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  user_agent: string | null;
  ip: string | null;
}

export interface SessionRepository {
  create(session: SessionRecord & { token_hash: string }): void;
  byTokenHash(tokenHash: string): SessionRecord | null;
  touch(sessionId: string, at: number): void;
  listForUser(userId: string): SessionRecord[];
  delete(sessionId: string): void;
  deleteForUser(userId: string, exceptSessionId?: string): void;
  deleteExpired(now: number, idleLimitMs: number): number;
}

export interface EmailTokenRecord {
  user_id: string;
  purpose: 'verify' | 'reset';
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface EmailTokenRepository {
  create(tokenHash: string, token: Omit<EmailTokenRecord, 'used_at'>): void;
  byHash(tokenHash: string): EmailTokenRecord | null;
  /** Marks the token used; false when it was used already (single use, race-free). */
  consume(tokenHash: string, at: number): boolean;
  invalidateForUser(userId: string, purpose: EmailTokenRecord['purpose'], at: number): void;
}

export interface EmployeeLookupRepository {
  idByFullName(fullName: string): number | null;
  nameById(employeeId: number): string | null;
}

export interface GeoArea {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface CompanySearchQuery {
  name: { match: TermQuery; excluding?: TermQuery } | null;
  area: GeoArea | null;
  filters: FilterGroups<CompanyFilter>;
}

export interface EmployeeSearchQuery {
  name: { match: TermQuery; excluding?: TermQuery } | null;
  filters: FilterGroups<EmployeeFilter>;
  /** Age filters are relative to this year. */
  currentYear: number;
}

export interface Place {
  label: string;
  latitude: number;
  longitude: number;
}

export interface CompanySearchRepository {
  /** One page of matching company ids in popularity order, and the matches counted up to `cap`. */
  find(
    query: CompanySearchQuery,
    offset: number,
    limit: number,
    cap: number,
  ): { ids: number[]; total: number };
  results(ids: number[], origin: { latitude: number; longitude: number } | null): CompanySearchResult[];
  industries(
    keyword: string,
    limit: number,
  ): { id: number; gegenstand: string; label_en: string; row_count: number }[];
  titles(keyword: string, limit: number): { title: string; row_count: number }[];
}

export interface EmployeeSearchRepository {
  ids(query: EmployeeSearchQuery, limit: number, offset: number): number[];
  count(query: EmployeeSearchQuery, cap: number): number;
  results(ids: number[]): EmployeeSearchResult[];
}

export interface GazetteerRepository {
  /** A postcode's centre, optionally within a city or country. */
  postcode(postcode: string, city: string | null): Place | null;
  /** The place of a (folded) city name, the largest of that name. */
  city(foldedName: string): Place | null;
  /** Centre of the addresses on a street in a city. */
  street(streetPrefix: string, city: string): Place | null;
  /** Folded names of every known city, for finding one inside free text. */
  cityNames(): string[];
}

/** The fields Refresh Data may change (what the synthetic source re-derives). */
export interface CompanyRecordChanges {
  legal_status: string;
  contact_website: string | null;
  contact_phone: string | null;
  contact_email: string | null;
  address_street: string | null;
}

export interface CompanyDetailRepository {
  company(companyId: number): Company | null;
  /** Oldest first, report_date as dd/mm/yyyy. */
  financials(companyId: number): FinancialRecord[];
  financial(reportId: number): { companyId: number; record: FinancialRecord } | null;
  representatives(companyId: number): Representative[];
  employees(companyId: number): Employee[];
  employee(employeeId: number): Employee | null;
  linkedCompanies(company: Company): LinkedCompany[];
  peers(companyId: number): PeerStanding | null;
  applyChanges(
    companyId: number,
    changes: CompanyRecordChanges,
    updates: RecentUpdate[],
    dateUpdated: string,
  ): void;
}

export interface IssueReportRepository {
  save(
    report: Required<Omit<IssueReport, 'timestamp' | 'userAgent' | 'url'>> & {
      timestamp: string | null;
      userAgent: string | null;
      url: string | null;
      user_id: string | null;
    },
  ): number;
}

export interface WatchedRow {
  company_id: number;
  added_at: string;
  seen_at: string;
  company_name: string;
  address_street: string | null;
  address_postcode: string | null;
  address_city: string | null;
  legal_status: string;
  recent_updates: string;
  report_date: string | null;
  revenue: number | null;
  earnings: number | null;
  employees_number: number | null;
  equity_ratio: number | null;
}

export interface ListRow {
  id: number;
  name: string;
  item_count: number;
  created_at: string;
  updated_at: string;
}

export interface ListItemRow {
  company_id: number;
  added_at: string;
  company_name: string;
  address_street: string | null;
  address_postcode: string | null;
  address_city: string | null;
  address_country: string;
  legal_status: string;
  latest_revenue: number | null;
}

export interface ContactRow {
  id: number;
  employee_id: number;
  note: string;
  created_at: string;
  updated_at: string;
  fullName: string;
  title: string | null;
  company_id: number | null;
  company_name: string | null;
  email: string | null;
  phone: string | null;
}

export interface SavedSearchRow {
  id: number;
  name: string;
  entity: 'companies' | 'companies_employees';
  filters: { indicator: string; operator: string; values: string[] }[];
  created_at: string;
}

export interface WorkspaceRepository {
  recordView(userId: string, entityType: 'company' | 'employee', entityId: number, keep: number): void;
  recent(
    userId: string,
    limit: number,
  ): {
    entity_type: 'company' | 'employee';
    entity_id: number;
    viewed_at: string;
    name: string | null;
    subtitle: string | null;
  }[];
  deleteView(userId: string, entityType: 'company' | 'employee', entityId: number): boolean;
  clearViews(userId: string): void;

  watch(userId: string, companyId: number): boolean;
  unwatch(userId: string, companyId: number): boolean;
  watchCount(userId: string): number;
  watched(userId: string): WatchedRow[];
  markWatchlistSeen(userId: string): void;
  isWatched(userId: string, companyId: number): boolean;

  lists(userId: string): ListRow[];
  list(userId: string, listId: number): ListRow | null;
  listCount(userId: string): number;
  listNameTaken(userId: string, name: string, exceptListId?: number): boolean;
  createList(userId: string, name: string): number;
  renameList(userId: string, listId: number, name: string): boolean;
  deleteList(userId: string, listId: number): boolean;
  /** Adds existing companies (unknown ids are skipped); returns how many were new. */
  addItems(listId: number, companyIds: number[]): number;
  removeItem(listId: number, companyId: number): boolean;
  items(listId: number): ListItemRow[];
  itemIds(listId: number): number[];

  contacts(userId: string): ContactRow[];
  contact(userId: string, contactId: number): ContactRow | null;
  contactCount(userId: string): number;
  contactForEmployee(userId: string, employeeId: number): number | null;
  /** Null when the employee does not exist. */
  createContact(userId: string, employeeId: number, note: string): number | null;
  updateContact(userId: string, contactId: number, note: string): boolean;
  deleteContact(userId: string, contactId: number): boolean;

  searches(userId: string): SavedSearchRow[];
  searchCount(userId: string): number;
  searchNameTaken(userId: string, name: string): boolean;
  createSearch(userId: string, search: Omit<SavedSearchRow, 'id' | 'created_at'>): number;
  deleteSearch(userId: string, searchId: number): boolean;
}

export interface Store {
  readonly engine: 'sqlite' | 'postgres';
  readonly dataset: DatasetRepository;
  readonly names: NameIndexRepository;
  readonly companies: CompanyRepository;
  readonly messages: MessageRepository;
  readonly users: UserRepository;
  readonly sessions: SessionRepository;
  readonly emailTokens: EmailTokenRepository;
  readonly employeeLookup: EmployeeLookupRepository;
  readonly companySearch: CompanySearchRepository;
  readonly employeeSearch: EmployeeSearchRepository;
  readonly gazetteer: GazetteerRepository;
  readonly companyDetail: CompanyDetailRepository;
  readonly issueReports: IssueReportRepository;
  readonly workspace: WorkspaceRepository;
  close(): void;
}
