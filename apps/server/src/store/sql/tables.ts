import type { ColumnType, Generated } from 'kysely';
import type { DataSource, ImportFields } from '../types';

/**
 * The tables the shared query layer reads and writes, as Kysely sees them: the account store's
 * (both engines alike, by its one migration source) and the company record's tables an import
 * writes. Times are ISO text or epoch milliseconds, as the store interfaces hand them out.
 */

/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  user_id: string;
  email: string;
  fullname: string;
  password_hash: string | null;
  membership_id: Defaulted<string>;
  profile_avatar: Defaulted<string>;
  google_sub: string | null;
  email_verified_at: string | null;
  language: 'de' | 'en';
  security_ip: string | null;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  session_id: string;
  token_hash: string;
  user_id: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  user_agent: string | null;
  ip: string | null;
}

export interface EmailTokensTable {
  token_hash: string;
  user_id: string;
  purpose: 'verify' | 'reset';
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface RecentViewsTable {
  user_id: string;
  entity_type: 'company' | 'employee';
  entity_key: string;
  viewed_at: string;
}

export interface WatchlistTable {
  user_id: string;
  company_key: string;
  added_at: string;
  seen_at: string;
}

export interface LeadListsTable {
  list_id: Generated<number>;
  user_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface LeadListItemsTable {
  list_id: number;
  company_key: string;
  added_at: string;
}

export interface ContactsTable {
  contact_id: Generated<number>;
  user_id: string;
  employee_key: string;
  note: string;
  created_at: string;
  updated_at: string;
}

export interface SavedSearchesTable {
  search_id: Generated<number>;
  user_id: string;
  name: string;
  entity: 'companies' | 'companies_employees';
  /** The filters as JSON text. */
  filters: string;
  created_at: string;
}

export interface ContactMessagesTable {
  message_id: Generated<number>;
  kind: 'contact' | 'support';
  name: string;
  email: string;
  company: string;
  subject: string;
  message: string;
  user_id: string | null;
  created_at: string;
}

export interface IssueReportsTable {
  report_id: Generated<number>;
  entity_type: string;
  entity_id: string;
  entity_name: string;
  issue_type: string;
  description: string;
  correct_data: string;
  user_email: string;
  priority: 'low' | 'medium' | 'high';
  status: Defaulted<string>;
  reported_at: string | null;
  user_agent: string | null;
  url: string | null;
  user_id: string | null;
  created_at: string;
}

export interface AccountMetaTable {
  key: string;
  value: string;
}

export interface LimitCountersTable {
  key: string;
  hits: number;
  /** The size of the last hit when it was refused (it would have passed its max), else 0. */
  refused: number;
  reset_at: number;
}

export interface ApiKeysTable {
  key_id: string;
  user_id: string;
  name: string;
  key_hash: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}

export interface DigestSubscriptionsTable {
  user_id: string;
  /** A boolean on PostgreSQL, 1 or 0 on SQLite (which binds booleans as 1 and 0): read through Boolean(). */
  enabled: ColumnType<boolean | number, boolean, boolean>;
  subscribed_at: string;
  last_digest_at: string | null;
}

export interface MailJobsTable {
  job_id: Generated<number>;
  kind: 'verification' | 'already-registered' | 'reset';
  email: string;
  lang: 'de' | 'en';
  created_at: number;
  due_at: number;
  attempts: Defaulted<number>;
  last_error: string | null;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  recent_views: RecentViewsTable;
  watchlist: WatchlistTable;
  lead_lists: LeadListsTable;
  lead_list_items: LeadListItemsTable;
  contacts: ContactsTable;
  saved_searches: SavedSearchesTable;
  contact_messages: ContactMessagesTable;
  issue_reports: IssueReportsTable;
  account_meta: AccountMetaTable;
  limit_counters: LimitCountersTable;
  api_keys: ApiKeysTable;
  digest_subscriptions: DigestSubscriptionsTable;
  mail_jobs: MailJobsTable;
}

/** The columns of the company record an import reads and writes. */
export interface CompaniesTable extends ImportFields {
  company_id: number;
  date_added: string | null;
  date_updated: string | null;
  representatives_count: Defaulted<number>;
}

export interface CompanyKeysTable {
  company_key: string;
  company_id: number;
}

export interface CompanyFacetsTable {
  company_id: number;
  country_code: number;
  active: number;
  industry_id: number | null;
  latitude: number | null;
  longitude: number | null;
}

export interface CompanyIdentityTable {
  company_id: number;
  country: string;
  lei: string | null;
  register_key: string | null;
  name_key: string | null;
  name_postcode_key: string | null;
  legal_form: string | null;
}

export interface CompanySourcesTable {
  source: DataSource;
  source_id: string;
  company_id: number;
  source_date: string | null;
  fingerprint: string;
  imported_at: string;
}

export interface CompanyProvenanceTable {
  company_id: number;
  field: string;
  source: DataSource;
  source_date: string | null;
  /** 1 or 0 on both engines. */
  published: number;
}

export interface RepresentativesTable {
  representative_id: number;
  company_id: number;
  name: string;
  title: string;
  representation: string | null;
  location: string | null;
  person_key: string | null;
  since: string | null;
}

export interface CompanyHistoryTable {
  history_id: Generated<number>;
  company_id: number;
  field: string;
  old_value: string | null;
  new_value: string | null;
  changed_at: string;
  source: DataSource;
  source_date: string | null;
}

export interface CompanyRelationshipsTable {
  company_id: number;
  parent_lei: string;
  kind: string;
  status: string;
  start_date: string | null;
  end_date: string | null;
  source_date: string | null;
  fingerprint: string;
}

export interface PlacesTable {
  kind: 'postcode' | 'city';
  postcode: string | null;
  country: string;
  latitude: number;
  longitude: number;
  companies: number;
}

export interface CompanyChangesTable {
  change_id: Generated<number>;
  company_id: number;
  source: string;
}

export interface DatasetMetaTable {
  key: string;
  value: string;
}

export interface ImportTables {
  companies: CompaniesTable;
  company_keys: CompanyKeysTable;
  company_facets: CompanyFacetsTable;
  company_identity: CompanyIdentityTable;
  company_sources: CompanySourcesTable;
  company_provenance: CompanyProvenanceTable;
  representatives: RepresentativesTable;
  company_history: CompanyHistoryTable;
  company_relationships: CompanyRelationshipsTable;
  places: PlacesTable;
  company_changes: CompanyChangesTable;
  dataset_meta: DatasetMetaTable;
}
