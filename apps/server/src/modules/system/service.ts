import type { ClientConfig, HealthResponse } from '@fd/contract';
import type { AppConfig } from '../../config';
import type { CompanyStore } from '../../store/types';

export type SystemService = ReturnType<typeof createSystemService>;

/**
 * `searchAvailable`: false while the searches cannot be answered (the engine process is away,
 * docs/decisions/211): health then says so, still with 200, as the rest of the process serves.
 */
export function createSystemService(store: CompanyStore, config: AppConfig, searchAvailable: () => boolean) {
  // Counting 1.8M reports takes tens of milliseconds: counted once per process, and again after
  // an import has finished (not after each of its batches; decision 053).
  let dataset: HealthResponse['dataset'] | null = null;
  return {
    async health(): Promise<HealthResponse> {
      dataset ??= await store.dataset.counts();
      const search = searchAvailable() ? 'available' : 'unavailable';
      return { status: search === 'available' ? 'ok' : 'degraded', engine: store.engine, search, dataset };
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
