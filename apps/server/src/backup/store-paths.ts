import { join } from 'node:path';
import type { AppConfig } from '../config';
import { accountsPathFor } from '../store';
import type { StorePaths } from './write-backup';

/** The folder under DATA_DIR that backups go to unless told otherwise. */
export function backupsFolder(dataDir: string): string {
  return join(dataDir, 'backups');
}

/** The SQLite files a backup of this install holds; null on PostgreSQL, which holds the records itself. */
export function storePathsOf(config: AppConfig): StorePaths | null {
  if (config.database.kind !== 'sqlite') return null;
  return {
    dataDir: config.dataDir,
    dataset: config.database.path,
    accounts: accountsPathFor(config.database.path),
  };
}
