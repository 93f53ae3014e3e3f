/**
 * The engine side of the search engine's protocol (docs/decisions/211): what answers each served
 * request in one message — the name tiers of suggestions and the landing search, the dashboard's
 * tier loop over the filter index, similar companies' one pass. Today it answers in this process
 * (`inProcessSearchEngine`); the engine threads and the engine process build the same handlers.
 */

import { fail } from '../../errors';
import {
  type CompanyPageQuery,
  type EngineAnswers,
  type EngineClient,
  type EngineHandlers,
  EngineProtocolError,
  type EngineQueries,
  type EngineRequest,
  inProcessEngineClient,
} from '../../search-engine';
import type {
  CompanySearchRepository,
  CompanyStore,
  NameIndexRepository,
  TermQuery,
} from '../../store/types';
import { NameSearch } from './name-search';
import type { NameTiers } from './name-tiers';

type Find = CompanySearchRepository['find'];

const INVALID_KEYWORD: EngineAnswers['companyPage'] = { keywordInvalid: true, ids: [], total: 0, page: null };

/**
 * The dashboard's company search without its rows: ranked (by distance or a figure), a name's
 * tiers are one set, its widest exact or prefix tier, in one pass; in popularity order one pass
 * of the filter index per name tier, its page of new matches and their count.
 */
async function companyPage(
  names: NameTiers,
  find: Find,
  request: Extract<EngineRequest, { kind: 'companyPage' }>,
): Promise<EngineAnswers['companyPage']> {
  const { keyword, offset, limit, cap } = request;
  const query = (
    name: { match: TermQuery; excluding?: TermQuery } | null,
    q: CompanyPageQuery = request.query,
  ) => ({
    name,
    area: q.area,
    filters: q.filters,
    order: q.order,
  });
  const order = request.query.order ?? 'popularity';
  if (order !== 'popularity') {
    const tiers = keyword === null ? null : await names.tiers(keyword);
    if (tiers?.length === 0) return INVALID_KEYWORD;
    const found = await find(
      query(tiers ? { match: tiers[tiers.length - 1]!.query } : null),
      offset,
      limit,
      cap,
    );
    return { keywordInvalid: false, ids: found.ids, total: found.total, page: null };
  }
  if (keyword === null) {
    const found = await find(query(null), offset, limit, cap);
    return { keywordInvalid: false, ids: found.ids, total: found.total, page: null };
  }
  const page = await names.page(
    keyword,
    { offset, limit, fillUpTo: limit },
    {
      count: async (match, countCap) => (await find(query({ match }), 0, 0, countCap)).total,
      ids: async (match, excluding, idLimit) =>
        (await find(query({ match, excluding }), 0, idLimit, idLimit)).ids,
      read: (match, excluding, readLimit, readCap) =>
        find(query({ match, excluding }), 0, readLimit, readCap),
    },
  );
  if (!page) return INVALID_KEYWORD;
  // Past the cap when the tiers stopped counting.
  return {
    keywordInvalid: false,
    ids: page.hits.map((hit) => hit.id),
    total: page.capped ? cap : page.total,
    page,
  };
}

/** The handlers of every kind of request, over the name search and the company search's engine calls. */
export function searchEngineHandlers(
  names: NameSearch,
  search: EngineQueries,
  /** Takes the change sequence into the indexes: the writer's engine only. */
  follow: () => Promise<number>,
): EngineHandlers {
  return {
    suggest: ({ keyword, limit }) => names.suggest(keyword, limit),
    landingPage: ({ keyword, offset, limit }) => names.search(keyword, offset, limit),
    companyPage: (request) => companyPage(names.tiers, search.find, request),
    similar: ({ query, limit }) => search.nearestByTier(query, limit),
    figures: ({ ids, indicators }) => search.figures(ids, indicators),
    groupPlace: ({ companyId }) => search.groupPlace(companyId),
    groupRoots: ({ ids }) => search.groupRoots(ids),
    candidates: ({ keyword, limit, fuzzy }) => names.candidates(keyword, limit, fuzzy),
    find: ({ query, offset, limit, cap }) => search.find(query, offset, limit, cap),
    follow: () => follow(),
  };
}

/** A name search whose candidates (the matcher's) the engine process answers. */
class AskedCandidates extends NameSearch {
  constructor(
    index: NameIndexRepository,
    names: (ids: number[]) => Promise<Map<number, string>>,
    private readonly client: EngineClient,
  ) {
    super(index, names);
  }

  override candidates(keyword: string, limit: number, fuzzy = true): Promise<number[]> {
    return this.client.ask({ kind: 'candidates', keyword, limit, fuzzy });
  }
}

/**
 * The engine answered in this process, over `store`: its client, and the name search that the
 * matcher and the dashboard's name tiers call directly. The name search's cached counts and
 * vocabulary are the engine side's: they are forgotten when the store's engine took in changes.
 * `asked`: the engine process, which then answers the matcher's candidates (the store has no
 * engine of its own, docs/decisions/211 step 5).
 */
export function inProcessSearchEngine(
  store: CompanyStore,
  asked?: EngineClient,
): { client: EngineClient; names: NameSearch } {
  const rows = async (ids: number[]) =>
    new Map((await store.companies.suggestions(ids)).map((row) => [row.company_id, row.company_name]));
  const names = asked ? new AskedCandidates(store.names, rows, asked) : new NameSearch(store.names, rows);
  store.onChange(() => names.invalidate());
  // Built off the request path from the engine's load on (docs/decisions/209).
  names.tiers.vocabularies.start();
  const client = inProcessEngineClient(
    searchEngineHandlers(names, store.companySearch, () => store.followChanges()),
    (listener) => store.onChange(listener),
  );
  return { client, names };
}

/**
 * `client` with the engine's `unavailable` (an engine thread that ended before it answered; the
 * next request goes to its replacement) as the API's translated 503 `unavailable`, so that the
 * routes and the MCP tools answer it as a failure to try again, not a 500.
 */
export function answeringUnavailable(client: EngineClient): EngineClient {
  return {
    ask: (request) =>
      client.ask(request).catch((error: unknown) => {
        if (error instanceof EngineProtocolError && error.code === 'unavailable') throw fail('unavailable');
        throw error;
      }),
    onApplied: (listener) => client.onApplied(listener),
  };
}
