/**
 * npm run backup -- [--to DIR]
 * Writes a consistent copy of both SQLite stores — the company dataset and accounts.sqlite —
 * while servers use them, into a new folder DIR/<time>/ (default DATA_DIR/backups/<time>/)
 * with a manifest of sizes and SHA-256 checksums (docs/decisions/150). Runs at the imports' CPU
 * niceness (IMPORT_NICE), so that servers on the same machine win the cores.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, cliLanguage, fileList, message } from '../backup/messages';
import { backupsFolder, storePathsOf } from '../backup/store-paths';
import { writeBackup } from '../backup/write-backup';
import { loadConfig } from '../config';
import { lowerPriority } from '../runtime/priority';

async function main(argv: string[]): Promise<number> {
  // Relative paths mean the directory npm was called from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const language = cliLanguage();
  let to: string | undefined;
  try {
    ({ to } = parseArgs({ args: argv, options: { to: { type: 'string' } } }).values);
  } catch {
    console.error(message(language, 'backup_usage'));
    return 2;
  }
  const config = loadConfig();
  const stores = storePathsOf(config);
  if (!stores) {
    console.error(`backup: ${message(language, 'backup_on_postgres')}`);
    return 1;
  }
  lowerPriority(config.importNice);
  try {
    const written = await writeBackup(stores, to ? resolve(to) : backupsFolder(config.dataDir), {
      takenBy: 'command',
    });
    console.log(
      message(language, 'backup_written', {
        dir: written.dir,
        files: fileList(language, written.manifest.files),
      }),
    );
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    console.error(`backup: ${error.text(language)}`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`backup: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
