/**
 * The thread of a scheduled backup (schedule.ts): lowers its own CPU priority to the imports'
 * (on Linux a thread's niceness is its own, so the process's other threads keep theirs), writes
 * one backup, keeps the newest scheduled ones, reports and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { lowerPriority } from '../runtime/priority';
import { pruneBackups } from './folders';
import { type StorePaths, writeBackup } from './write-backup';

export interface BackupWorkerInput {
  stores: StorePaths;
  parent: string;
  keep: number;
  nice: number;
}

export type BackupWorkerResult =
  | { ok: true; dir: string; removed: string[]; restarts: number; nice: number }
  | { ok: false; message: string };

const input = workerData as BackupWorkerInput;
const nice = lowerPriority(input.nice);
let result: BackupWorkerResult;
try {
  const written = await writeBackup(input.stores, input.parent, { takenBy: 'schedule' });
  const removed = pruneBackups(input.parent, input.keep);
  result = { ok: true, dir: written.dir, removed, restarts: written.restarts, nice };
} catch (error) {
  result = { ok: false, message: error instanceof Error ? error.message : String(error) };
}
parentPort!.postMessage(result);
