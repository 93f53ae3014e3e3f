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
  type EngineRequest,
  inProcessEngineClient,
} from '../../search-engine';
import type { CompanySearchRepository, CompanyStore, TermQuery } from '../../store/types';
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
  search: Pick<CompanySearchRepository, 'find' | 'nearestByTier' | 'figures' | 'groupPlace' | 'groupRoots'>,
): EngineHandlers {
  return {
    suggest: ({ keyword, limit }) => names.suggest(keyword, limit),
    landingPage: ({ keyword, offset, limit }) => names.search(keyword, offset, limit),
    companyPage: (request) => companyPage(names.tiers, search.find, request),
    similar: ({ query, limit }) => search.nearestByTier(query, limit),
    figures: ({ ids, indicators }) => search.figures(ids, indicators),
    groupPlace: ({ companyId }) => search.groupPlace(companyId),
    groupRoots: ({ ids }) => search.groupRoots(ids),
    candidates: ({ keyword, limit }) => names.candidates(keyword, limit),
  };
}

/**
 * The engine answered in this process, over `store`: its client, and the name search that the
 * matcher still calls directly. The name search's cached counts and vocabulary are the engine
 * side's: they are forgotten when the store's engine took in changes.
 */
export function inProcessSearchEngine(store: CompanyStore): { client: EngineClient; names: NameSearch } {
  const names = new NameSearch(
    store.names,
    async (ids) =>
      new Map((await store.companies.suggestions(ids)).map((row) => [row.company_id, row.company_name])),
  );
  store.onChange(() => names.invalidate());
  const client = inProcessEngineClient(searchEngineHandlers(names, store.companySearch), (listener) =>
    store.onChange(listener),
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
