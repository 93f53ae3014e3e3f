/**
 * How fresh each open register's data is (issue 28): the last successful sync and the publish
 * date of the data from the sync's runs, the companies each source holds from the derived
 * figures (recomputed after every import, by a sync or by hand). Users read it on the
 * Datenquellen page; operators read the same figures in /metrics.
 */
import {
  type SourcesResponse,
  SYNC_RUNS_SHOWN,
  SYNC_SOURCES,
  type SyncRunsResponse,
  type SyncSource,
} from '@fd/contract';
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

    /** The operator console's view: each source's latest runs with their errors (docs/decisions/178). */
    async runs(): Promise<SyncRunsResponse> {
      const sources = await Promise.all(
        SYNC_SOURCES.map(async (source) => ({
          source,
          runs: (await sync.recentRuns(SYNC_RUNS_SHOWN, source)).map((run) => ({
            run_id: run.runId,
            kind: run.kind,
            outcome: run.outcome,
            started_at: run.startedAt,
            finished_at: run.finishedAt,
            rows_read: run.rowsRead,
            rows_kept: run.rowsKept,
            created: run.created,
            changed: run.changed,
            error: run.error,
          })),
        })),
      );
      return { sources };
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
