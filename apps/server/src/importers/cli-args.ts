/** Command line of `npm run import`: parsed and checked here, so that the CLI only runs it. */
import { type ParseArgsConfig, parseArgs as parseNodeArgs } from 'node:util';
import type { ImportJob } from './run-import';

export const USAGE = `usage:
  npm run import -- gleif --lei <file> [--relationships <file>] [--dry-run] [--batch-size N] [--resume-after-row N] [--workers N]
  npm run import -- offeneregister <file> [--dry-run] [--batch-size N] [--resume-after-row N]

  gleif           GLEIF golden copy: LEI-CDF Level 1 CSV (.csv or .zip), optional RR-CDF Level 2 CSV
  offeneregister  OffeneRegister.de de_companies_ocdata.jsonl (.jsonl or .jsonl.bz2)
  --dry-run       read, validate and count only; without it the records are written into the
                  configured store (DATA_DIR / DATABASE_URL), one batch per transaction
  --workers N     threads parsing the GLEIF Level 1 file (default: the cores there are, at most 4; 0: none)`;

export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * Node's parseArgs, strict and with positionals, for the commands: an unknown or malformed
 * option becomes a UsageError with node's words, and --help one with an empty message.
 */
export function parseCommandLine<O extends NonNullable<ParseArgsConfig['options']>>(
  argv: readonly string[],
  options: O,
) {
  const config = { args: [...argv], allowPositionals: true as const, strict: true as const, options };
  let parsed: ReturnType<typeof parseNodeArgs<typeof config>>;
  try {
    parsed = parseNodeArgs(config);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if ((parsed.values as { help?: boolean }).help) throw new UsageError('');
  return parsed;
}

export interface ImportCommand {
  job: ImportJob;
  dryRun: boolean;
  batchSize?: number;
  resumeAfterRow?: number;
  workers?: number;
}

function count(name: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < min) throw new UsageError(`--${name} must be a whole number ≥ ${min}`);
  return number;
}

/** Throws UsageError with an empty message for --help. */
export function parseImportArgs(argv: readonly string[]): ImportCommand {
  const { values, positionals } = parseCommandLine(argv, OPTIONS);
  const [source, ...files] = positionals;
  const common = {
    dryRun: values['dry-run'] ?? false,
    batchSize: count('batch-size', values['batch-size'], 1),
    resumeAfterRow: count('resume-after-row', values['resume-after-row'], 0),
    workers: count('workers', values.workers, 0),
  };
  if (source === 'gleif') {
    if (files.length > 0)
      throw new UsageError(`gleif takes its files as --lei and --relationships, not '${files[0]}'`);
    if (!values.lei) throw new UsageError('gleif needs --lei <file>');
    return {
      ...common,
      job: { source: 'gleif', leiFile: values.lei, relationshipsFile: values.relationships },
    };
  }
  if (source === 'offeneregister') {
    if (values.lei || values.relationships) throw new UsageError('--lei and --relationships belong to gleif');
    if (files.length !== 1) throw new UsageError('offeneregister needs exactly one file');
    return { ...common, job: { source: 'offeneregister', file: files[0] } };
  }
  throw new UsageError(
    source ? `unknown source '${source}' (gleif or offeneregister)` : 'which source? gleif or offeneregister',
  );
}

const OPTIONS = {
  lei: { type: 'string' },
  relationships: { type: 'string' },
  'dry-run': { type: 'boolean' },
  'batch-size': { type: 'string' },
  'resume-after-row': { type: 'string' },
  workers: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;
