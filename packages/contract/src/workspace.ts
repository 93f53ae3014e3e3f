import { z } from 'zod';
import { ZPassword } from './auth';
import { ZUser } from './entities';
import { failsWith } from './errors';
import { ZCompanyEvent, ZEventType } from './events';
import { userName } from './names';
import { ZPerformanceIndicator } from './search';

/** The user's workspace (issue: lead lists, watch list, recent, contacts, saved searches, account). */

export const WORKSPACE_LIMITS = {
  lists: 100,
  itemsPerList: 10_000,
  watchlist: 1_000,
  contacts: 5_000,
  savedSearches: 100,
  recent: 200,
} as const;

const id = (name: string) =>
  z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,12}$/, `${name} must be a positive whole number`))
    .transform(Number);

/** A contact's or a saved search's id in the path. */
export const ZIdParams = z.object({ id: id('id') });
export const ZListIdParams = z.object({ id: id('id') });
export const ZListItemParams = z.object({ id: id('id'), companyId: id('companyId') });
export const ZCompanyIdParams = z.object({ companyId: id('companyId') });
export const ZRecentParams = z.object({
  id: z
    .string()
    .max(310)
    .regex(
      /^((company|employee)-\d{1,12}|person-(p.+|r[1-9]\d{0,11}))$/s,
      "id must look like 'company-123', 'employee-45' or 'person-<person page key>'",
    ),
});

const ZRecentBase = z.object({
  id: z.string(),
  name: z.string(),
  subtitle: z.string().nullable(),
  viewed_at: z.string(),
});
/** A viewed company or employee page (by id), or a person page (by its key, docs/decisions/192). */
export const ZRecentItem = z.discriminatedUnion('entity_type', [
  ZRecentBase.extend({ entity_type: z.enum(['company', 'employee']), entity_id: z.number().int() }),
  ZRecentBase.extend({ entity_type: z.literal('person'), person_key: z.string() }),
]);
export const ZRecentResponse = z.object({ success: z.literal(true), items: z.array(ZRecentItem) });
export type RecentItem = z.infer<typeof ZRecentItem>;

export const ZWatchRequest = z.object({ company_id: id('company_id') });
export const ZWatchItem = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  address: z.string(),
  legal_status: z.string(),
  /** Invented by the generator: marked as sample data; otherwise missing figures are 'not published'. */
  synthetic: z.boolean(),
  added_at: z.string(),
  /**
   * The event types the user is alerted to for this company (docs/decisions/142): every type
   * unless the user chose some.
   */
  alert_types: z.array(ZEventType),
  /** Events of those types recorded since the company was added, the latest recorded first. */
  events: z.array(ZCompanyEvent),
  /** How many of `events` (the first ones) were recorded since the user last looked. */
  unseen_changes: z.number().int(),
  latest: z.object({
    report_date: z.string().nullable(),
    revenue: z.number().nullable(),
    earnings: z.number().nullable(),
    employees_number: z.number().nullable(),
    equity_ratio: z.number().nullable(),
  }),
});
export const ZWatchlistResponse = z.object({ success: z.literal(true), items: z.array(ZWatchItem) });
export type WatchItem = z.infer<typeof ZWatchItem>;

const listName = userName()
  .min(1, 'Please enter a name for the list.')
  .max(100, 'The name is too long (at most 100 characters).');
export const ZCreateListRequest = z.object({ name: listName });
export const ZRenameListRequest = z.object({ name: listName });
/** Companies one request may name: adding, removing, moving or exporting a selection. */
export const SELECTION_LIMIT = 1000;
export const ZCompanySelection = z
  .array(id('company_ids'))
  .min(1, 'Choose at least one company.')
  .max(SELECTION_LIMIT, 'At most 1,000 companies at once.');
export const ZAddListItemsRequest = z.object({ company_ids: ZCompanySelection });
export const ZLeadList = z.object({
  id: z.number().int(),
  name: z.string(),
  item_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const ZLeadListItem = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  address: z.string(),
  address_country: z.string(),
  legal_status: z.string(),
  latest_revenue: z.number().nullable(),
  /** Invented by the generator: marked as sample data; otherwise missing figures are 'not published'. */
  synthetic: z.boolean(),
  added_at: z.string(),
});
/** Companies a lead list answers with per request (decision 173); the rest by `offset`. */
export const LIST_PAGE_SIZE = 100;
const listPageInt = (min: number, max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, failsWith('list_page_invalid'))
    .transform(Number)
    .refine((n) => n >= min && n <= max, failsWith('list_page_invalid'))
    .default(fallback);
export const ZListPageQuery = z.object({
  offset: listPageInt(0, WORKSPACE_LIMITS.itemsPerList, 0),
  limit: listPageInt(1, LIST_PAGE_SIZE, LIST_PAGE_SIZE),
});
export type ListPageQuery = z.infer<typeof ZListPageQuery>;
export const ZListPage = z.object({
  offset: z.number().int(),
  limit: z.number().int(),
  /** The companies kept on the list; a page leaves out those the loaded dataset lacks. */
  total: z.number().int(),
});
export const ZListsResponse = z.object({ success: z.literal(true), lists: z.array(ZLeadList) });
export const ZListResponse = z.object({
  success: z.literal(true),
  list: ZLeadList,
  items: z.array(ZLeadListItem).optional(),
  page: ZListPage.optional(),
});
export const ZAddItemsResponse = z.object({
  success: z.literal(true),
  added: z.number().int(),
  list: ZLeadList,
});
export const ZExportQuery = z.object({
  format: z.enum(['csv', 'xlsx'], { message: "format must be 'csv' or 'xlsx'" }).default('csv'),
  /** Only these companies (comma-separated ids) of the list or watch list; all when absent. */
  company_ids: z
    .string()
    .regex(/^\d{1,12}(,\d{1,12})*$/, 'company_ids must be company ids separated by commas')
    .transform((value): (string | number)[] => value.split(','))
    .pipe(ZCompanySelection)
    .optional(),
});
export type LeadList = z.infer<typeof ZLeadList>;
export type LeadListItem = z.infer<typeof ZLeadListItem>;

const note = z.string().trim().max(2000, 'The note is too long (at most 2,000 characters).');
export const ZCreateContactRequest = z.object({
  employee_id: id('employee_id'),
  note: note.optional().default(''),
});
export const ZUpdateContactRequest = z.object({ note });
export const ZContact = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  fullName: z.string(),
  title: z.string().nullable(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  note: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export const ZContactsResponse = z.object({ success: z.literal(true), contacts: z.array(ZContact) });
export const ZContactResponse = z.object({ success: z.literal(true), contact: ZContact });
export type Contact = z.infer<typeof ZContact>;

export const ZCreateSavedSearchRequest = z.object({
  name: userName()
    .min(1, 'Please enter a name for the search.')
    .max(100, 'The name is too long (at most 100 characters).'),
  entity: z.enum(['companies', 'companies_employees']).default('companies'),
  filters: z.array(ZPerformanceIndicator).min(1, 'A saved search needs at least one filter.').max(30),
});
export const ZSavedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  entity: z.enum(['companies', 'companies_employees']),
  filters: z.array(z.object({ indicator: z.string(), operator: z.string(), values: z.array(z.string()) })),
  created_at: z.string(),
});
export const ZSavedSearchesResponse = z.object({ success: z.literal(true), searches: z.array(ZSavedSearch) });
export const ZSavedSearchResponse = z.object({ success: z.literal(true), search: ZSavedSearch });
export type SavedSearch = z.infer<typeof ZSavedSearch>;

/** Avatars are small images stored as data URLs (PNG, JPEG or WebP, at most 200 KB). */
export const MAX_AVATAR_DATA_URL = 270_000;
export const ZAccountUpdate = z
  .object({
    fullname: z
      .string()
      .trim()
      .min(1, failsWith('name_required'))
      .max(120, 'fullname is too long')
      .optional(),
    profile_avatar: z
      .string()
      .max(MAX_AVATAR_DATA_URL, 'The picture is too large (at most 200 KB).')
      .regex(
        /^(data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+)?$/,
        'The picture must be a PNG, JPEG or WebP image.',
      )
      .optional(),
    /** The account's language (docs/decisions/186). */
    language: z.enum(['de', 'en']).optional(),
  })
  .refine(
    (value) =>
      value.fullname !== undefined || value.profile_avatar !== undefined || value.language !== undefined,
    'Nothing to change.',
  );
/** The signed-in user (ZUser) with what only the account page shows. */
export const ZAccount = ZUser.extend({
  has_password: z.boolean(),
  google_linked: z.boolean(),
  created_at: z.string(),
});
export const ZAccountResponse = z.object({ success: z.literal(true), account: ZAccount });
export const ZChangePasswordRequest = z.object({
  current_password: z.string().max(128).optional().default(''),
  new_password: ZPassword,
});
export const ZSessionInfo = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export const ZSessionsResponse = z.object({ success: z.literal(true), sessions: z.array(ZSessionInfo) });
export const ZSessionParams = z.object({ id: z.string().uuid('id must be a session id') });
export const ZDeleteAccountRequest = z.object({
  password: z.string().max(128).optional().default(''),
  /** Accounts without a password (Google only) confirm by typing their e-mail address. */
  confirm_email: z.string().max(254).optional().default(''),
});
/** Everything stored about the account (GDPR Art. 15/20), without secrets: GET /account/export. */
export const ZAccountExport = z.object({
  exported_at: z.string(),
  account: ZAccount.extend({
    language: z.enum(['de', 'en']),
    email_verified_at: z.string().nullable(),
    security_ip: z.string().nullable(),
  }),
  sessions: z.array(ZSessionInfo),
  lead_lists: z.array(ZLeadList.extend({ company_ids: z.array(z.number().int()) })),
  watchlist: z.array(
    z.object({ company_id: z.number().int(), company_name: z.string(), added_at: z.string() }),
  ),
  contacts: z.array(ZContact),
  saved_searches: z.array(ZSavedSearch),
  recently_viewed: z.array(ZRecentItem),
});
export type Account = z.infer<typeof ZAccount>;
export type SessionInfo = z.infer<typeof ZSessionInfo>;
