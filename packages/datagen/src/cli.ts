/**
 * Argument parsing shared with the database command (`npm run datagen`, apps/server/src/cli),
 * and the generator's own throughput measurement without a database (`main`, run by throughput.ts).
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import cliProgress from 'cli-progress';
import { generateDataset } from './generate';
import { getPlaces } from './places';
import type {
  CompanyRow,
  DatasetSink,
  EmployeeRow,
  EventRow,
  FinancialRow,
  IndustryRow,
  RepresentativeRow,
} from './types';

export interface CliOptions {
  companies: number;
  seed: number;
  /** Target database file, null when not given. */
  out: string | null;
}

export class UsageError extends Error {}

export const USAGE =
  'Usage: npm run datagen -- --companies N [--seed S] [--out FILE]\n' +
  '  --companies N  number of companies, 0..10000000 (0: empty, for imports; default 250000; 250_000 and 1e6 style accepted)\n' +
  '  --seed S       integer seed 0..4294967295 (default 42)\n' +
  '  --out FILE     output database file (its directory must exist)';

const MAX_COMPANIES = 10_000_000;

function parseCount(flag: string, text: string, min: number, max: number): number {
  const cleaned = text.replace(/_/g, '');
  const value = /^\d+(\.\d+)?e\d+$/i.test(cleaned)
    ? Number(cleaned)
    : /^\d+$/.test(cleaned)
      ? Number(cleaned)
      : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new UsageError(`${flag} must be an integer between ${min} and ${max}, got '${text}'`);
  }
  return value;
}

/** Parses the CLI arguments (without node and script path); throws UsageError on bad input. */
export function parseArgs(argv: readonly string[]): CliOptions {
  const options: CliOptions = { companies: 250_000, seed: 42, out: null };
  const seen = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    if (flag === '--help' || flag === '-h') throw new UsageError('');
    if (flag !== '--companies' && flag !== '--seed' && flag !== '--out')
      throw new UsageError(`unknown argument '${arg}'`);
    if (seen.has(flag)) throw new UsageError(`${flag} given twice`);
    seen.add(flag);
    let value: string | undefined;
    if (eq > 0) value = arg.slice(eq + 1);
    else {
      value = argv[i + 1];
      i++;
    }
    if (value === undefined || value === '' || (eq < 0 && value.startsWith('--')))
      throw new UsageError(`${flag} needs a value`);
    if (flag === '--companies') options.companies = parseCount(flag, value, 0, MAX_COMPANIES);
    else if (flag === '--seed') options.seed = parseCount(flag, value, 0, 0xffffffff);
    else {
      const dir = dirname(resolve(value));
      if (!existsSync(dir) || !statSync(dir).isDirectory())
        throw new UsageError(`--out: directory '${dir}' does not exist`);
      if (existsSync(value) && statSync(value).isDirectory())
        throw new UsageError(`--out: '${value}' is a directory`);
      options.out = value;
    }
  }
  return options;
}

/** Counts rows: measures the generator alone, without a database. */
export class CountingSink implements DatasetSink {
  readonly writesEvents = true;
  industryRows = 0;
  companies = 0;
  financials = 0;
  representatives = 0;
  employees = 0;
  events = 0;
  industries(rows: IndustryRow[]): void {
    this.industryRows += rows.length;
  }
  company(_row: CompanyRow): void {
    this.companies++;
  }
  financial(_row: FinancialRow): void {
    this.financials++;
  }
  representative(_row: RepresentativeRow): void {
    this.representatives++;
  }
  employee(_row: EmployeeRow): void {
    this.employees++;
  }
  event(_row: EventRow): void {
    this.events++;
  }
}

export function main(argv: readonly string[]): number {
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message !== '') process.stderr.write(`datagen: ${error.message}\n`);
    process.stderr.write(`${USAGE}\n`);
    return error.message === '' ? 0 : 2;
  }
  const sink = new CountingSink();
  const bar = new cliProgress.SingleBar(
    {
      format: 'datagen {bar} {percentage}% | {value}/{total} companies | {eta_formatted} left',
      hideCursor: true,
    },
    cliProgress.Presets.shades_classic,
  );
  const loadStart = performance.now();
  getPlaces();
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const started = performance.now();
  bar.start(options.companies, 0);
  generateDataset(sink, {
    companies: options.companies,
    seed: options.seed,
    onProgress: (done) => bar.update(done),
  });
  bar.stop();
  const seconds = (performance.now() - started) / 1000;
  const rows = sink.companies + sink.financials + sink.representatives + sink.employees + sink.events;
  const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');
  process.stdout.write(
    `seed ${options.seed} (generator only, nothing written)\n` +
      `industries       ${fmt(sink.industryRows)}\n` +
      `companies        ${fmt(sink.companies)}\n` +
      `financials       ${fmt(sink.financials)}\n` +
      `representatives  ${fmt(sink.representatives)}\n` +
      `employees        ${fmt(sink.employees)}\n` +
      `events           ${fmt(sink.events)}\n` +
      `rows             ${fmt(rows)}\n` +
      `time             ${seconds.toFixed(2)} s (+ ${loadSeconds.toFixed(2)} s loading the city list)\n` +
      `throughput       ${fmt(sink.companies / seconds)} companies/s, ${fmt(rows / seconds)} rows/s\n`,
  );
  return 0;
}
