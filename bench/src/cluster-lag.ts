/**
 * The change lag of the cluster bench: the time from a write acknowledged on server A (or
 * committed by the importers' writer) to the first answer of server B's HTTP API that shows it.
 * Writes one at a time, each watched on B until it shows (or VISIBLE_WITHIN_MS passed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, openImportWriter, runImport } from '@fd/server';
import pg from 'pg';
import { type ClusterNode, type Quantiles, quantiles, send, sleep, uptimeLoad } from './cluster-http';
import { writeGleifCsv } from './import-bench-data';
import { random } from './queries';

/** A write B has not shown after this long counts as not seen (and ends its wait). */
const VISIBLE_WITHIN_MS = 30_000;
/** How often B is asked while a write is awaited: the resolution of the figures. */
const ASK_EVERY_MS = 10;
/** Companies per import batch: the kept (AT/DE/CH) records the importers' writer commits at once. */
const IMPORT_BATCH = 20;

export interface LagFigures extends Quantiles {
  /** Writes B did not show within VISIBLE_WITHIN_MS (not in the quantiles). */
  notSeen: number;
  /** Writes refused (non-200) or that changed nothing (Refresh Data on an unchanged record). */
  skipped: number;
  loadAverage: number;
  /** Every lag in write order (ms; null: not seen). */
  lagsMs: (number | null)[];
}

/** Asks `shows` until it answers true: the ms from `since` to that answer, or null after VISIBLE_WITHIN_MS. */
async function visibleAfter(since: number, shows: () => Promise<boolean>): Promise<number | null> {
  for (;;) {
    if (await shows()) return performance.now() - since;
    if (performance.now() - since > VISIBLE_WITHIN_MS) return null;
    await sleep(ASK_EVERY_MS);
  }
}

function figures(lags: (number | null)[], skipped: number, loadAverage: number): LagFigures {
  const seen = lags.filter((lag): lag is number => lag !== null);
  return {
    ...quantiles(seen),
    notSeen: lags.length - seen.length,
    skipped,
    loadAverage,
    lagsMs: lags.map((lag) => (lag === null ? null : Math.round(lag))),
  };
}

/** Lead-list items added on A (the account store, on the primary), read on B. */
export async function listItemLag(a: ClusterNode, b: ClusterNode, companyIds: number[], writes: number) {
  const loadAverage = uptimeLoad();
  const created = await send(a, 'POST', '/api/lists', { name: `cluster lag ${new Date().toISOString()}` });
  if (created.status !== 200) throw new Error(`creating the lag list answered ${created.status}`);
  const listId: number = created.json.list.id;
  const lags: (number | null)[] = [];
  let skipped = 0;
  try {
    for (const companyId of companyIds.slice(0, writes)) {
      const added = await send(a, 'POST', `/api/lists/${listId}/items`, { company_ids: [companyId] });
      if (added.status !== 200) {
        skipped++;
        continue;
      }
      lags.push(
        await visibleAfter(added.at, async () => {
          const list = await send(b, 'GET', `/api/lists/${listId}?limit=100`);
          return (
            list.status === 200 &&
            list.json.items.some((item: { company_id: number }) => item.company_id === companyId)
          );
        }),
      );
    }
  } finally {
    await send(a, 'DELETE', `/api/lists/${listId}`);
  }
  return figures(lags, skipped, loadAverage);
}

/**
 * Refresh Data on A (the company record, through the change sequence to B's local index),
 * for random companies until `writes` of them changed: a company's synthetic source changes at
 * most once a day, so the others are skipped.
 */
export async function refreshLag(a: ClusterNode, b: ClusterNode, companies: number, writes: number) {
  const loadAverage = uptimeLoad();
  const next = random(Date.now() % 2 ** 31);
  const tried = new Set<number>();
  const lags: (number | null)[] = [];
  let skipped = 0;
  while (lags.length < writes && tried.size < writes * 20) {
    const companyId = 1 + Math.floor(next() * companies);
    if (tried.has(companyId)) continue;
    tried.add(companyId);
    const refreshed = await send(a, 'POST', '/api/refreshData', { company_id: companyId });
    const changes: { field: string; new_value: string | null }[] = refreshed.json?.changes ?? [];
    if (refreshed.status !== 200 || changes.length === 0) {
      skipped++;
      continue;
    }
    lags.push(
      await visibleAfter(refreshed.at, async () => {
        const detail = await send(b, 'GET', `/api/companies?cid=${companyId}`);
        return (
          detail.status === 200 &&
          changes.every((change) => detail.json.company[change.field] === change.new_value)
        );
      }),
    );
  }
  return figures(lags, skipped, loadAverage);
}

/**
 * A GLEIF import through the importers' writer (one transaction per batch of IMPORT_BATCH
 * companies, as `npm run import` writes), each batch awaited on B before the next: the batch's
 * last company is visible once B's detail names the record's LEI among its sources. The file's
 * rows are numbered from the clock, so every run imports records no earlier run has seen.
 */
export async function importBatchLag(config: AppConfig, databaseUrl: string, b: ClusterNode, writes: number) {
  const loadAverage = uptimeLoad();
  const dir = mkdtempSync(join(tmpdir(), 'fd-cluster-import-'));
  const csv = join(dir, 'lei.csv');
  // About 11 % of the rows are AT/DE/CH companies; a batch is due at IMPORT_BATCH of them or 10× as many rows.
  await writeGleifCsv(csv, Math.ceil(writes * IMPORT_BATCH * 13), Math.floor(Date.now() / 1000) * 100_000);
  const writer = await openImportWriter(config);
  const record = new pg.Client({ connectionString: databaseUrl });
  await record.connect();
  const lags: (number | null)[] = [];
  let skipped = 0;
  try {
    await runImport(
      { source: 'gleif', leiFile: csv },
      {
        batchSize: IMPORT_BATCH,
        workers: 1,
        sink: {
          async writeBatch(companies, relationships, officers) {
            await writer.sink.writeBatch(companies, relationships, officers);
            const committed = performance.now();
            const watched = companies.at(-1);
            if (!watched || lags.length >= writes) return;
            const { rows } = await record.query<{ company_id: number }>(
              "SELECT company_id FROM company_sources WHERE source = 'gleif' AND source_id = $1",
              [watched.sourceId],
            );
            const companyId = rows[0]?.company_id;
            if (companyId === undefined) {
              skipped++;
              return;
            }
            lags.push(
              await visibleAfter(committed, async () => {
                const detail = await send(b, 'GET', `/api/companies?cid=${companyId}`);
                return (
                  detail.status === 200 &&
                  detail.json.provenance.sources.some(
                    (source: { source_id: string }) => source.source_id === watched.sourceId,
                  )
                );
              }),
            );
          },
        },
      },
    );
    await writer.finish();
  } finally {
    await record.end();
    await writer.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures(lags, skipped, loadAverage);
}
