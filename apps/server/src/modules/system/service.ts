import type { HealthResponse } from '@fd/contract';
import type { Store } from '../../store/types';

export type SystemService = ReturnType<typeof createSystemService>;

export function createSystemService(store: Store) {
  // Counting 1.8M reports takes tens of milliseconds: counted once, refreshed on data changes.
  let dataset: HealthResponse['dataset'] | null = null;
  return {
    health(): HealthResponse {
      dataset ??= store.dataset.counts();
      return { status: 'ok', engine: store.engine, dataset };
    },
    invalidate(): void {
      dataset = null;
    },
  };
}
