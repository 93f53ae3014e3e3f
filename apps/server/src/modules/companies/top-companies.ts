import type { TopCompaniesQuery, TopCompaniesResponse } from '@fd/contract';
import type { Store } from '../../store/types';

export type TopCompaniesService = ReturnType<typeof createTopCompaniesService>;

/** The top 500 by latest revenue, computed at load (search rule 8) and held in memory. */
export function createTopCompaniesService(store: Store) {
  let ranked: TopCompaniesResponse['companies'] | null = null;
  const all = () => {
    ranked ??= store.companies
      .listItems(store.dataset.topCompanyIds())
      .map((company, index) => ({ rank: index + 1, ...company }));
    return ranked;
  };
  return {
    page(query: TopCompaniesQuery): TopCompaniesResponse {
      const companies = all();
      return {
        success: true,
        total: companies.length,
        companies: companies.slice(query.offset, query.offset + query.limit),
      };
    },
    invalidate(): void {
      ranked = null;
    },
  };
}
