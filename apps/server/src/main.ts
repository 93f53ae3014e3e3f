import { buildApp } from './app';
import { loadConfig } from './config';
import { ensureDataset } from './dataset-setup';
import { openStores } from './store';

async function main(): Promise<void> {
  const config = loadConfig();
  await ensureDataset(config, (message) => console.log(message));
  const stores = await openStores(config.database);
  const app = await buildApp(config, stores);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await stores.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
