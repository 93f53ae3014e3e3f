/**
 * What the labelled-query benches (`match`, `relevance`) share: their options, and the embedded
 * server on the bench dataset of that size, generated first when it is missing.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, openServer } from '@fd/server';
import { ensureBenchDataset } from './dataset';

const ROOT = resolve(import.meta.dirname, '../..');

export interface LabelledBenchArgs {
  companies: number;
  seed: number;
  perKind: number;
  /** Draws another sample of queries from the same dataset (default: the dataset's seed). */
  querySeed: number;
}

/** Reads `--companies --seed --per-kind --query-seed`; a bad value prints the usage and exits 2. */
export function labelledBenchArgs(command: string, defaultPerKind: number): LabelledBenchArgs {
  const { values } = parseArgs({
    options: {
      companies: { type: 'string', default: '250000' },
      seed: { type: 'string', default: '42' },
      'per-kind': { type: 'string', default: String(defaultPerKind) },
      'query-seed': { type: 'string' },
    },
  });
  const seed = Number(values.seed);
  const args = {
    companies: Number(values.companies),
    seed,
    perKind: Number(values['per-kind']),
    querySeed: Number(values['query-seed'] ?? seed),
  };
  if (
    !Number.isInteger(args.companies) ||
    args.companies < 1000 ||
    !Number.isInteger(args.perKind) ||
    args.perKind < 1 ||
    !Number.isInteger(args.querySeed)
  ) {
    console.error(
      `usage: npm run bench -- ${command} [--companies 250000] [--seed 42] [--per-kind ${defaultPerKind}] [--query-seed 42]`,
    );
    process.exit(2);
  }
  return args;
}

/** The embedded (SQLite) server on `bench/data/<companies>`, as the services see it. */
export async function openLabelledBenchServer({ companies, seed }: LabelledBenchArgs) {
  const dataDir = join(ROOT, 'bench', 'data', String(companies));
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
