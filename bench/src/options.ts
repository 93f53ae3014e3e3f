/**
 * The command-line options of the bench commands: each number option names the rule its value
 * must meet, and a value that fails its rule prints the command's usage and exits with 2.
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

/** What a number option's value must be. */
export const NUMBER_RULES = {
  /** A dataset's size: a whole number of at least 1,000 companies. */
  companies: (value: number) => Number.isInteger(value) && value >= 1000,
  /** Seconds or connections: more than zero. */
  positive: (value: number) => value > 0,
  /** How many runs, rounds or rows: a whole number of at least one. */
  count: (value: number) => Number.isInteger(value) && value >= 1,
  /** A seed: any whole number. */
  whole: (value: number) => Number.isInteger(value),
} satisfies Record<string, (value: number) => boolean>;

export interface NumberOption {
  rule: keyof typeof NUMBER_RULES;
  /** The value when the option is not given, as it would be typed. */
  default: string;
}

/** The options of the bench dataset (`--companies`, `--seed`), with the command's default size. */
export function datasetOptions(companies: number) {
  return {
    companies: { rule: 'companies', default: String(companies) },
    seed: { rule: 'whole', default: '42' },
  } satisfies Record<string, NumberOption>;
}

type ParsedValues<O extends ParseArgsOptionsConfig> = ReturnType<typeof parseArgs<{ options: O }>>['values'];

/**
 * Reads `args` (this process's arguments when left out): `numbers` checked by their rules and
 * returned as numbers, `options` (strings and flags) as `parseArgs` reads them; null when a
 * number fails its rule. An option not declared throws (parseArgs is strict).
 */
export function parseBenchArgs<
  N extends string,
  const O extends ParseArgsOptionsConfig = Record<never, never>,
>(
  numbers: Record<N, NumberOption>,
  options?: O,
  args?: string[],
): { numbers: Record<N, number>; values: ParsedValues<O> } | null {
  const declared = Object.entries<NumberOption>(numbers);
  const asStrings = Object.fromEntries(
    declared.map(([name, option]) => [name, { type: 'string' as const, default: option.default }]),
  );
  const { values } = parseArgs({ args, options: { ...asStrings, ...options } as ParseArgsOptionsConfig });
  const parsed = {} as Record<N, number>;
  for (const [name, option] of declared) {
    const value = Number(values[name]);
    if (!NUMBER_RULES[option.rule](value)) return null;
    parsed[name as N] = value;
  }
  return { numbers: parsed, values: values as ParsedValues<O> };
}

/** parseBenchArgs of this process's arguments; a number that fails its rule prints `usage: <usage>` and exits with 2. */
export function benchArgs<N extends string, const O extends ParseArgsOptionsConfig = Record<never, never>>(
  usage: string,
  numbers: Record<N, NumberOption>,
  options?: O,
): { numbers: Record<N, number>; values: ParsedValues<O> } {
  return parseBenchArgs(numbers, options) ?? exitWithUsage(usage);
}

/** Prints `usage: <usage>` and ends the process with 2, the bench's answer to a bad option. */
export function exitWithUsage(usage: string): never {
  console.error(`usage: ${usage}`);
  process.exit(2);
}
