/**
 * npm run datagen -- --companies N [--seed S] [--out FILE]
 * Generates the synthetic dataset into the configured database (DATA_DIR / DATABASE_URL) or
 * into --out, with a progress bar, and reports the time, the throughput and the size.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs, USAGE, UsageError } from '@fd/datagen/cli';
import cliProgress from 'cli-progress';
import { loadConfig } from '../config';
import { buildDataset, datasetExists } from '../store';
import { BUILD_PHASE_LABELS } from '../store/sqlite/dataset-build';

async function main(argv: string[]): Promise<number> {
  // Relative paths (--out, DATA_DIR) mean the directory npm was called from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let options: ReturnType<typeof parseArgs>;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) process.stderr.write(`datagen: ${error.message}\n`);
    process.stderr.write(`${USAGE}\n`);
    return error.message ? 2 : 0;
  }
  const config = loadConfig();
  const target = options.out ? { kind: 'sqlite' as const, path: resolve(options.out) } : config.database;
  if (await datasetExists(target))
    console.log('A dataset exists at the target: it is replaced once the new one is complete.');
  const bar = new cliProgress.SingleBar(
    {
      format: ' {phase} [{bar}] {percentage}% | {value}/{total} companies | {eta_formatted} left',
      etaBuffer: 100,
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    cliProgress.Presets.shades_classic,
  );
  const phases: Record<string, number> = {};
  let phaseStarted = performance.now();
  let currentPhase = 'generate';
  bar.start(options.companies, 0, { phase: 'generating' });
  const result = await buildDataset(target, {
    companies: options.companies,
    seed: options.seed,
    replace: true,
    onProgress: (done) => bar.update(done),
    onPhase: (phase) => {
      phases[currentPhase] = (performance.now() - phaseStarted) / 1000;
      currentPhase = phase;
      phaseStarted = performance.now();
      if (phase !== 'generate') bar.update(options.companies, { phase: BUILD_PHASE_LABELS[phase] });
    },
  });
  phases[currentPhase] = (performance.now() - phaseStarted) / 1000;
  bar.stop();
  const path = target.kind === 'sqlite' ? target.path : '';
  const sizeGiB = path ? statSync(path).size / 2 ** 30 : 0;
  console.log(
    [
      `companies   ${options.companies.toLocaleString('en-US')} (seed ${options.seed})`,
      `database    ${path} (${sizeGiB.toFixed(2)} GiB)`,
      `time        ${result.seconds.toFixed(1)} s: ${Object.entries(phases)
        .map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} s`)
        .join(', ')}`,
      `throughput  ${Math.round(options.companies / result.seconds).toLocaleString('en-US')} companies/s, all indexes included`,
    ].join('\n'),
  );
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
