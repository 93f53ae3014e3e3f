import { type AppConfig, buildDataset, datasetExists } from '@fd/server';

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
