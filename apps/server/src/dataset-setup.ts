import cliProgress from 'cli-progress';
import type { AppConfig } from './config';
import { buildDataset, datasetExists } from './store';
import { BUILD_PHASE_LABELS } from './store/sqlite/dataset-build';

/** First start: generates the default dataset with a progress bar when none exists. */
export async function ensureDataset(config: AppConfig, log: (message: string) => void): Promise<void> {
  if (await datasetExists(config.database, log)) return;
  const { companies, seed } = config.dataset;
  log(
    `No dataset found: generating ${companies.toLocaleString('en-US')} companies (seed ${seed}). This runs once.`,
  );
  const bar = new cliProgress.SingleBar(
    {
      format: ' {phase} [{bar}] {percentage}% | {value}/{total} companies | {eta_formatted} left',
      etaBuffer: 50,
      noTTYOutput: true,
      notTTYSchedule: 5000,
    },
    cliProgress.Presets.shades_classic,
  );
  bar.start(companies, 0, { phase: 'generating' });
  const result = await buildDataset(
    config.database,
    {
      companies,
      seed,
      onProgress: (done) => bar.update(done),
      onPhase: (phase) => {
        if (phase !== 'generate') bar.update(companies, { phase: BUILD_PHASE_LABELS[phase] });
      },
    },
    log,
  );
  bar.stop();
  log(`Dataset ready in ${result.seconds.toFixed(1)} s.`);
}
