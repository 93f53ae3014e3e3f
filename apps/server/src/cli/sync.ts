/**
 * npm run sync -- <gleif|offeneregister>... [--full] [--countries AT,DE,CH]
 * npm run sync -- status [--limit N]
 * Downloads what the open registers published since the last sync and imports it into the
 * configured store (DATA_DIR / DATABASE_URL) while servers run; records every run. A server with
 * SYNC_SOURCES runs this command on its schedule (docs/decisions/122); cron can run it as well.
 */
import { loadConfig } from '../config';
import { lowerPriority } from '../runtime/priority';
import { openSyncStore } from '../store';
import { parseSyncArgs, type SyncCommand, USAGE, UsageError } from '../sync/cli-args';
import { consoleUi } from '../sync/console-ui';
import { formatReport, formatRuns, formatTime } from '../sync/report';
import { runSync } from '../sync/run-sync';

async function status(limit: number): Promise<number> {
  const store = await openSyncStore(loadConfig().database, () => {});
  try {
    console.log(formatRuns(await store.recentRuns(limit), await store.leaseHolder(new Date())));
    return 0;
  } finally {
    await store.close();
  }
}

async function sync(command: Extract<SyncCommand, { kind: 'sync' }>): Promise<number> {
  const config = loadConfig();
  // Servers on this machine win the cores: before the import's parser threads start, which inherit it.
  lowerPriority(config.importNice);
  const stop = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => stop.abort(new Error(`stopped by ${signal}`)));
  // A schedule writes into the server's log: a progress line every 30 s is enough there.
  const ui = consoleUi(command.scheduled ? 30_000 : 5000);
  const result = await runSync(config, command, ui, { signal: stop.signal });
  if (result.kind === 'busy') {
    ui.line(`sync: another process is syncing (${result.holder}); nothing was done`);
    return 0;
  }
  for (const source of result.notDue) ui.line(`${source}: synced less than SYNC_EVERY ago; not due yet`);
  for (const report of result.reports) ui.line(formatReport(report));
  const failed = result.reports.some((report) => report.outcome === 'failed');
  if (!failed && result.reports.length > 0)
    ui.line(`sync finished ${formatTime(new Date().toISOString())}; npm run sync -- status lists the runs`);
  return failed ? 1 : 0;
}

async function main(argv: string[]): Promise<number> {
  // Relative paths mean the directory npm was called from.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let command: SyncCommand;
  try {
    command = parseSyncArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    if (error.message) process.stderr.write(`sync: ${error.message}\n`);
    process.stderr.write(`${USAGE}\n`);
    return error.message ? 2 : 0;
  }
  return command.kind === 'status' ? status(command.limit) : sync(command);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    // No dataset, an unreachable database, a bad setting: one line, no stack.
    console.error(`sync: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  },
);
