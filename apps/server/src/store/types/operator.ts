import type { AuditAction, AuditEntry, OperatorReport, OperatorUser } from '@fd/contract';

/** What one console action recorded: who, what, on which target, the state before and after. */
export interface NewAuditEntry {
  actor_id: string;
  actor_email: string;
  action: AuditAction;
  target: string;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  action?: AuditAction;
  /** Part of the operator's e-mail address, in any letter case. */
  actor?: string;
  before?: number;
  limit: number;
}

/** A report as the console shows it, with the reporter's account and language for the mail. */
export interface StoredIssueReport extends OperatorReport {
  user_id: string | null;
  lang: 'de' | 'en';
  /** The field an accepted report corrected; null when it was accepted without one, or rejected. */
  corrected_field: string | null;
}

export interface ReportDecision {
  status: 'resolved' | 'rejected';
  decidedBy: string;
  reason: string | null;
  /** The field the accepted report corrects (written after the claim; `reopen` clears it). */
  correctedField: string | null;
}

/**
 * The operator role, the issue-report queue and the audit log (docs/decisions/170). The log is
 * append-only: this repository can add and read entries, never change or remove one.
 */
export interface OperatorRepository {
  /** Grants (true) or removes the role; false when no account has the e-mail address. */
  setRole(email: string, operator: boolean): Promise<boolean>;
  isOperator(userId: string): Promise<boolean>;
  reports(status: 'open' | 'decided' | 'all'): Promise<StoredIssueReport[]>;
  report(reportId: number): Promise<StoredIssueReport | null>;
  /**
   * Decides an open report in one conditional statement: of two operators deciding at once, one
   * wins; null when the report was not open (any more).
   */
  decide(reportId: number, decision: ReportDecision): Promise<StoredIssueReport | null>;
  /** Sets a decided report back to open (its correction could not be written). */
  reopen(reportId: number): Promise<void>;
  /**
   * Decided reports whose reporter has this address (any case: the account's if they were
   * signed in, else the one they gave) and whose decision mail has not gone out.
   */
  unmailedDecisions(email: string): Promise<StoredIssueReport[]>;
  markDecisionMailed(reportId: number): Promise<void>;
  audit(entry: NewAuditEntry): Promise<void>;
  auditLog(filter: AuditFilter): Promise<AuditEntry[]>;
}

/**
 * What an operator may do to accounts (docs/decisions/170): find them by e-mail, lock and
 * unlock them, end their sessions and revoke their keys. Nothing here reads a user's lists.
 */
export interface UserAdminRepository {
  /** Accounts whose e-mail contains `part` (any case, `%` and `_` literal), newest first. */
  search(part: string, limit: number, now: number): Promise<OperatorUser[]>;
  user(userId: string, now: number): Promise<OperatorUser | null>;
  /** False when the account was locked already. */
  lock(userId: string, by: string): Promise<boolean>;
  /** False when the account was not locked. */
  unlock(userId: string): Promise<boolean>;
  isLocked(userId: string): Promise<boolean>;
  /** Removes every API key of the account; returns how many. */
  revokeKeys(userId: string): Promise<number>;
}
