import { z } from 'zod';
import { ISSUE_TYPES, PRIORITIES } from './detail';

/** The operator console (issue reports and the audit log): docs/decisions/170. */

/** The fields of a company an accepted issue report may correct (those Refresh Data compares too). */
export const CORRECTABLE_FIELDS = [
  'legal_status',
  'contact_website',
  'contact_phone',
  'contact_email',
  'address_street',
] as const;
export type CorrectableField = (typeof CORRECTABLE_FIELDS)[number];

/** The legal statuses a correction may set. */
export const CORRECTION_STATUSES = ['Active', 'In Liquidation', 'Inactive'] as const;

export const ISSUE_REPORT_STATUSES = ['open', 'in_progress', 'resolved', 'rejected'] as const;

export const ZIssueReportId = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'id must be a positive whole number')
    .transform(Number),
});

/** The queue shows at most this many reports of a view, newest first. */
export const OPERATOR_REPORTS_LIMIT = 500;

export const ZOperatorReportsQuery = z.object({
  status: z.enum(['open', 'decided', 'all']).default('open'),
});

export const ZOperatorReport = z.object({
  report_id: z.number().int(),
  entity_type: z.enum(['company', 'employee']),
  entity_id: z.number().int(),
  entity_name: z.string(),
  issue_type: z.enum(ISSUE_TYPES),
  description: z.string(),
  correct_data: z.string(),
  user_email: z.string(),
  priority: z.enum(PRIORITIES),
  status: z.enum(ISSUE_REPORT_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  decision_reason: z.string().nullable(),
});
export type OperatorReport = z.infer<typeof ZOperatorReport>;

export const ZOperatorReportsResponse = z.object({ reports: z.array(ZOperatorReport) });

/** Accepting a report: with a correction of one field of the company, or without one. */
export const ZAcceptReport = z.object({
  correction: z
    .object({
      field: z.enum(CORRECTABLE_FIELDS),
      /** Empty clears the field (not the legal status). */
      value: z.string().trim().max(300),
    })
    .optional(),
});
export type AcceptReport = z.input<typeof ZAcceptReport>;

export const ZRejectReport = z.object({
  reason: z.string().trim().min(1, 'reason is required').max(2000),
});

export const ZDecisionResponse = z.object({
  success: z.literal(true),
  report: ZOperatorReport,
});

/** What the audit log records; each console action is one of these. */
export const AUDIT_ACTIONS = [
  'report.accept',
  'report.reject',
  'user.lock',
  'user.unlock',
  'user.end_sessions',
  'user.revoke_keys',
  'person.block',
  'person.unblock',
  'privacy.block',
  'privacy.reject',
  'privacy.correct',
  'message.reply',
  'message.close',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const ZAuditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  /** Part of the operator's e-mail address. */
  actor: z.string().trim().max(254).optional(),
  /** Entries older than this id (paging back). */
  before: z
    .string()
    .regex(/^\d{1,12}$/, 'before must be a positive whole number')
    .transform(Number)
    .optional(),
});

export const ZAuditEntry = z.object({
  audit_id: z.number().int(),
  at: z.string(),
  actor_email: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string(),
  /** JSON of the state before and after, as recorded. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof ZAuditEntry>;

/** At most this many entries a page. */
export const AUDIT_PAGE = 100;

export const ZAuditResponse = z.object({ entries: z.array(ZAuditEntry), next_before: z.number().nullable() });
