import type { ClientConfig, HealthResponse } from '@fd/contract';
import type { AppConfig } from '../../config';
import type { CompanyStore } from '../../store/types';

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService(store: CompanyStore, config: AppConfig) {
  // Counting 1.8M reports takes tens of milliseconds: counted once per process (an import shows
  // in these counts after a restart).
  let dataset: HealthResponse['dataset'] | null = null;
  return {
    async health(): Promise<HealthResponse> {
      dataset ??= await store.dataset.counts();
      return { status: 'ok', engine: store.engine, dataset };
    },
    clientConfig(): ClientConfig {
      return {
        googleClientId: config.googleClientId,
        tileUrl: config.tileUrl,
        tileAttribution: config.tileAttribution,
      };
    },
  };
}
