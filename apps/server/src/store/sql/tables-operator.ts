import type { ColumnType, Generated } from 'kysely';

/** The operator console's and the privacy requests' account tables (see tables.ts). */

/** A column the database fills when an insert leaves it out. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

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
  /** The reporter's language, for the mail about the decision (migration 007). */
  lang: Defaulted<string>;
  decided_at: string | null;
  decided_by: string | null;
  decision_reason: string | null;
  /** Migration 019 (docs/decisions/197): the field an accepted report corrected, when its mail went out. */
  corrected_field: ColumnType<string | null, string | null | undefined, string | null>;
  decision_mailed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Users with the operator role (docs/decisions/170). */
export interface OperatorsTable {
  user_id: string;
  granted_at: string;
}

/** Accounts an operator locked (migration 008). */
export interface UserLocksTable {
  user_id: string;
  locked_at: string;
  locked_by: string;
}

/** People blocked after a privacy request, by the source's identity (migration 012). */
export interface PersonBlocksTable {
  identity: string;
  name: string;
  /** The company of a mandate without a person key (its events name the person by name only). */
  company_id: number | null;
  blocked_at: string;
  blocked_by: string;
}

/** Privacy requests of the people we list, with their decision (migration 012). */
export interface PrivacyRequestsTable {
  request_id: Generated<number>;
  name: string;
  email: string;
  about: string;
  kind: string;
  correction: string;
  message: string;
  lang: string;
  status: string;
  received_at: string;
  decided_at: string | null;
  decided_by: string | null;
  decision_reason: string | null;
  blocked_identity: string | null;
  /** A granted rectification's corrected values, as JSON (account migration 017). */
  corrections: string | null;
  confirmation_mailed_at: string | null;
  outcome_mailed_at: string | null;
}

/** Every console action, append-only. */
export interface OperatorAuditTable {
  audit_id: Generated<number>;
  at: string;
  actor_id: string;
  actor_email: string;
  action: string;
  target: string;
  before: string | null;
  after: string | null;
}
