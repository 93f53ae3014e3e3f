import { existsSync, renameSync, rmSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import { generateCompanies, INDUSTRIES } from '@fd/datagen';
import { workerEntry } from '../../server-files';
import { analyzeMergedDataset, mergeChildren } from './child-merge';
import type { ChildWorkerInput } from './child-worker';
import { CompanyLoader } from './company-loader';
import { migrate, openBulkDatabase, openDatabase, type SqliteDatabase } from './database';
import { createDatasetIndexes } from './dataset-indexes';
import { buildGazetteer } from './gazetteer-build';
import { rebuildVocabulary } from './search-indexes';
import { computeCountryStats, computeRowCounts, computeSourceCounts, computeStatistics } from './statistics';

export type BuildPhase = 'generate' | 'index' | 'statistics' | 'copy';

/** Progress-bar labels of the phases, of equal width. */
export const BUILD_PHASE_LABELS: Record<BuildPhase, string> = {
  generate: 'generating',
  index: 'indexing  ',
  statistics: 'statistics',
  copy: 'copying   ',
};

export interface BuildDatasetOptions {
  companies: number;
  seed: number;
  onProgress?: (companiesDone: number) => void;
  onPhase?: (phase: BuildPhase) => void;
  /** PostgreSQL only: replace a dataset it already holds (accounts stay); else keep it. */
  replace?: boolean;
}

export interface BuildDatasetResult {
  companies: number;
  seconds: number;
  /** PostgreSQL only: the local file an earlier attempt generated was copied, not generated again. */
  reused?: boolean;
}

/**
 * True when `path` is a complete dataset generated with this seed and size (a build renames its
 * file into place only when complete, and records both in `dataset_meta`).
 */
export function generatedWith(
  path: string,
  options: Pick<BuildDatasetOptions, 'companies' | 'seed'>,
): boolean {
  if (!existsSync(path)) return false;
  const db = openDatabase(path, { readonly: true });
  try {
    const meta = db.prepare('SELECT value FROM dataset_meta WHERE key = ?').pluck();
    return (
      meta.get('seed') === String(options.seed) &&
      meta.get('companies_requested') === String(options.companies)
    );
  } catch {
    return false;
  } finally {
    db.close();
  }
}

/** Companies generated between two yields to the event loop (progress, worker messages). */
const CHUNK = 5000;

function runChildWorker(input: ChildWorkerInput): Promise<void> {
  const entry = workerEntry('child-worker');
  const worker = new Worker(entry.filename, { workerData: input, argv: entry.argv });
  return new Promise((resolve, reject) => {
    worker.on('message', () => resolve());
    worker.on('error', reject);
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`dataset worker stopped with exit code ${code}`));
    });
  });
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Generates the synthetic dataset into a new SQLite file. Both cores generate the same rows:
 * this thread writes companies, their name index and latest figures; a worker writes reports,
 * representatives, employees and events into a side file and indexes them there, and the side
 * file is merged at the end (child-merge.ts). The file is built
 * beside its target and renamed when complete, so a crash never leaves a half-built database.
 */
export async function buildSqliteDataset(
  path: string,
  options: BuildDatasetOptions,
): Promise<BuildDatasetResult> {
  const started = performance.now();
  const buildingPath = `${path}.building`;
  const sidePath = `${path}.building-side`;
  const removeBuildFiles = () => {
    for (const file of [buildingPath, sidePath]) {
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
    }
  };
  removeBuildFiles();

  const db = openBulkDatabase(buildingPath);
  try {
    migrate(db);
    options.onPhase?.('generate');
    const children = runChildWorker({ path: sidePath, companies: options.companies, seed: options.seed });
    const loader = new CompanyLoader(db);
    db.exec('BEGIN');
    loader.industries(INDUSTRIES);
    for (let from = 1; from <= options.companies; from += CHUNK) {
      const to = Math.min(options.companies, from + CHUNK - 1);
      generateCompanies(loader, { seed: options.seed, total: options.companies, from, to });
      options.onProgress?.(to);
      await yieldToEventLoop();
    }
    loader.flush();
    loader.writeIndustryCounts();
    db.exec('COMMIT');
    await children;

    options.onPhase?.('index');
    mergeChildren(db, sidePath);
    finalizeDataset(db);
    options.onPhase?.('statistics');
    db.transaction(() => recomputeDerivedData(db))();
    analyzeMergedDataset(db, sidePath);
    writeMeta(db, options);
    db.pragma('locking_mode = NORMAL');
    db.pragma('journal_mode = WAL');
    db.close();
  } catch (error) {
    if (db.open) db.close();
    removeBuildFiles();
    throw error;
  }
  rmSync(sidePath, { force: true });
  for (const suffix of ['-wal', '-shm']) {
    if (existsSync(path + suffix)) rmSync(path + suffix);
  }
  renameSync(buildingPath, path);
  return { companies: options.companies, seconds: (performance.now() - started) / 1000 };
}

/** Indexes, the typo vocabulary and merged full-text segments: work done once after the load. */
function finalizeDataset(db: SqliteDatabase): void {
  // Built after the load: twice as fast as inserting into the R*Tree row by row (measured).
  db.exec(`INSERT INTO company_geo (company_id, min_lat, max_lat, min_lon, max_lon)
    SELECT company_id, latitude, latitude, longitude, longitude FROM companies WHERE latitude IS NOT NULL`);
  createDatasetIndexes(db);
  db.exec(`INSERT INTO company_fts (company_fts) VALUES ('optimize')`);
  rebuildVocabulary(db);
  buildGazetteer(db);
  computePeerStanding(db);
}

/**
 * Percentile of revenue, equity ratio and return on sales within each industry: the share of the
 * other companies with the figure that have a lower value. A company alone with its figure in
 * its industry leads it (100), never 'better than 0 %'.
 */
function computePeerStanding(db: SqliteDatabase): void {
  db.exec(`
    UPDATE latest_financials SET industry_id = c.industry_id FROM companies c WHERE c.company_id = latest_financials.company_id;
    CREATE TEMP TABLE peer_ranks AS
    SELECT company_id,
           count(*) OVER (PARTITION BY industry_id) AS peers,
           CASE WHEN revenue IS NULL THEN NULL
                WHEN count(revenue) OVER (PARTITION BY industry_id) = 1 THEN 100.0 ELSE
             round(100.0 * (rank() OVER (PARTITION BY industry_id, revenue IS NULL ORDER BY revenue) - 1)
                   / (count(revenue) OVER (PARTITION BY industry_id) - 1), 1) END AS revenue_pct,
           CASE WHEN equity_ratio IS NULL THEN NULL
                WHEN count(equity_ratio) OVER (PARTITION BY industry_id) = 1 THEN 100.0 ELSE
             round(100.0 * (rank() OVER (PARTITION BY industry_id, equity_ratio IS NULL ORDER BY equity_ratio) - 1)
                   / (count(equity_ratio) OVER (PARTITION BY industry_id) - 1), 1) END AS equity_pct,
           CASE WHEN return_on_sales IS NULL THEN NULL
                WHEN count(return_on_sales) OVER (PARTITION BY industry_id) = 1 THEN 100.0 ELSE
             round(100.0 * (rank() OVER (PARTITION BY industry_id, return_on_sales IS NULL ORDER BY return_on_sales) - 1)
                   / (count(return_on_sales) OVER (PARTITION BY industry_id) - 1), 1) END AS ros_pct
      FROM latest_financials;
    UPDATE latest_financials SET peer_count = p.peers, revenue_percentile = p.revenue_pct,
           equity_ratio_percentile = p.equity_pct, return_on_sales_percentile = p.ros_pct
      FROM peer_ranks p WHERE p.company_id = latest_financials.company_id;
    DROP TABLE peer_ranks;
  `);
}

/** Top 500, statistics and country counts: recomputed whenever company data changes. */
export function refreshDerivedData(db: SqliteDatabase): void {
  db.transaction(() => recomputeDerivedData(db))();
  db.exec('ANALYZE');
}

/** The top 500, statistics and country counts, in the caller's transaction; no ANALYZE. */
export function recomputeDerivedData(db: SqliteDatabase): void {
  db.exec('DELETE FROM top_companies');
  db.exec(`INSERT INTO top_companies (rank, company_id)
    SELECT row_number() OVER (ORDER BY revenue DESC, company_id), company_id
      FROM latest_financials WHERE revenue IS NOT NULL ORDER BY revenue DESC, company_id LIMIT 500`);
  const upsert = db.prepare('INSERT OR REPLACE INTO dataset_stats (key, value) VALUES (?, ?)');
  upsert.run('statistics', JSON.stringify(computeStatistics(db)));
  upsert.run('country_stats', JSON.stringify(computeCountryStats(db)));
  upsert.run('row_counts', JSON.stringify(computeRowCounts(db)));
  upsert.run('source_counts', JSON.stringify(computeSourceCounts(db)));
}

function writeMeta(db: SqliteDatabase, options: BuildDatasetOptions): void {
  const upsert = db.prepare('INSERT OR REPLACE INTO dataset_meta (key, value) VALUES (?, ?)');
  upsert.run('seed', String(options.seed));
  upsert.run('companies_requested', String(options.companies));
  upsert.run('generated_at', new Date().toISOString());
}
