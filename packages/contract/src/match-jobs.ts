import { z } from 'zod';
import { failsWith } from './errors';
import { MATCH_FIELDS } from './matching-constants';
import { userName } from './names';
import { ZCreateListRequest, ZLeadList } from './workspace';

/** Rows one uploaded file may hold (the header not counted). */
export const MATCH_FILE_MAX_ROWS = 50_000;
/** Bytes one uploaded file may have. */
export const MATCH_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** Megabytes an uploaded XLSX may have once unpacked (its XML; a zip bomb stops here). */
export const MATCH_XLSX_MAX_UNPACKED_MB = 400;
/** Rows one account may have matched per day (counted when a job starts). */
export const MATCH_ROWS_PER_DAY = 100_000;
/** Rows of a job's results one page shows. */
export const MATCH_JOB_PAGE_ROWS = 100;

/** draft: uploaded, its columns not yet confirmed; queued and running: one per user at a time. */
export const MATCH_JOB_STATUSES = ['draft', 'queued', 'running', 'done', 'cancelled'] as const;
export type MatchJobStatus = (typeof MATCH_JOB_STATUSES)[number];

/** A row's outcome: matched (safe, or accepted by a person), to review, no match (or rejected). */
export const MATCH_ROW_STATES = ['matched', 'review', 'none'] as const;
export type MatchRowState = (typeof MATCH_ROW_STATES)[number];

/** Which column (by its index in the file) feeds which field of the matcher; a field may have none. */
export const ZMatchMapping = z.partialRecord(z.enum(MATCH_FIELDS), z.number().int().min(0).nullable());
export type MatchMapping = z.infer<typeof ZMatchMapping>;

export const ZMatchJob = z.object({
  job_id: z.string(),
  file_name: z.string(),
  status: z.enum(MATCH_JOB_STATUSES),
  /** The file's header, in its order. */
  columns: z.array(z.string()),
  mapping: ZMatchMapping,
  rows: z.number().int(),
  /** Rows matched so far. */
  done: z.number().int(),
  counts: z.object({ matched: z.number().int(), review: z.number().int(), none: z.number().int() }),
  created_at: z.string(),
});
export type MatchJob = z.infer<typeof ZMatchJob>;

/** A candidate as a job keeps it: enough to show, pick and explain. */
export const ZMatchJobCandidate = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  score: z.number(),
  match: z.boolean(),
  city: z.string().nullable(),
  register_number: z.string().nullable(),
  reasons: z.array(z.string()),
});
export type MatchJobCandidate = z.infer<typeof ZMatchJobCandidate>;

export const ZMatchJobRow = z.object({
  /** 1 for the first row under the header. */
  row: z.number().int(),
  input: z.array(z.string()),
  state: z.enum(MATCH_ROW_STATES).nullable(),
  /** The company the row stands for now: the safe match or the one a person chose. */
  company_id: z.number().int().nullable(),
  reviewed: z.boolean(),
  candidates: z.array(ZMatchJobCandidate),
});
export type MatchJobRow = z.infer<typeof ZMatchJobRow>;

export const ZMatchJobAnswer = z.object({ success: z.literal(true), job: ZMatchJob });
export const ZMatchJobsAnswer = z.object({ success: z.literal(true), jobs: z.array(ZMatchJob) });
export const ZMatchJobIdParams = z.object({ id: z.string().uuid() });
export const ZMatchUploadQuery = z.object({ file_name: userName().min(1).max(200) });
export const ZMatchStartBody = z.strictObject({
  mapping: ZMatchMapping.refine(
    (mapping) => Object.values(mapping).some((column) => column !== null && column !== undefined),
    failsWith('match_mapping_empty'),
  ),
});
export const ZMatchRowsQuery = z.object({
  state: z.enum(MATCH_ROW_STATES).optional(),
  offset: z.coerce.number().int().min(0).default(0),
});
export const ZMatchRowsAnswer = z.object({
  success: z.literal(true),
  total: z.number().int(),
  rows: z.array(ZMatchJobRow),
});
export const ZMatchDownloadQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

export const ZMatchRowParams = z.object({ id: z.string().uuid(), row: z.coerce.number().int().min(1) });
/** A person's decision on a row: this company (the best candidate, another one, or one searched by hand), or none. */
export const ZMatchReviewBody = z.discriminatedUnion('decision', [
  z.strictObject({ decision: z.literal('accept'), company_id: z.number().int().positive() }),
  z.strictObject({ decision: z.literal('reject') }),
]);
export type MatchReview = z.infer<typeof ZMatchReviewBody>;
export const ZMatchRowAnswer = z.object({ success: z.literal(true), row: ZMatchJobRow });

/** Where a job's matches go: one of the caller's lead lists, or a new list of this name. */
export const ZMatchLeadListBody = z
  .strictObject({
    list_id: z.number().int().positive().optional(),
    name: ZCreateListRequest.shape.name.optional(),
  })
  .refine(
    (body) => (body.list_id === undefined) !== (body.name === undefined),
    failsWith('match_lead_list_target'),
  );
export type MatchLeadListTarget = z.infer<typeof ZMatchLeadListBody>;
/** Companies of the matched rows added, those the list had already, and the list as it is now. */
export const ZMatchLeadListAnswer = z.object({
  success: z.literal(true),
  added: z.number().int(),
  already: z.number().int(),
  list: ZLeadList,
});
