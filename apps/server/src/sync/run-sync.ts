/**
 * A sync of one or more sources under the installation's lease (docs/decisions/122): what
 * `npm run sync` and a server's schedule run. A scheduled run syncs a source only when its last
 * run is older than SYNC_EVERY, so that several servers on one database sync once between them.
 */
import type { Dispatcher } from 'undici';
import type { AppConfig } from '../config';
import type { DachCountry } from '../importers/types';
import { openSyncStore } from '../store';
import type { SyncSourceName, SyncStore } from '../store/types';
import type { DownloadSettings } from './download';
import { gleifSource } from './gleif';
import { proxyDispatcher } from './http';
import { takeLease } from './lease';
import { offeneRegisterSource } from './offeneregister';
import { runSource, type SourceRunReport, type SyncUi } from './run-source';
import type { RegisterSource } from './source';

export const SOURCES: Record<SyncSourceName, RegisterSource> = {
  gleif: gleifSource,
  offeneregister: offeneRegisterSource,
};

export interface SyncRequest {
  sources: readonly SyncSourceName[];
  full: boolean;
  countries: readonly DachCountry[];
  /** Started by a server's schedule: a source is synced only when its last run is SYNC_EVERY old. */
  scheduled: boolean;
}

export type SyncResult =
  | { kind: 'busy'; holder: string }
  | { kind: 'done'; reports: SourceRunReport[]; notDue: SyncSourceName[] };

export interface SyncDeps {
  now?: () => Date;
  /** The HTTP client; HTTPS_PROXY/HTTP_PROXY/NO_PROXY of the environment unless given. */
  dispatcher?: Dispatcher;
  download?: Partial<Omit<DownloadSettings, 'dispatcher' | 'signal'>>;
  /** Stops the run: the current download or batch ends, the run is recorded as failed. */
  signal?: AbortSignal;
}

/** Timeouts and retries of the downloads: a minute without a byte, four tries 2, 4 and 8 s apart. */
const DOWNLOADS = { timeoutMs: 60_000, attempts: 4, backoffMs: 2000, maxRedirects: 5 };

/** A timer fires a little early or late: a run 90 % of SYNC_EVERY after the last counts as due. */
const DUE_SHARE = 0.9;

async function due(store: SyncStore, source: SyncSourceName, everyMs: number, now: Date): Promise<boolean> {
  const last = await store.lastRun(source, ['succeeded', 'unchanged', 'failed']);
  return !last || now.getTime() - Date.parse(last.startedAt) >= everyMs * DUE_SHARE;
}

export async function runSync(
  config: AppConfig,
  request: SyncRequest,
  ui: SyncUi,
  deps: SyncDeps = {},
): Promise<SyncResult> {
  const now = deps.now ?? (() => new Date());
  const store = await openSyncStore(config.database, () => {});
  const dispatcher = deps.dispatcher ?? proxyDispatcher();
  try {
    const lease = await takeLease(store, now);
    if ('busy' in lease) return { kind: 'busy', holder: lease.busy };
    try {
      const interrupted = await store.failUnfinished(
        'interrupted: the process running it ended before it finished',
        now().toISOString(),
      );
      if (interrupted > 0) ui.line(`${interrupted} interrupted run(s) recorded as failed`);
      const signals = [lease.lost, ...(deps.signal ? [deps.signal] : [])];
      const reports: SourceRunReport[] = [];
      const notDue: SyncSourceName[] = [];
      for (const source of request.sources) {
        if (request.scheduled && !(await due(store, source, config.sync.everyMs, now()))) {
          notDue.push(source);
          continue;
        }
        const report = await runSource(SOURCES[source], {
          config,
          store,
          holder: lease.holder,
          full: request.full,
          countries: request.countries,
          ui,
          signal: AbortSignal.any(signals),
          settings: { dispatcher, ...DOWNLOADS, ...deps.download },
          now,
        });
        reports.push(report);
        // Stopped from outside: the other sources wait for the next run.
        if (signals.some((signal) => signal.aborted)) break;
      }
      return { kind: 'done', reports, notDue };
    } finally {
      await lease.release();
    }
  } finally {
    await store.close();
    if (!deps.dispatcher) await dispatcher.close();
  }
}
