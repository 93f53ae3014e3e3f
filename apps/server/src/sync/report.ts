/** The sync's plain-text output: one line per source run, and the table of `npm run sync -- status`. */
import type { SyncRun } from '../store/types';
import type { SourceRunReport } from './run-source';

const n = (value: number) => value.toLocaleString('en-US');

/** 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}

/** '2025-01-15T16:00:00.000Z' → '2025-01-15 16:00 UTC'. */
export const formatTime = (iso: string | null) =>
  iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : '–';

const kindText = (kind: string, window: string | null) => (window ? `${kind} (${window})` : kind);

/** What one source's run did, in one line. */
export function formatReport(report: SourceRunReport): string {
  const head = `${report.source}: ${kindText(report.kind, report.deltaWindow)}`;
  if (report.outcome === 'failed') return `${head} failed: ${report.error}`;
  if (report.outcome === 'unchanged')
    return `${report.source}: nothing new published since ${formatTime(report.publishedAt)}`;
  return [
    `${head} of the data published ${formatTime(report.publishedAt)} imported:`,
    `${formatBytes(report.bytes)},`,
    `${n(report.rowsRead)} rows read, ${n(report.rowsKept)} kept;`,
    `companies ${n(report.created)} new, ${n(report.changed)} changed, ${n(report.unchanged)} unchanged;`,
    `${(report.durationMs / 1000).toFixed(1)} s`,
  ].join(' ');
}

const COLUMNS = [
  ['run', (run: SyncRun) => String(run.runId)],
  ['source', (run: SyncRun) => run.source],
  ['kind', (run: SyncRun) => kindText(run.kind, run.deltaWindow)],
  ['outcome', (run: SyncRun) => run.outcome],
  ['started', (run: SyncRun) => formatTime(run.startedAt)],
  ['published', (run: SyncRun) => formatTime(run.publishedAt)],
  ['bytes', (run: SyncRun) => formatBytes(run.bytes)],
  ['read', (run: SyncRun) => n(run.rowsRead)],
  ['kept', (run: SyncRun) => n(run.rowsKept)],
  ['new', (run: SyncRun) => n(run.created)],
  ['changed', (run: SyncRun) => n(run.changed)],
  ['unchanged', (run: SyncRun) => n(run.unchanged)],
  ['duration', (run: SyncRun) => (run.durationMs === null ? '–' : `${(run.durationMs / 1000).toFixed(1)} s`)],
] as const;

/** The runs as a table, newest first, each failed run followed by its error. */
export function formatRuns(runs: readonly SyncRun[], leaseHolder: string | null): string {
  const lines = [leaseHolder ? `A sync is running now (${leaseHolder}).` : 'No sync is running now.'];
  if (runs.length === 0) return [...lines, 'No sync has run yet.'].join('\n');
  const cells = runs.map((run) => COLUMNS.map(([, cell]) => cell(run)));
  const widths = COLUMNS.map(([title], i) => Math.max(title.length, ...cells.map((row) => row[i]!.length)));
  const row = (values: readonly string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  lines.push(row(COLUMNS.map(([title]) => title)));
  runs.forEach((run, i) => {
    lines.push(row(cells[i]!));
    if (run.error) lines.push(`      error: ${run.error}`);
  });
  return lines.join('\n');
}
