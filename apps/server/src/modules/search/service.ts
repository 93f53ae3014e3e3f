import type { LandingSearchQuery, LandingSearchResponse, SuggestResponse } from '@fd/contract';
import { LANDING_SUGGEST_LIMIT } from '@fd/contract';
import type { Store } from '../../store/types';
import type { NameSearch } from './name-search';

export type SearchService = ReturnType<typeof createSearchService>;

export function createSearchService(store: Store, names: NameSearch) {
  return {
    landingSearch(query: LandingSearchQuery): LandingSearchResponse {
      const matches = names.search(query.keyword, query.offset, query.limit);
      return {
        success: true,
        total: matches.total,
        total_capped: matches.capped,
        companies: store.companies.listItems(matches.ids),
      };
    },
    suggest(keyword: string, limit = LANDING_SUGGEST_LIMIT): SuggestResponse {
      return { companies: store.companies.suggestions(names.suggest(keyword, limit)) };
    },
    /** Forget cached counts after company data changed. */
    invalidate(): void {
      names.invalidate();
    },
  };
}
