import {
  closeSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileChecksum, syncFolder } from './files';
import { backupFolderName, partialFolderName } from './folders';
import {
  BACKUP_FILE_NAMES,
  type BackupFile,
  type BackupManifest,
  MANIFEST_FILE,
  type StoreRole,
} from './manifest';
import { BackupError } from './messages';
import { copyOnline } from './online-copy';
import { settleCopy } from './store-facts';

/** The SQLite files of one install: the company dataset and the account store beside it. */
export interface StorePaths {
  dataDir: string;
  dataset: string;
  accounts: string;
}

export interface WrittenBackup {
  dir: string;
  manifest: BackupManifest;
  /** Times a copy started over because a server wrote to its store meanwhile. */
  restarts: number;
}

export interface BackupOptions {
  takenBy: BackupManifest['taken_by'];
  /** The time the backup is named after (tests fix it). */
  now?: () => Date;
}

function writeManifest(dir: string, manifest: BackupManifest): void {
  const fd = openSync(join(dir, MANIFEST_FILE), 'wx', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(manifest, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** A failure at the target (a file-system error, a full disk) says so; anything else is the backup's own. */
function reported(error: unknown, parent: string): BackupError {
  if (error instanceof BackupError) return error;
  const code = String((error as { code?: unknown } | null)?.code ?? '');
  const atTarget = /^E[A-Z]+$/.test(code) || code === 'SQLITE_FULL' || code.startsWith('SQLITE_CANTOPEN');
  return atTarget
    ? new BackupError('target_not_writable', { dir: parent }, { cause: error })
    : new BackupError('backup_failed', {}, { cause: error });
}

/**
 * Writes a backup of both stores into a new folder `<parent>/<time of creation>/`: each store
 * copied with SQLite's online backup API while servers use it, and a manifest with each file's
 * size and SHA-256, the dataset's identity and both stores' migrations. The folder is written
 * under a hidden name and renamed when complete, so a backup that fails or is killed never looks
 * like one; on failure its files are removed, and so are the folders it created for it.
 */
export async function writeBackup(
  stores: StorePaths,
  parent: string,
  options: BackupOptions,
): Promise<WrittenBackup> {
  for (const path of [stores.dataset, stores.accounts])
    if (!existsSync(path)) throw new BackupError('store_missing', { path });
  const createdAt = (options.now ?? (() => new Date()))();
  const name = backupFolderName(createdAt);
  const partial = join(parent, partialFolderName(name));
  let created: string | undefined;
  try {
    created = mkdirSync(parent, { recursive: true });
    mkdirSync(partial, { mode: 0o700 });
  } catch (error) {
    if (created) rmSync(created, { recursive: true, force: true });
    throw reported(error, parent);
  }
  try {
    const datasetCopy = join(partial, BACKUP_FILE_NAMES.dataset);
    const accountsCopy = join(partial, BACKUP_FILE_NAMES.accounts);
    // The small account store first: the dataset copy, taken after it, holds every company its
    // lists and watch list name (imports add companies; they do not remove them).
    const restarts =
      (await copyOnline(stores.accounts, accountsCopy)).restarts +
      (await copyOnline(stores.dataset, datasetCopy)).restarts;
    const accounts = settleCopy(accountsCopy, 'accounts');
    const dataset = settleCopy(datasetCopy, 'dataset');
    const entry = (role: StoreRole, path: string): BackupFile => ({
      role,
      name: BACKUP_FILE_NAMES[role],
      ...fileChecksum(path),
    });
    const manifest: BackupManifest = {
      format: 'firmenradar-backup',
      version: 1,
      created_at: createdAt.toISOString(),
      taken_by: options.takenBy,
      source_data_dir: stores.dataDir,
      files: [entry('dataset', datasetCopy), entry('accounts', accountsCopy)],
      dataset,
      accounts,
    };
    writeManifest(partial, manifest);
    syncFolder(partial);
    const dir = join(parent, name);
    renameSync(partial, dir);
    syncFolder(parent);
    return { dir, manifest, restarts };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (created) rmSync(created, { recursive: true, force: true });
    throw reported(error, parent);
  }
}
