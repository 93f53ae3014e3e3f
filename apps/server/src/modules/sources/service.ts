/**
 * How fresh each open register's data is (issue 28): the last successful sync and the publish
 * date of the data from the sync's runs, the companies each source holds from the derived
 * figures (recomputed after every import, by a sync or by hand). Users read it on the
 * Datenquellen page; operators read the same figures in /metrics.
 */
import { type SourcesResponse, SYNC_SOURCES, type SyncSource } from '@fd/contract';
import type { SourceFigures } from '../../runtime/metrics';
import type { Stores } from '../../store/types';

/** A sync that imported data, or found that nothing new was published: both say the data is current. */
const CURRENT = ['succeeded', 'unchanged'] as const;

export function createSourcesService({ companies, sync }: Pick<Stores, 'companies' | 'sync'>) {
  const lastCurrent = (source: SyncSource) => sync.lastRun(source, CURRENT);
  return {
    async freshness(): Promise<SourcesResponse> {
      const counts = await companies.dataset.sourceCounts();
      const sources = await Promise.all(
        SYNC_SOURCES.map(async (source) => {
          const last = await lastCurrent(source);
          return {
            source,
            last_sync_at: last?.finishedAt ?? null,
            published_at: last?.publishedAt ?? null,
            companies: counts[source] ?? 0,
          };
        }),
      );
      return { success: true, sources, synthetic_companies: counts.generator ?? 0 };
    },

    /** The age of each source's data (sources never synced have none) and the runs by outcome. */
    async figures(now = new Date()): Promise<SourceFigures> {
      const ages = [];
      for (const source of SYNC_SOURCES) {
        const published = (await lastCurrent(source))?.publishedAt;
        if (published) ages.push({ source, seconds: (now.getTime() - Date.parse(published)) / 1000 });
      }
      return { ages, runs: await sync.runCounts() };
    },
  };
}

export type SourcesService = ReturnType<typeof createSourcesService>;
