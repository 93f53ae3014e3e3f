import { Worker } from 'node:worker_threads';
import type { AppConfig } from '../config';
import { workerEntry } from '../server-files';
import type { BackupWorkerInput, BackupWorkerResult } from './backup-worker';
import { listBackups } from './folders';
import { backupsFolder, storePathsOf } from './store-paths';

/** setTimeout's longest delay; a later time is waited for in several turns. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Runs one scheduled backup in a thread of its own (backup-worker.ts) and returns what it reports. */
export function runBackupThread(input: BackupWorkerInput): Promise<BackupWorkerResult> {
  const entry = workerEntry('backup-worker');
  const worker = new Worker(entry.filename, { workerData: input, argv: entry.argv });
  let result: BackupWorkerResult | null = null;
  worker.once('message', (message: BackupWorkerResult) => {
    result = message;
  });
  worker.once('error', (error) => {
    result ??= { ok: false, message: error.message };
  });
  return new Promise((resolve) => {
    worker.once('exit', (code) =>
      resolve(result ?? { ok: false, message: `the backup thread ended (${code})` }),
    );
  });
}

/** When the next scheduled backup is due: `everyMs` after the newest scheduled one in `parent`, or `now`. */
export function nextBackupAt(parent: string, everyMs: number, now: number): number {
  const newest = listBackups(parent)
    .filter((backup) => backup.manifest.taken_by === 'schedule')
    .at(-1);
  return newest ? Math.max(now, Date.parse(newest.manifest.created_at) + everyMs) : now;
}

export interface BackupSchedule {
  stop(): void;
}

/**
 * The primary process's backups (BACKUP_EVERY, BACKUP_KEEP): one into DATA_DIR/backups when
 * due — at the start when there is no scheduled backup yet, else BACKUP_EVERY after the newest,
 * so restarts neither skip nor repeat one — each in a thread at the imports' CPU niceness that
 * then keeps the newest BACKUP_KEEP scheduled backups. Nothing without BACKUP_EVERY; on
 * PostgreSQL nothing either (the records are PostgreSQL's to back up), which the log says once.
 * `onResult` hears every backup's outcome (tests).
 */
export function scheduleBackups(
  config: AppConfig,
  log: (message: string) => void,
  onResult?: (result: BackupWorkerResult) => void,
): BackupSchedule | null {
  const { everyMs, keep } = config.backup;
  if (everyMs === null) return null;
  const stores = storePathsOf(config);
  if (!stores) {
    log(
      'BACKUP_EVERY is set, but the records live in PostgreSQL: the scheduled backup covers nothing. Back up PostgreSQL with pg_dump (docs/operations.md#backups).',
    );
    return null;
  }
  const parent = backupsFolder(config.dataDir);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const waitUntil = (at: number) => {
    if (stopped) return;
    const delay = Math.min(Math.max(0, at - Date.now()), MAX_TIMER_MS);
    timer = setTimeout(() => (Date.now() >= at ? void run() : waitUntil(at)), delay);
    timer.unref();
  };
  const run = async () => {
    const result = await runBackupThread({ stores, parent, keep, nice: config.importNice });
    if (result.ok) {
      const removed = result.removed.length > 0 ? `; removed ${result.removed.join(', ')}` : '';
      log(`scheduled backup written to ${result.dir}${removed}`);
    } else log(`scheduled backup failed: ${result.message}`);
    onResult?.(result);
    waitUntil(Date.now() + everyMs);
  };
  waitUntil(nextBackupAt(parent, everyMs, Date.now()));
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
