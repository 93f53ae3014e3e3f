import type { AccountTables } from './sql/tables';

/**
 * The tables that move between engines, in an order that respects references. Derived
 * search tables (full text, typo vocabulary, spatial index) never move: they are rebuilt.
 */
/** Tables that hold one company's rows, keyed by company_id (a changed company moves with these). */
export const COMPANY_TABLES = [
  'companies',
  'company_facets',
  'latest_financials',
  'financials',
  'representatives',
  'employees',
  'company_sources',
  'company_identity',
  'company_provenance',
  'company_history',
  'company_relationships',
  'company_events',
  'company_keys',
] as const;

export const DATASET_TABLES = [
  'dataset_meta',
  'dataset_stats',
  'industries',
  ...COMPANY_TABLES,
  'top_companies',
  'places',
  'employee_keys',
  // Keyed by source record, not by company (docs/decisions/197).
  'company_corrections',
] as const;

/** The account store's tables but the limit counters (windows of minutes, which start anew). */
export const ACCOUNT_TABLES = [
  'users',
  'sessions',
  'email_tokens',
  'recent_views',
  'recent_people',
  'watchlist',
  'lead_lists',
  'lead_list_items',
  'contacts',
  'saved_searches',
  'contact_messages',
  'issue_reports',
  'account_meta',
  'api_keys',
  'digest_subscriptions',
  'mail_jobs',
  'webhooks',
  'webhook_deliveries',
  'match_jobs',
  'match_job_rows',
  'match_job_batches',
  'operators',
  'operator_audit',
  'user_locks',
  'person_blocks',
  'privacy_requests',
] as const satisfies readonly (keyof AccountTables)[];

/** Serial ids whose sequence must continue after the copied rows on PostgreSQL. */
export const SERIAL_COLUMNS: Record<string, string> = {
  lead_lists: 'list_id',
  contacts: 'contact_id',
  saved_searches: 'search_id',
  contact_messages: 'message_id',
  issue_reports: 'report_id',
  company_history: 'history_id',
  mail_jobs: 'job_id',
  webhook_deliveries: 'delivery_id',
  operator_audit: 'audit_id',
  privacy_requests: 'request_id',
  company_events: 'event_id',
};

/** A column name as PostgreSQL must see it: the register identifiers keep their capitals. */
export const pgColumn = (column: string) => (/[A-Z]/.test(column) ? `"${column}"` : column);
