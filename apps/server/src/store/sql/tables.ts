import type { MatchJobStatus, MatchRowState } from '@fd/contract';
import type { ColumnType, Generated } from 'kysely';
import type {
  ApiKeyRecord,
  ContactMessageInput,
  DataSource,
  DeliveryRecord,
  DigestSubscription,
  EmailTokenRecord,
  ImportFields,
  ListItemRow,
  MailJob,
  NetworkMandateRow,
  RecentPersonRow,
  RecentViewRow,
  SessionRecord,
  UserRecord,
  WatchRow,
} from '../types';
import type {
  IssueReportsTable,
  OperatorAuditTable,
  OperatorsTable,
  PersonBlocksTable,
  PrivacyRequestsTable,
  UserLocksTable,
} from './tables-operator';

/**
 * The tables the shared query layer reads and writes, as Kysely sees them: the account store's
 * (both engines alike, by its one migration source) and the company record's tables an import
 * writes. Times are ISO text or epoch milliseconds, as the store interfaces hand them out.
 */

/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable
  extends Omit<UserRecord, 'membership_id' | 'profile_avatar' | 'last_login_at' | 'previous_login_at'> {
  membership_id: Defaulted<string>;
  profile_avatar: Defaulted<string>;
  last_login_at: Defaulted<string | null>;
  previous_login_at: Defaulted<string | null>;
}

/** Only the SHA-256 of a session token is stored. */
export interface SessionsTable extends SessionRecord {
  token_hash: string;
}

export interface EmailTokensTable extends EmailTokenRecord {
  token_hash: string;
}

export interface RecentViewsTable extends RecentViewRow {
  user_id: string;
}

export interface RecentPeopleTable extends RecentPersonRow {
  user_id: string;
}

export interface WatchlistTable extends WatchRow {
  user_id: string;
}

export interface LeadListsTable {
  list_id: Generated<number>;
  user_id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface LeadListItemsTable extends ListItemRow {
  list_id: number;
}

export interface ContactsTable {
  contact_id: Generated<number>;
  user_id: string;
  employee_key: string;
  note: string;
  created_at: string;
  updated_at: string;
  counted_at: string | null;
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

export interface ContactMessagesTable extends ContactMessageInput {
  message_id: Generated<number>;
  created_at: string;
  /** The inbox (migration 014): open, answered or closed, with the operator's one reply. */
  status: ColumnType<string, string | undefined, string>;
  reply: Unset;
  replied_at: Unset;
  replied_by: Unset;
  reply_mailed_at: Unset;
  closed_at: Unset;
  closed_by: Unset;
  /** When the message was forwarded to OPERATOR_EMAIL through the mail queue (migration 019). */
  forwarded_at: Unset;
}

/** A column a new row leaves empty. */
type Unset = ColumnType<string | null, string | null | undefined, string | null>;

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

export interface ApiKeysTable extends ApiKeyRecord {
  key_hash: string;
}

export interface DigestSubscriptionsTable extends Omit<DigestSubscription, 'enabled'> {
  /** A boolean on PostgreSQL, 1 or 0 on SQLite (which binds booleans as 1 and 0): read through Boolean(). */
  enabled: ColumnType<boolean | number, boolean, boolean>;
}

export interface MailJobsTable extends Omit<MailJob, 'job_id' | 'attempts'> {
  job_id: Generated<number>;
  created_at: number;
  due_at: number;
  attempts: Defaulted<number>;
  last_error: string | null;
}

/** JSON text columns: the header, the mapping, a row's cells and its candidates. */
export interface MatchJobsTable {
  job_id: string;
  user_id: string;
  file_name: string;
  status: MatchJobStatus;
  columns: string;
  mapping: string;
  lang: 'de' | 'en';
  row_count: number;
  done_rows: number;
  created_at: number;
  updated_at: number;
}

/**
 * Row numbers `first_row`..`last_row` of a queued or running job with rows not yet matched
 * (docs/decisions/209); `lease_until` (epoch ms) is until when a process has them, 0 when none has.
 */
export interface MatchJobBatchesTable {
  job_id: string;
  first_row: number;
  last_row: number;
  lease_until: number;
}

export interface MatchJobRowsTable {
  job_id: string;
  row_no: number;
  input: string;
  state: MatchRowState | null;
  company_id: number | null;
  /** 1 when a person decided the row (SQLite binds booleans as 1 and 0; PostgreSQL has an integer here too). */
  reviewed: number;
  candidates: string | null;
}

export interface AccountTables {
  users: UsersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  recent_views: RecentViewsTable;
  recent_people: RecentPeopleTable;
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
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  match_jobs: MatchJobsTable;
  match_job_rows: MatchJobRowsTable;
  match_job_batches: MatchJobBatchesTable;
  operators: OperatorsTable;
  operator_audit: OperatorAuditTable;
  user_locks: UserLocksTable;
  person_blocks: PersonBlocksTable;
  privacy_requests: PrivacyRequestsTable;
}

/** Types and company ids as comma-separated text (company ids null: every company). */
export interface WebhooksTable {
  hook_id: string;
  user_id: string;
  url: string;
  types: string;
  company_ids: string | null;
  secret: string;
  created_at: string;
  paused_at: string | null;
  pause_mailed_at: string | null;
}

export interface WebhookDeliveriesTable extends Omit<DeliveryRecord, 'delivery_id' | 'attempts'> {
  delivery_id: Generated<number>;
  attempts: Defaulted<number>;
  body: string;
}

/** The columns of the company record an import reads and writes. */
export interface CompaniesTable extends ImportFields {
  company_id: number;
  date_added: string | null;
  date_updated: string | null;
  representatives_count: Defaulted<number>;
}

/** An accepted correction of a company field, per source record (docs/decisions/197). */
export interface CompanyCorrectionsTable {
  source: string;
  source_id: string;
  field: string;
  value: string | null;
  source_value: string | null;
  corrected_at: string;
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

/** A mandate as the network reads it, without `until`: a row here is a mandate still held. */
export type RepresentativesTable = Omit<NetworkMandateRow, 'until'>;

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
  company_corrections: CompanyCorrectionsTable;
  company_provenance: CompanyProvenanceTable;
  representatives: RepresentativesTable;
  company_history: CompanyHistoryTable;
  company_relationships: CompanyRelationshipsTable;
  places: PlacesTable;
  company_changes: CompanyChangesTable;
  dataset_meta: DatasetMetaTable;
}

/** The register sync's runs and its lease (docs/decisions/122). */
export interface SyncRunsTable {
  run_id: Generated<number>;
  source: string;
  kind: string;
  delta_window: string | null;
  outcome: string;
  started_at: string;
  finished_at: string | null;
  published_at: string | null;
  bytes: number;
  rows_read: number;
  rows_kept: number;
  created: number;
  changed: number;
  unchanged: number;
  duration_ms: number | null;
  error: string | null;
  holder: string;
  validators: string | null;
}

export interface SyncLeaseTable {
  name: string;
  holder: string;
  expires_at: string;
}

/** What the sync reads and writes: its runs, its lease, and the LEIs the store holds. */
export interface SyncTables {
  sync_runs: SyncRunsTable;
  sync_lease: SyncLeaseTable;
  company_identity: CompanyIdentityTable;
}
