import { join, resolve } from 'node:path';
import { type AppConfig, buildDataset, datasetExists, loadConfig } from '@fd/server';
import { benchServerEnv } from './bench-server';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where the bench keeps its SQLite dataset of `companies` companies. */
export const benchDataDir = (companies: number) => join(ROOT, 'bench', 'data', String(companies));

/**
 * The server's environment (for a compiled server on `port`) and this process's configuration
 * for the bench's SQLite dataset of `companies` companies made with `seed`.
 */
export function benchDatasetConfig(companies: number, seed: number, port: number) {
  const env = benchServerEnv({ dataDir: benchDataDir(companies), port, companies, seed: String(seed) });
  return { env, config: loadConfig({ ...process.env, ...env }) };
}

/**
 * The bench's dataset of `companies` companies (seed `seed`) in the configured database,
 * generated when missing. Returns the seconds the load took, or null when it existed already.
 */
export async function ensureBenchDataset(
  config: AppConfig,
  companies: number,
  seed: number,
): Promise<{ seconds: number | null }> {
  if (await datasetExists(config.database)) return { seconds: null };
  console.log(
    `Generating ${companies.toLocaleString('en-US')} companies (seed ${seed}) into ${config.dataDir} …`,
  );
  let last = 0;
  const result = await buildDataset(config.database, {
    companies,
    seed,
    onProgress: (done) => {
      if (done - last >= companies / 20) {
        last = done;
        console.log(`  ${done.toLocaleString('en-US')} companies`);
      }
    },
    onPhase: (phase) => console.log(`  phase: ${phase}`),
  });
  console.log(`Dataset loaded with all indexes in ${result.seconds.toFixed(1)} s.`);
  return { seconds: result.seconds };
}
