/** Command line of `npm run sync`: parsed and checked here, so that the CLI only runs it. */
import { SYNC_SOURCES } from '@fd/contract';
import { parseSyncSources } from '../config';
import { parseCommandLine, UsageError } from '../importers/cli-args';
import type { DachCountry } from '../importers/types';
import type { SyncRequest } from './run-sync';

export const USAGE = `usage:
  npm run sync -- <source>... [--full] [--countries AT,DE,CH]
  npm run sync -- status [--limit N]

  gleif           GLEIF golden copy (GLEIF_GOLDEN_COPY_URL): the whole file on the first run, after
                  that the smallest delta that reaches back to the last synced publish
  offeneregister  OffeneRegister.de's bulk file (OFFENEREGISTER_URL), fetched when it changed
  --full          load the whole file even when a delta would do (or the file did not change)
  --countries     the countries to keep (default AT,DE,CH); OffeneRegister holds German companies
  status          the last runs (default 20) and who holds the sync lease now`;

export { UsageError };

export type SyncCommand = { kind: 'status'; limit: number } | ({ kind: 'sync' } & SyncRequest);

const COUNTRIES: readonly DachCountry[] = ['AT', 'DE', 'CH'];

function countries(value: string | undefined): DachCountry[] {
  if (value === undefined) return [...COUNTRIES];
  const list = value
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const unknown = list.filter((code) => !(COUNTRIES as readonly string[]).includes(code));
  if (list.length === 0 || unknown.length > 0)
    throw new UsageError(
      `--countries takes AT, DE and CH, comma-separated (not '${unknown.join(',') || value}')`,
    );
  return [...new Set(list)] as DachCountry[];
}

/** Throws UsageError with an empty message for --help. */
export function parseSyncArgs(argv: readonly string[]): SyncCommand {
  const { values, positionals } = parseCommandLine(argv, OPTIONS);
  if (positionals[0] === 'status') {
    if (positionals.length > 1 || values.full || values.countries || values.scheduled)
      throw new UsageError('status takes only --limit N');
    const limit = Number(values.limit ?? '20');
    if (!Number.isInteger(limit) || limit < 1 || limit > 1000)
      throw new UsageError('--limit must be a whole number from 1 to 1000');
    return { kind: 'status', limit };
  }
  if (values.limit !== undefined) throw new UsageError('--limit belongs to status');
  if (positionals.length === 0) throw new UsageError(`which source? ${SYNC_SOURCES.join(' or ')}`);
  const sources = parseSyncSources(positionals.join(','));
  if (!sources)
    throw new UsageError(
      `unknown source in '${positionals.join(' ')}' (${SYNC_SOURCES.join(', ')}, or status)`,
    );
  const request: SyncRequest = {
    sources,
    full: values.full ?? false,
    countries: countries(values.countries),
    scheduled: values.scheduled ?? false,
  };
  if (sources.includes('offeneregister') && !request.countries.includes('DE'))
    throw new UsageError('offeneregister holds German companies only: --countries must include DE');
  return { kind: 'sync', ...request };
}

const OPTIONS = {
  full: { type: 'boolean' },
  countries: { type: 'string' },
  limit: { type: 'string' },
  // Set by a server's schedule (sync/scheduler.ts), not meant to be typed.
  scheduled: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;
