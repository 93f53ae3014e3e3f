import cluster from 'node:cluster';
import { buildApp } from './app';
import { scheduleBackups } from './backup/schedule';
import { loadConfig } from './config';
import { ensureDataset } from './dataset-setup';
import { runEngineProcess } from './engine-process';
import { answeringUnavailable } from './modules/search/engine-side';
import { ENGINE_ROLE, runPrimary } from './runtime/cluster';
import { answerMetricsRequests, clusterMetrics } from './runtime/cluster-metrics';
import { installCrashGuard } from './runtime/crash-guard';
import { createMetrics } from './runtime/metrics';
import { socketEngineClient } from './search-engine';
import { openStores, prepareStores, startIndexFeed } from './store';
import { startSyncScheduler } from './sync/scheduler';

const log = (message: string) => console.log(message);

/** One server process: its own stores and app, on the shared port. */
async function serve(inCluster: boolean): Promise<void> {
  const config = loadConfig();
  // With the engine process every engine read is asked there and this worker opens no engine
  // (docs/decisions/211 step 5); the primary started it before this worker, which waits for it.
  const socket = inCluster && config.engineProcess ? socketEngineClient(config.engineSocket) : undefined;
  await socket?.whenConnected();
  // Workers leave the change sequence to the primary's index feed (docs/decisions/216). The
  // store's engine reads too answer a 503 `unavailable` while the engine process is away.
  const stores = await openStores(config.database, log, {
    ownFeed: !inCluster,
    engine: socket && answeringUnavailable(socket),
  });
  const metrics = createMetrics();
  const app = await buildApp(config, stores, {
    metrics,
    collectMetrics: inCluster ? clusterMetrics : undefined,
    digestTimer: true,
    webhookDeliveries: true,
    warmUp: true,
    engine: socket,
  });
  installCrashGuard(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    socket?.close();
    await stores.close();
    metrics.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  // The first read of the figures compiles prom-client's code and the collectors' (about 20 ms
  // of the loop): done here, not in the first scrape while serving (docs/decisions/217).
  await metrics.registry.getMetricsAsJSON();
  await app.listen({ port: config.port, host: config.host });
  metrics.startServing();
  // Only a serving worker is asked for its figures: one still building its index is not.
  if (inCluster) answerMetricsRequests(metrics.registry);
}

async function main(): Promise<void> {
  if (cluster.isWorker && process.env.FD_ROLE === ENGINE_ROLE) return runEngineProcess(loadConfig(), log);
  if (cluster.isWorker) return serve(true);
  const config = loadConfig();
  await ensureDataset(config, log);
  if (config.workers === 1) await serve(false);
  else {
    // Migrations and index builds run once, here, before the workers open the same files.
    await prepareStores(config.database, log);
    // On PostgreSQL a thread of the primary applies the change sequence to the local index, so
    // that no serving process pays for an import's writes (docs/decisions/216). Left to end with
    // the process: SQLite drops a transaction it did not commit.
    if (config.database.kind === 'postgres') startIndexFeed(config.database, log);
    await runPrimary(config, log);
  }
  // Once both stores exist and are migrated: backups, and the register sync as a child process
  // (docs/decisions/122).
  scheduleBackups(config, log);
  startSyncScheduler(config, log);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
