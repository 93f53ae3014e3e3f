/**
 * npm run restore -- DIR
 * Puts the backup in DIR (written by npm run backup or BACKUP_EVERY) back in place of this
 * install's two SQLite stores. Checks the manifest and every checksum first, refuses while a
 * server or another command has the stores open, and replaces the files atomically
 * (docs/decisions/150). On PostgreSQL: pg_restore (docs/operations.md#backups).
 */
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, cliLanguage, fileList, message } from '../backup/messages';
import { restoreBackup } from '../backup/restore';
import { storePathsOf } from '../backup/store-paths';
import { loadConfig } from '../config';

function main(argv: string[]): number {
  // Relative paths mean the directory npm was called from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const language = cliLanguage();
  let dirs: string[];
  try {
    dirs = parseArgs({ args: argv, options: {}, allowPositionals: true }).positionals;
  } catch {
    dirs = [];
  }
  if (dirs.length !== 1) {
    console.error(message(language, 'restore_usage'));
    return 2;
  }
  const config = loadConfig();
  const stores = storePathsOf(config);
  if (!stores) {
    console.error(`restore: ${message(language, 'restore_on_postgres')}`);
    return 1;
  }
  try {
    const manifest = restoreBackup(resolve(dirs[0]!), stores);
    console.log(
      message(language, 'restored', {
        createdAt: manifest.created_at,
        dataDir: dirname(stores.dataset),
        files: fileList(language, manifest.files),
      }),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`restore: ${error.text(language)}`);
    return 1;
  }
}

try {
  process.exit(main(process.argv.slice(2)));
} catch (error) {
  console.error(`restore: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
