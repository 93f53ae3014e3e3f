import type { LandingSearchQuery, LandingSearchResponse, SuggestResponse } from '@fd/contract';
import { LANDING_SUGGEST_LIMIT } from '@fd/contract';
import { yieldIfDue } from '../../runtime/budget';
import type { CompanyStore } from '../../store/types';
import type { NameSearch } from './name-search';

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(store: CompanyStore, names: NameSearch) {
  return {
    async landingSearch(query: LandingSearchQuery): Promise<LandingSearchResponse> {
      const matches = await names.search(query.keyword, query.offset, query.limit);
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
      return { companies: await store.companies.suggestions(await names.suggest(keyword, limit)) };
    },
    /** Forget cached counts and the vocabulary after company data changed. */
    invalidate(): void {
      names.invalidate();
    },
  };
}
