/**
 * The engine process (docs/decisions/211 step 5, ENGINE_PROCESS=1): one per machine, started by
 * the primary before the HTTP workers and restarted when it dies. It opens the stores, answers
 * the searches in its engine threads (in its own thread with ENGINE_THREADS=0) and serves them
 * to the workers on the Unix socket `config.engineSocket`, pushing each applied batch to them.
 * It tells the primary it is ready once the socket listens.
 *
 * An entry point beside main.ts: it joins the store, the engine side and the socket as main.ts
 * joins the app's parts.
 */
import type { AppConfig } from './config';
import { inProcessSearchEngine } from './modules/search/engine-side';
import { ENGINE_READY } from './runtime/cluster';
import { askingHandlers, serveEngineSocket } from './search-engine';
import { engineThreadsFor, openStores } from './store';

export async function runEngineProcess(config: AppConfig, log: (message: string) => void): Promise<void> {
  // Like the workers, it leaves the change sequence to the primary's index feed on PostgreSQL.
  const stores = await openStores(config.database, log, { ownFeed: false });
  const threads = engineThreadsFor(stores.companies, config.engineThreads);
  const client = threads ?? inProcessSearchEngine(stores.companies).client;
  await threads?.ready();
  // The threads read this process's engine; its own follower takes in the workers' writes.
  const server = await serveEngineSocket(
    { ...askingHandlers(client), follow: () => stores.companies.followChanges() },
    config.engineSocket,
  );
  client.onApplied((companyIds) => server.push(companyIds));

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), 10_000).unref();
    await server.close();
    await stores.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  log(`engine process ${process.pid} answers on ${config.engineSocket}`);
  process.send?.(ENGINE_READY);
}
