/** The options of the channel bench (`npm run bench -- channel`), read by the shared bench option parser. */
import { datasetOptions, parseBenchArgs } from './options';

export const CHANNEL_BENCH_USAGE =
  'npm run bench -- channel [--companies 250000] [--seed 42] [--rounds 3] [--requests 2000] ' +
  '[--seconds 3] [--in-flight 8] [--memory]';

/** The channel bench's options from `args` (this process's arguments when left out); null when one is off. */
export function parseChannelBenchArgs(args?: string[]) {
  const parsed = parseBenchArgs(
    {
      ...datasetOptions(250_000),
      rounds: { rule: 'count', default: '3' },
      requests: { rule: 'count', default: '2000' },
      seconds: { rule: 'positive', default: '3' },
      'in-flight': { rule: 'count', default: '8' },
    },
    { memory: { type: 'boolean', default: false } },
    args,
  );
  if (!parsed) return null;
  const { 'in-flight': inFlight, ...numbers } = parsed.numbers;
  // The latency phase alternates a search and a card set: it needs one of each.
  if (numbers.requests < 2) return null;
  return { ...numbers, inFlight, memory: parsed.values.memory };
}
