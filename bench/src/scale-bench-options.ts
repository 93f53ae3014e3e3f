/** The options of the scale bench (`npm run bench -- scale`), read by the shared bench option parser. */
import { NUMBER_RULES, parseBenchArgs } from './options';

export const SCALE_BENCH_USAGE =
  'npm run bench -- scale [--sizes 1000000,3600000,10000000] [--seed 42] [--seconds 10] ' +
  '[--mixed-seconds 60] [--connections 8] [--cold] [--keep] [--reuse bench/results/<earlier run>.json ...]';

/** The sizes of issue 34: the first is the reference of every ratio, the last is judged by the targets. */
const DEFAULT_SIZES = '1000000,3600000,10000000';

/**
 * A comma-separated list of dataset sizes, in the order they run; null when one is not a
 * dataset size (a whole number of at least 1,000) or a size is given twice.
 */
export function parseSizes(list: string): number[] | null {
  const sizes = list.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (!sizes.every(NUMBER_RULES.companies)) return null;
  return new Set(sizes).size === sizes.length ? sizes : null;
}

/** The scale bench's options from `args` (this process's arguments when left out); null when one is off. */
export function parseScaleBenchArgs(args?: string[]) {
  const parsed = parseBenchArgs(
    {
      seed: { rule: 'whole', default: '42' },
      seconds: { rule: 'positive', default: '10' },
      'mixed-seconds': { rule: 'positive', default: '60' },
      connections: { rule: 'count', default: '8' },
    },
    {
      sizes: { type: 'string', default: DEFAULT_SIZES },
      cold: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      reuse: { type: 'string', multiple: true, default: [] },
    },
    args,
  );
  if (!parsed) return null;
  const sizes = parseSizes(parsed.values.sizes);
  if (!sizes) return null;
  const { 'mixed-seconds': mixedSeconds, ...numbers } = parsed.numbers;
  const { cold, keep, reuse } = parsed.values;
  return { sizes, ...numbers, mixedSeconds, cold, keep, reuse };
}
