/**
 * The sync's progress on a terminal (cli-progress): a download shows bytes, rate and ETA, an
 * import rows read and kept and rows/s. Without a terminal (a server's schedule writes into the
 * server's log) the bar is printed as a line every `quietMs`.
 */
import cliProgress from 'cli-progress';
import type { ImportProgress } from '../importers/types';
import { formatBytes } from './report';
import type { SyncUi } from './run-source';

export function consoleUi(quietMs = 5000): SyncUi {
  let bar: cliProgress.SingleBar | null = null;
  let started = 0;
  let offset = 0;
  const open = (format: string, payload: Record<string, string | number>) => {
    bar?.stop();
    bar = new cliProgress.SingleBar(
      { format, etaBuffer: 50, noTTYOutput: true, notTTYSchedule: quietMs, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    bar.start(1, 0, payload);
    started = performance.now();
  };
  const rate = (amount: number) => amount / Math.max(0.001, (performance.now() - started) / 1000);
  return {
    line(text) {
      bar?.stop();
      bar = null;
      console.log(text);
    },
    downloadStarted(label) {
      offset = -1;
      open(' {label} [{bar}] {percentage}% | {received} of {total} | {rate}/s | ETA {eta_formatted}', {
        label,
        received: '0 B',
        total: '?',
        rate: '0 B',
      });
    },
    downloadProgress(received, total) {
      // A resumed download starts at its partial file's size: the rate counts what came now.
      if (offset < 0) offset = received;
      bar?.setTotal(Math.max(1, total ?? received));
      bar?.update(received, {
        received: formatBytes(received),
        total: total === null ? '?' : formatBytes(total),
        rate: formatBytes(Math.round(rate(received - offset))),
      });
    },
    importStarted(file) {
      open(
        ' {file} [{bar}] {percentage}% | {rowsRead} rows read | {rowsKept} kept | {rate} rows/s | ETA {eta_formatted}',
        {
          file,
          rowsRead: 0,
          rowsKept: 0,
          rate: 0,
        },
      );
    },
    importProgress(progress: ImportProgress) {
      bar?.setTotal(Math.max(1, progress.bytesTotal));
      bar?.update(progress.bytesRead, {
        rowsRead: progress.rowsRead.toLocaleString('en-US'),
        rowsKept: progress.rowsKept.toLocaleString('en-US'),
        rate: Math.round(rate(progress.rowsRead)).toLocaleString('en-US'),
      });
    },
    done() {
      bar?.stop();
      bar = null;
    },
  };
}
