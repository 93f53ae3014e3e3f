import type { LandingSearchQuery, LandingSearchResponse, SuggestResponse } from '@fd/contract';
import { ANONYMOUS_SEARCH_DEPTH, LANDING_SUGGEST_LIMIT } from '@fd/contract';
import { fail } from '../../errors';
import { yieldIfDue } from '../../runtime/budget';
import type { EngineClient } from '../../search-engine';
import type { CompanyStore } from '../../store/types';

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(store: CompanyStore, engine: EngineClient) {
  return {
    /**
     * A page of name matches. Without an account only the first ANONYMOUS_SEARCH_DEPTH results
     * (docs/decisions/174): a page reaching past them is refused with a hint to log in.
     */
    async landingSearch(query: LandingSearchQuery, signedIn: boolean): Promise<LandingSearchResponse> {
      if (!signedIn && query.offset + query.limit > ANONYMOUS_SEARCH_DEPTH)
        throw fail('search_depth_login', { depth: ANONYMOUS_SEARCH_DEPTH });
      const matches = await engine.ask({
        kind: 'landingPage',
        keyword: query.keyword,
        offset: query.offset,
        limit: query.limit,
      });
      await yieldIfDue();
      const items = await store.companies.listItems(matches.hits.map((hit) => hit.id));
      const tiers = new Map(matches.hits.map((hit) => [hit.id, hit.tier]));
      return {
        success: true,
        total: matches.total,
        total_capped: matches.capped,
        companies: items.map((item) => ({ ...item, match: tiers.get(item.company_id) ?? 'exact' })),
        did_you_mean: matches.didYouMean,
      };
    },
    async suggest(keyword: string, limit = LANDING_SUGGEST_LIMIT): Promise<SuggestResponse> {
      const ids = await engine.ask({ kind: 'suggest', keyword, limit });
      return { companies: await store.companies.suggestions(ids) };
    },
  };
}
