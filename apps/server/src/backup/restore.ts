import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { accountMigrations } from '../store/sql/account-migrations';
import { DATASET_MIGRATIONS } from '../store/sqlite/database';
import { copyDurably, fileChecksum, removeSideFiles, syncFolder } from './files';
import { type BackupManifest, fileOf, readManifest, type StoreRole } from './manifest';
import { BackupError } from './messages';
import { lockStores } from './store-lock';
import type { StorePaths } from './write-backup';

/** Gives a restored file the mode and, where permitted (as root), the owner of the file it replaces. */
function keepOwnership(target: string, restored: string): void {
  if (!existsSync(target)) return;
  const { mode, uid, gid } = statSync(target);
  chmodSync(restored, mode & 0o777);
  try {
    chownSync(restored, uid, gid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EPERM') throw error;
  }
}

/** The dataset migration versions this build knows: its numbered SQL files. */
function knownDatasetMigrations(): Set<number> {
  return new Set(
    readdirSync(DATASET_MIGRATIONS)
      .filter((file) => /^\d{3}_.+\.sql$/.test(file))
      .map((file) => Number(file.slice(0, 3))),
  );
}

/** The account migrations this build knows, by name (the same on both engines). */
function knownAccountMigrations(): Set<string> {
  return new Set(Object.keys(accountMigrations('sqlite')));
}

/**
 * Checks the backup in `dir` without changing anything: a valid manifest, each file there with
 * the size and SHA-256 it names, and no migration this build does not know (a newer version's
 * backup would not open here).
 */
export function verifyBackup(dir: string): BackupManifest {
  const manifest = readManifest(dir);
  for (const file of manifest.files) {
    const path = join(dir, file.name);
    let size: number;
    try {
      size = statSync(path).size;
    } catch {
      throw new BackupError('backup_file_missing', { name: file.name });
    }
    if (size !== file.size)
      throw new BackupError('size_mismatch', { name: file.name, actual: size, expected: file.size });
    if (fileChecksum(path).sha256 !== file.sha256)
      throw new BackupError('checksum_mismatch', { name: file.name });
  }
  const knownDataset = knownDatasetMigrations();
  const unknownDataset = manifest.dataset.migrations.find((version) => !knownDataset.has(version));
  if (unknownDataset !== undefined)
    throw new BackupError('backup_from_newer_version', { version: unknownDataset, store: 'dataset' });
  const knownAccounts = knownAccountMigrations();
  const unknownAccount = manifest.accounts.migrations.find((name) => !knownAccounts.has(name));
  if (unknownAccount !== undefined)
    throw new BackupError('backup_from_newer_version', { version: unknownAccount, store: 'accounts' });
  return manifest;
}

/**
 * Puts the backup in `dir` back in place of the install's two stores (docs/decisions/150).
 * Verifies it first; refuses, having changed nothing, while any process has either store open,
 * and holds both until done, so that no server can open them meanwhile. Each file is copied
 * beside its target under a temporary name, checked against the manifest again and flushed,
 * then renamed over the target; the replaced databases' write-ahead logs and shared-memory files
 * are removed, so that SQLite never applies an old log to a restored file.
 */
export function restoreBackup(dir: string, stores: StorePaths): BackupManifest {
  const manifest = verifyBackup(dir);
  const targets: { role: StoreRole; path: string }[] = [
    { role: 'accounts', path: stores.accounts },
    { role: 'dataset', path: stores.dataset },
  ];
  for (const { path } of targets) mkdirSync(dirname(path), { recursive: true });
  const locks = lockStores(targets.map((target) => target.path));
  const temporary = (path: string) => `${path}.restoring`;
  const replaced: string[] = [];
  try {
    for (const { role, path } of targets) {
      const file = fileOf(manifest, role);
      const copied = copyDurably(join(dir, file.name), temporary(path));
      keepOwnership(path, temporary(path));
      // The backup could have changed since it was verified: what is put in place is checked.
      if (copied.sha256 !== file.sha256) throw new BackupError('checksum_mismatch', { name: file.name });
    }
    for (const { path } of targets) {
      // Held by us and out of WAL mode: these are the replaced files' leftovers.
      removeSideFiles(path);
      syncFolder(dirname(path));
    }
    for (const { path } of targets) {
      renameSync(temporary(path), path);
      replaced.push(basename(path));
      syncFolder(dirname(path));
    }
    return manifest;
  } catch (error) {
    for (const { path } of targets) rmSync(temporary(path), { force: true });
    if (replaced.length > 0)
      throw new BackupError('restore_incomplete', { done: replaced.join(', ') }, { cause: error });
    if (error instanceof BackupError) throw error;
    throw new BackupError('restore_failed', {}, { cause: error });
  } finally {
    locks.release();
  }
}
