/**
 * The engine's protocol (docs/decisions/211): one request and one answer per served request,
 * plain JSON data both ways, so that the same messages can cross a Unix socket (frames.ts), a
 * worker thread's port or nothing at all (in-process.ts).
 */
import { COMPANY_RANGE_INDICATORS, type CompanyRangeIndicator, type MatchTier } from '@fd/contract';
import type { CompanySearchQuery, GroupPlace, TieredNearestQuery } from '../../store/types';

/** A page of name matches: each id with the tier it was found in, the count, the correction. */
export interface NamePage {
  hits: { id: number; tier: MatchTier }[];
  /** Matches of the widest tier read, at most the count cap. */
  total: number;
  /** True when `total` stopped at the count cap. */
  capped: boolean;
  /** The query with misspelt words corrected, when nothing matched as typed. */
  didYouMean: string | null;
}

/** The dashboard's company search without its name: the area, the filters and the order. */
export type CompanyPageQuery = Omit<CompanySearchQuery, 'name'>;

/** What a served request asks the engine, one message per request. */
export type EngineRequest =
  /** Suggestions while typing: ids of exact, then prefix matches, at most `limit`. */
  | { kind: 'suggest'; keyword: string; limit: number }
  /** The landing search's page of name matches, the tiers read inside the engine. */
  | { kind: 'landingPage'; keyword: string; offset: number; limit: number }
  /**
   * The dashboard's company search: with a keyword its name tiers, each one pass of the filter
   * index, or (ranked) its widest tier in one pass; without one a pass over the filters alone.
   */
  | {
      kind: 'companyPage';
      keyword: string | null;
      query: CompanyPageQuery;
      offset: number;
      limit: number;
      cap: number;
    }
  /** Similar companies: the nearest of the first tier each meets, at most `limit`, in one pass. */
  | { kind: 'similar'; query: TieredNearestQuery; limit: number }
  /** The figures a page of result rows shows: `indicators` of each of `ids` (at most MAX_IDS). */
  | { kind: 'figures'; ids: number[]; indicators: CompanyRangeIndicator[] }
  /** A company's place in its group (the company page). */
  | { kind: 'groupPlace'; companyId: number }
  /** The top of each company's group, for a page of result rows (at most MAX_IDS). */
  | { kind: 'groupRoots'; ids: number[] }
  /**
   * The matcher's name candidates: ids of names like `keyword`, at most `limit` (≤ MAX_IDS); with
   * `fuzzy` the typo and sound-alike tiers fill up, without it exact and prefix matches alone.
   */
  | { kind: 'candidates'; keyword: string; limit: number; fuzzy: boolean }
  /** The company search as the store asks it: a page of ids (at most MAX_IDS) and the count up to `cap`. */
  | { kind: 'find'; query: CompanySearchQuery; offset: number; limit: number; cap: number }
  /**
   * Take the change sequence's entries written so far into the indexes (a writer's own write),
   * answered once the applied batches were pushed: how many companies were handed on.
   */
  | { kind: 'follow' };

export type EngineRequestKind = EngineRequest['kind'];

/** The answer to each kind of request. */
export interface EngineAnswers {
  suggest: number[];
  landingPage: NamePage;
  companyPage: {
    /** The keyword had no searchable word: nothing was searched. */
    keywordInvalid: boolean;
    /** The page's ids in the search's order. */
    ids: number[];
    /** Matches counted up to the request's cap. */
    total: number;
    /** The name tiers' page when a keyword was searched in popularity order. */
    page: NamePage | null;
  };
  similar: { company_id: number; tier: number }[];
  /** Per id, per indicator, in the request's orders; null where the company has no such figure. */
  figures: (number | null)[][];
  groupPlace: GroupPlace;
  groupRoots: number[];
  candidates: number[];
  find: { ids: number[]; total: number };
  follow: number;
}

/**
 * The most ids a request may name or ask for: a page of rows, never a table, so that every
 * message stays small (a result page is at most 100 rows, the matcher asks for 40 candidates).
 */
export const MAX_IDS = 1_000;

/** Why a request got no answer. */
export type EngineErrorCode =
  /** The message is no request: not an object, no numeric id, a field missing or of a wrong type. */
  | 'malformed'
  /** The request names a kind this engine does not answer. */
  | 'unknown_kind'
  /** The request's work ran past its time budget, or its client went away. */
  | 'budget_time'
  | 'budget_client'
  /** Answering threw. */
  | 'failed'
  /** The engine thread ended before it answered, or none is running. */
  | 'unavailable';

export interface EngineError {
  code: EngineErrorCode;
  message: string;
}

/** A request on the wire: `id` pairs it with its answer. */
export interface RequestFrame {
  id: number;
  request: EngineRequest;
}

/** An answer on the wire; `id` is null when the request's own id was unreadable. */
export type AnswerFrame =
  | { id: number; answer: EngineAnswers[EngineRequestKind] }
  | { id: number | null; error: EngineError };

/** Pushed by the engine: the companies whose changes its indexes took in (empty: derived figures only). */
export interface AppliedFrame {
  applied: number[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const isIdCount = (value: unknown) => isCount(value) && value <= MAX_IDS;
const isIds = (value: unknown) => Array.isArray(value) && value.length <= MAX_IDS && value.every(isCount);
const INDICATORS = new Set<unknown>(COMPANY_RANGE_INDICATORS);
const isIndicators = (value: unknown) =>
  Array.isArray(value) && value.length <= INDICATORS.size && value.every((v) => INDICATORS.has(v));

/** Each kind's fields and their checks; the first field that fails names the malformed request. */
const FIELDS: { [K in EngineRequestKind]: Record<string, (value: unknown) => boolean> } = {
  suggest: { keyword: (v) => typeof v === 'string', limit: isCount },
  landingPage: { keyword: (v) => typeof v === 'string', offset: isCount, limit: isCount },
  companyPage: {
    keyword: (v) => v === null || typeof v === 'string',
    query: (v) => isObject(v) && isObject(v.filters) && 'area' in v,
    offset: isCount,
    limit: isCount,
    cap: isCount,
  },
  similar: {
    query: (v) => isObject(v) && Array.isArray(v.must) && Array.isArray(v.tiers) && 'area' in v,
    limit: isCount,
  },
  figures: { ids: isIds, indicators: isIndicators },
  groupPlace: { companyId: isCount },
  groupRoots: { ids: isIds },
  candidates: {
    keyword: (v) => typeof v === 'string',
    limit: isIdCount,
    fuzzy: (v) => typeof v === 'boolean',
  },
  find: {
    query: (v) => isObject(v) && isObject(v.filters) && 'area' in v && (v.name === null || isObject(v.name)),
    offset: isCount,
    limit: isIdCount,
    cap: isCount,
  },
  follow: {},
};

/** A message read as a request frame, or the error answer it gets. */
export function readRequestFrame(
  message: unknown,
): RequestFrame | Extract<AnswerFrame, { error: EngineError }> {
  const malformed = (id: number | null, what: string) => ({
    id,
    error: { code: 'malformed' as const, message: what },
  });
  if (!isObject(message) || !isCount(message.id))
    return malformed(null, 'a request frame needs a numeric id');
  const { id, request } = message;
  if (!isObject(request) || typeof request.kind !== 'string') return malformed(id, 'the request has no kind');
  const fields = Object.hasOwn(FIELDS, request.kind) ? FIELDS[request.kind as EngineRequestKind] : undefined;
  if (!fields) return { id, error: { code: 'unknown_kind', message: `no request of kind ${request.kind}` } };
  for (const [field, valid] of Object.entries(fields))
    if (!valid(request[field]))
      return malformed(id, `${request.kind}: ${field} is missing or of a wrong type`);
  return { id, request: request as EngineRequest };
}
