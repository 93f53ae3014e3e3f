import type { TopCompaniesQuery, TopCompaniesResponse } from '@fd/contract';
import type { CompanyStore } from '../../store/types';

export type TopCompaniesService = ReturnType<typeof createTopCompaniesService>;

/** The top 500 by latest revenue, computed at load (docs/decisions/073) and held in memory. */
export function createTopCompaniesService(store: CompanyStore) {
  let ranked: Promise<TopCompaniesResponse['companies']> | null = null;
  const load = async () =>
    (await store.companies.listItems(await store.dataset.topCompanyIds())).map((company, index) => ({
      rank: index + 1,
      ...company,
    }));
  return {
    async page(query: TopCompaniesQuery): Promise<TopCompaniesResponse> {
      ranked ??= load();
      const companies = await ranked;
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
