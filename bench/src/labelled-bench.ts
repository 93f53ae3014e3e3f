/**
 * What the labelled-query benches (`match`, `relevance`) share: their options, and the embedded
 * server on the bench dataset of that size, generated first when it is missing.
 */
import { mkdirSync } from 'node:fs';
import { loadConfig, openServer } from '@fd/server';
import { benchDataDir, ensureBenchDataset } from './dataset';
import { benchArgs, datasetOptions, exitWithUsage, NUMBER_RULES } from './options';

export interface LabelledBenchArgs {
  companies: number;
  seed: number;
  perKind: number;
  /** Draws another sample of queries from the same dataset (default: the dataset's seed). */
  querySeed: number;
}

/** Reads `--companies --seed --per-kind --query-seed`; a bad value prints the usage and exits 2. */
export function labelledBenchArgs(command: string, defaultPerKind: number): LabelledBenchArgs {
  const usage = `npm run bench -- ${command} [--companies 250000] [--seed 42] [--per-kind ${defaultPerKind}] [--query-seed 42]`;
  const {
    numbers: { companies, seed, ...numbers },
    values,
  } = benchArgs(
    usage,
    { ...datasetOptions(250_000), 'per-kind': { rule: 'count', default: String(defaultPerKind) } },
    { 'query-seed': { type: 'string' } },
  );
  const querySeed = Number(values['query-seed'] ?? seed);
  if (!NUMBER_RULES.whole(querySeed)) exitWithUsage(usage);
  return { companies, seed, perKind: numbers['per-kind'], querySeed };
}

/** The embedded (SQLite) server on `bench/data/<companies>`, as the services see it. */
export async function openLabelledBenchServer({ companies, seed }: LabelledBenchArgs) {
  const dataDir = benchDataDir(companies);
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATASET_COMPANIES: String(companies),
    DATASET_SEED: String(seed),
    DATABASE_URL: '',
  });
  await ensureBenchDataset(config, companies, seed);
  return openServer(config);
}
