import type { ClientConfig, HealthResponse } from '@fd/contract';
import type { AppConfig } from '../../config';
import type { CompanyStore } from '../../store/types';

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService(store: CompanyStore, config: AppConfig) {
  // Counting 1.8M reports takes tens of milliseconds: counted once per process, and again after
  // an import has finished (not after each of its batches; decision 053).
  let dataset: HealthResponse['dataset'] | null = null;
  return {
    async health(): Promise<HealthResponse> {
      dataset ??= await store.dataset.counts();
      return { status: 'ok', engine: store.engine, dataset };
    },
    invalidate(): void {
      dataset = null;
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
