/**
 * npm run db:copy -- --to postgres://…
 * Copies this install's SQLite data — the company dataset and the account store — into an
 * empty PostgreSQL database in one transaction, with a progress bar. For the user who
 * outgrows one machine: afterwards every server starts with DATABASE_URL set to that URL.
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { databaseTarget, loadConfig, redactUrl } from '../config';
import { accountsPathFor } from '../store';
import { ACCOUNT_TABLES, DATASET_TABLES } from '../store/copy-tables';
import { migratePostgresAccounts } from '../store/postgres/account-store';
import { createPools, migrate, waitForDatabase } from '../store/postgres/database';
import { copyIntoPostgres, postgresContents, rowsToCopy } from '../store/postgres/dataset-load';
import { openSqliteAccountDatabase, openSqliteDataset, sqliteDatasetExists } from '../store/sqlite';
import { moveLegacyAccounts } from '../store/sqlite/legacy-accounts';

const USAGE = 'usage: npm run db:copy -- --to postgres://user:password@host:5432/database';

async function main(argv: string[]): Promise<number> {
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let to: string | undefined;
  try {
    ({ to } = parseArgs({ args: argv, options: { to: { type: 'string' } } }).values);
  } catch (error) {
    console.error(`db:copy: ${error instanceof Error ? error.message : error}\n${USAGE}`);
    return 2;
  }
  if (!to) {
    console.error(USAGE);
    return 2;
  }
  const target = databaseTarget(to, '.');
  if (target.kind !== 'postgres') {
    console.error(`db:copy: --to must be a postgres:// URL\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  if (config.database.kind !== 'sqlite') {
    console.error(
      'db:copy copies the embedded SQLite install: unset DATABASE_URL (or point it at sqlite:…).',
    );
    return 2;
  }
  const sourcePath = config.database.path;
  if (!sqliteDatasetExists(sourcePath)) {
    console.error(`db:copy: no dataset at ${sourcePath}`);
    return 1;
  }
  const dataset = openSqliteDataset(sourcePath);
  const accounts = await openSqliteAccountDatabase(accountsPathFor(sourcePath));
  moveLegacyAccounts(dataset, accounts, sourcePath);
  const pools = createPools(target.url, []);
  try {
    await waitForDatabase(pools.primary, target.url, console.log, 1);
    await migratePostgresAccounts(pools.primary);
    await migrate(pools.primary);
    const present = await postgresContents(pools);
    if (present.dataset || present.users > 0) {
      console.error(
        `db:copy: ${redactUrl(target.url)} is not empty (it holds a dataset or accounts); copy into an empty database.`,
      );
      return 1;
    }
    const total = rowsToCopy(dataset, DATASET_TABLES) + rowsToCopy(accounts, ACCOUNT_TABLES);
    const bar = new cliProgress.SingleBar(
      {
        format: ' copying [{bar}] {percentage}% | {value}/{total} rows | {table} | {eta_formatted} left',
        noTTYOutput: true,
        notTTYSchedule: 5000,
      },
      cliProgress.Presets.shades_classic,
    );
    bar.start(total, 0, { table: '' });
    const started = performance.now();
    let done = 0;
    let tableRows = 0;
    let currentTable = '';
    const { rows } = await copyIntoPostgres(
      pools,
      { dataset, accounts },
      {
        onRows: (table, count) => {
          if (table !== currentTable) {
            done += tableRows;
            currentTable = table;
          }
          tableRows = count;
          bar.update(done + count, { table });
        },
      },
    );
    bar.update(total, { table: 'done' });
    bar.stop();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Copied ${Object.values(rows)
        .reduce((a, b) => a + b, 0)
        .toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s into ${redactUrl(target.url)}.`,
    );
    console.log(
      `Start every server with DATABASE_URL=${redactUrl(target.url)} (each builds its local search index on first start).`,
    );
    return 0;
  } finally {
    dataset.close();
    accounts.close();
    await pools.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`db:copy: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
