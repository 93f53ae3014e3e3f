import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { type BackupManifest, MANIFEST_FILE, readManifest } from './manifest';

/** A backup folder's name: its UTC time of creation, sortable, with no character a file system refuses. */
const FOLDER = /^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z$/;
/** A backup being written (or left by one that died): `.<folder name>.partial-<pid>`. */
const PARTIAL = /^\.(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)\.partial-(\d+)$/;

export function backupFolderName(createdAt: Date): string {
  return createdAt.toISOString().replace(/[:.]/g, '-');
}

/** Where a backup is written before it gets its name, by this process. */
export function partialFolderName(name: string): string {
  return `.${name}.partial-${process.pid}`;
}

export interface ListedBackup {
  name: string;
  dir: string;
  manifest: BackupManifest;
}

/** The complete backups in `parent` (a folder of our name with a valid manifest), oldest first. */
export function listBackups(parent: string): ListedBackup[] {
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .filter((name) => FOLDER.test(name) && existsSync(join(parent, name, MANIFEST_FILE)))
    .sort()
    .flatMap((name) => {
      const dir = join(parent, name);
      try {
        return [{ name, dir, manifest: readManifest(dir) }];
      } catch {
        // Not ours to judge or remove: a folder with a damaged manifest stays as it is.
        return [];
      }
    });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/**
 * Keeps the newest `keep` scheduled backups in `parent` and removes the older ones, and the
 * partial folders of backups whose process is gone (or is this one, which writes one backup at
 * a time and has finished it). Backups taken with `npm run backup` are never removed here.
 * Returns the names removed.
 */
export function pruneBackups(parent: string, keep: number): string[] {
  const scheduled = listBackups(parent).filter((backup) => backup.manifest.taken_by === 'schedule');
  const removed = scheduled.slice(0, Math.max(0, scheduled.length - keep)).map((backup) => backup.name);
  for (const name of removed) rmSync(join(parent, name), { recursive: true, force: true });
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    const pid = Number(PARTIAL.exec(name)?.[2] ?? 0);
    if (pid > 0 && (pid === process.pid || !alive(pid))) {
      rmSync(join(parent, name), { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}
