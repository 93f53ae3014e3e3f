/** Plain-text summary of an import run, as the CLI prints it. */
import type { FileSummary } from './run-import';
import type { WriteCounts } from './writer/store-sink';

const n = (value: number): string => value.toLocaleString('en-US');

export function formatSummary(files: readonly FileSummary[], dryRun: boolean): string {
  const lines: string[] = [];
  for (const file of files) {
    const { progress } = file;
    const rate = file.seconds > 0 ? Math.round(progress.rowsRead / file.seconds) : 0;
    lines.push(
      file.file,
      `  rows read      ${n(progress.rowsRead)} in ${file.seconds.toFixed(1)} s (${n(rate)} rows/s)`,
      `  kept           ${n(progress.rowsKept)} (${n(file.companies)} companies, ${n(file.relationships)} relationships, ${n(file.officers)} officers)`,
      `  filtered       ${n(progress.rowsFiltered)} (valid, outside AT/DE/CH or not a company of its own)`,
      `  skipped        ${n(progress.rowsSkipped)}`,
    );
    for (const [reason, count] of Object.entries(file.skippedByReason).sort((a, b) => b[1] - a[1])) {
      lines.push(`    ${n(count).padStart(9)}  ${reason}`);
    }
    if (file.firstSkipped.length > 0) {
      lines.push(`  first ${file.firstSkipped.length} skipped rows:`);
      for (const row of file.firstSkipped)
        lines.push(`    line ${String(row.line).padStart(9)}  ${row.reason}`);
    }
  }
  lines.push(dryRun ? 'Dry run: nothing was written.' : 'Written into the store.');
  return lines.join('\n');
}

/** What the writer did: companies created, changed, merged and left alone. */
export function formatWriteCounts(counts: WriteCounts): string {
  const { merged } = counts;
  return [
    `  companies      ${n(counts.created)} new, ${n(counts.updated)} changed, ${n(counts.unchanged)} unchanged`,
    `  merged         ${n(merged.lei)} by LEI, ${n(merged['register-key'])} by register key, ${n(merged['name-postcode'])} by name + postcode`,
    `  relationships  ${n(counts.relationshipsWritten)} written, ${n(counts.relationshipsUnchanged)} unchanged, ${n(counts.relationshipsWithoutCompany)} without a company here`,
    `  history        ${n(counts.historyEntries)} change entries`,
  ].join('\n');
}
