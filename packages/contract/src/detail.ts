import { z } from 'zod';
import { ZCompany, ZEmployee, ZFinancialRecord, ZLinkedCompany, ZRepresentative } from './entities';
import { failsWith } from './errors';
import { ZCompanyEvent } from './events';
import { ZCompanyGroup } from './groups';
import { ZCompanyChange, ZCompanyProvenance } from './provenance';

/** Company and employee pages (documents and refresh: docs/decisions/076). */

const idParam = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .regex(/^\d{1,12}$/, `${name} must be a positive whole number`)
    .transform(Number);

export const ZCompanyQuery = z.object({ cid: idParam('cid'), uid: z.string().max(100).optional() });
export const ZEmployeeQuery = z.object({ eid: idParam('eid'), uid: z.string().max(100).optional() });

/** An id in a resource path (`/companies/:id`), refused with its own code when it is not one. */
const pathId = (code: 'company_id_invalid' | 'employee_id_invalid') =>
  z
    .string()
    .regex(/^[1-9]\d{0,11}$/, failsWith(code))
    .transform(Number);
export const ZCompanyParams = z.object({ id: pathId('company_id_invalid') });
export const ZEmployeeParams = z.object({ id: pathId('employee_id_invalid') });
export const ZReportQuery = z.object({ id: idParam('id') });
/** The language a document is written in: the page's, which opens it in a tab of its own. */
const documentLang = z.enum(['de', 'en']).optional();
/** A financial report's PDF: shown in the browser, or downloaded with `download=1`. */
export const ZFinancialReportQuery = ZReportQuery.extend({
  download: z.enum(['0', '1']).optional(),
  lang: documentLang,
});
export const ZDocumentQuery = z.object({ id: idParam('id'), lang: documentLang });

/** Where the company stands among the companies of its industry (latest reports). */
export const ZPeerStanding = z.object({
  industry: z.string(),
  peers: z.number().int(),
  /** Share of peers with a lower value, 0–100; null when the company has no such figure. */
  revenue_percentile: z.number().nullable(),
  equity_ratio_percentile: z.number().nullable(),
  return_on_sales_percentile: z.number().nullable(),
});
export type PeerStanding = z.infer<typeof ZPeerStanding>;

export const ZCompanyDetail = z.object({
  company: ZCompany,
  /** Oldest first; the UI sorts by date and selects the latest. */
  financials: z.array(ZFinancialRecord),
  representatives: z.array(ZRepresentative),
  /** E-mail and phone are always null here: personal contact data is on the employee page, within a daily quota. */
  employees: z.array(ZEmployee),
  linked_companies: z.array(ZLinkedCompany),
  peers: ZPeerStanding.nullable(),
  /** Whether the logged-in viewer watches this company. */
  watched: z.boolean(),
  /** Source, date and published/estimated of every shown group of fields. */
  provenance: ZCompanyProvenance,
  /** The change history, newest first (at most COMPANY_HISTORY_LIMIT entries). */
  history: z.array(ZCompanyChange),
  /** Direct and ultimate parent, subsidiaries and group size. */
  group: ZCompanyGroup,
  /**
   * Set while the search engine that holds the groups is away (health says `search:
   * unavailable`): `group` then shows no group and the rest of the page is read as always.
   */
  group_unavailable: z.literal(true).optional(),
  /**
   * The company's register events, newest first by effective date (at most COMPANY_EVENTS_LIMIT):
   * what the cards show about representatives, names, addresses, status and the latest update agrees with them.
   */
  events: z.array(ZCompanyEvent),
});
export const COMPANY_HISTORY_LIMIT = 50;
export type CompanyDetail = z.infer<typeof ZCompanyDetail>;

export const ZEmployeeDetail = ZEmployee.extend({
  /** False when e-mail and phone were withheld (see contact_withheld). */
  contact_visible: z.boolean(),
  /** Whether the person has an e-mail address or a phone number, shown or not. */
  contact_available: z.boolean(),
  /** Why e-mail and phone were withheld: no session, or the account's daily quota is used up. */
  contact_withheld: z.enum(['login', 'quota']).nullable(),
});
export type EmployeeDetail = z.infer<typeof ZEmployeeDetail>;

export const ISSUE_TYPES = [
  'incorrect_data',
  'missing_data',
  'outdated_info',
  'duplicate_entry',
  'technical_error',
  'other',
] as const;
export const PRIORITIES = ['low', 'medium', 'high'] as const;

export const ZIssueReport = z.object({
  entityType: z.enum(['company', 'employee'], { message: "entityType must be 'company' or 'employee'" }),
  entityId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,12}$/, 'entityId must be a number')),
  entityName: z.string().trim().max(300).default(''),
  issueType: z.enum(ISSUE_TYPES, { message: `issueType must be one of ${ISSUE_TYPES.join(', ')}` }),
  description: z.string().trim().min(1, 'Please describe the issue.').max(5000, 'description is too long'),
  correctData: z.string().trim().max(5000).optional().default(''),
  userEmail: z
    .string()
    .trim()
    .max(254)
    .optional()
    .default('')
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'userEmail must be a valid email address',
    ),
  priority: z.enum(PRIORITIES, { message: 'priority must be low, medium or high' }).default('medium'),
  timestamp: z.string().max(40).optional(),
  userAgent: z.string().max(500).optional(),
  url: z.string().max(2000).optional(),
});
export type IssueReport = z.input<typeof ZIssueReport>;

export const ZIssueReportResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  report_id: z.number().int(),
  status: z.enum(['open', 'in_progress', 'resolved', 'rejected']),
});

export const ZRefreshRequest = z.object({
  company_id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,12}$/, 'company_id must be a number'))
    .transform(Number),
  scraper_id: z.union([z.string(), z.number()]).optional(),
  source_link: z.string().max(2000).nullable().optional(),
});
export const ZRefreshResponse = z.object({
  success: z.literal(true),
  changes: z.array(
    z.object({ field: z.string(), old_value: z.string().nullable(), new_value: z.string().nullable() }),
  ),
  date_updated: z.string(),
});
export type RefreshResponse = z.infer<typeof ZRefreshResponse>;
export type IssueReportResponse = z.infer<typeof ZIssueReportResponse>;
