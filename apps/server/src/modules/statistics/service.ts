import type { CountryStatsResponse, StatisticsResponse } from '@fd/contract';
import { fail } from '../../errors';
import type { CompanyStore } from '../../store/types';

export type StatisticsService = ReturnType<typeof createStatisticsService>;

/** Serves the figures computed at load time (docs/decisions/073); nothing is computed per request. */
export function createStatisticsService(store: CompanyStore) {
  let statistics: StatisticsResponse | null = null;
  let countries: CountryStatsResponse | null = null;
  return {
    async statistics(): Promise<StatisticsResponse> {
      if (!statistics) {
        const computed = await store.dataset.statistics();
        if (!computed) throw fail('statistics_unavailable');
        statistics = { success: true, statistics: computed };
      }
      return statistics;
    },
    async countryStats(): Promise<CountryStatsResponse> {
      countries ??= { stats: await store.dataset.countryStats() };
      return countries;
    },
    /** Forget the figures read: an import has recomputed them (decision 053). */
    invalidate(): void {
      statistics = null;
      countries = null;
    },
  };
}
