/** The options of the load bench (`npm run bench`), read by the shared bench option parser. */
import { datasetOptions, parseBenchArgs } from './options';

export const LOAD_BENCH_USAGE =
  'npm run bench -- [--companies 3600000] [--seed 42] [--seconds 10] [--connections 8] ' +
  '[--mixed-seconds 60] [--engine sqlite|postgres [--database-url postgres://…] [--keep-index]]';

const ENGINES = ['sqlite', 'postgres'] as const;

/** The load bench's options from `args` (this process's arguments when left out); null when one is off. */
export function parseLoadBenchArgs(args?: string[]) {
  const parsed = parseBenchArgs(
    {
      ...datasetOptions(3_600_000),
      seconds: { rule: 'positive', default: '10' },
      connections: { rule: 'positive', default: '8' },
      'mixed-seconds': { rule: 'positive', default: '60' },
    },
    {
      engine: { type: 'string', default: 'sqlite' },
      'database-url': { type: 'string' },
      'keep-index': { type: 'boolean', default: false },
    },
    args,
  );
  if (!parsed) return null;
  const { 'mixed-seconds': mixedSeconds, ...numbers } = parsed.numbers;
  const engine = ENGINES.find((name) => name === parsed.values.engine);
  if (!engine) return null;
  return {
    ...numbers,
    mixedSeconds,
    engine,
    databaseUrl: parsed.values['database-url'],
    keepIndex: parsed.values['keep-index'],
  };
}
