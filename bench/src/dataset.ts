import { type AppConfig, buildDataset, datasetExists } from '@fd/server';

/** How long loading the bench's dataset took, in seconds; null when it existed already. */
export interface DatasetLoad {
  /** Generating the dataset with all its indexes into a SQLite file. */
  seconds: number | null;
  /** PostgreSQL only: copying that file into PostgreSQL (one COPY transaction), after the generation. */
  copySeconds: number | null;
}

/**
 * The bench's dataset of `companies` companies (seed `seed`) in the configured database,
 * generated when missing. On PostgreSQL it is generated into a local file first and copied in.
 */
export async function ensureBenchDataset(
  config: AppConfig,
  companies: number,
  seed: number,
): Promise<DatasetLoad> {
  if (await datasetExists(config.database)) return { seconds: null, copySeconds: null };
  console.log(
    `Generating ${companies.toLocaleString('en-US')} companies (seed ${seed}) into ${config.dataDir} …`,
  );
  let last = 0;
  let copyStarted = null as number | null;
  const result = await buildDataset(config.database, {
    companies,
    seed,
    onProgress: (done) => {
      if (done - last >= companies / 20) {
        last = done;
        console.log(`  ${done.toLocaleString('en-US')} companies`);
      }
    },
    onPhase: (phase) => {
      if (phase === 'copy') copyStarted = performance.now();
      console.log(`  phase: ${phase}`);
    },
  });
  const copySeconds = copyStarted === null ? null : (performance.now() - copyStarted) / 1000;
  console.log(
    `Dataset loaded with all indexes in ${result.seconds.toFixed(1)} s` +
      (copySeconds === null ? '.' : `, copied into PostgreSQL in ${copySeconds.toFixed(1)} s.`),
  );
  return { seconds: result.seconds, copySeconds };
}
