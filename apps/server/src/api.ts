/**
 * The server's programmatic entry (`@fd/server`, `@fd/server/api`): what a program that embeds
 * the server without HTTP may use — the bench, a script, another process. Everything else in
 * `src/` is internal; dependency-cruiser keeps `bench/` to this file (docs/decisions/032).
 *
 *   const config = loadConfig({ ...process.env, DATA_DIR: dir });
 *   if (!(await datasetExists(config.database))) await buildDataset(config.database, { companies: 250_000, seed: 42 });
 *   const server = await openServer(config);
 *   await server.services.search.landingSearch({ keyword: 'Müller Bau', offset: 0, limit: 5 }, false);
 *   await server.close();
 */
import { join } from 'node:path';
import pino from 'pino';
import type { AppConfig } from './config';
import type { ImportSink } from './importers/types';
import { createStoreSink } from './importers/writer/store-sink';
import { createSimilarService } from './modules/companies/similar-service';
import { createOutboxMailer } from './modules/mail/mailer';
import { inProcessSearchEngine } from './modules/search/engine-side';
import { createServices, type Services } from './modules/services';
import { openImportStore, openStores } from './store/index';
import { INDEX_FILE } from './store/postgres/local-index';
import { createSqliteCompanyStore } from './store/sqlite';
import { openDatabase } from './store/sqlite/database';
import type { Stores } from './store/types';

export { type AppConfig, loadConfig } from './config';
export { GLEIF_L1_COLUMNS, GLEIF_RR_COLUMNS } from './importers/gleif-columns';
export { leiCheckDigits } from './importers/lei';
export { defaultWorkers, type ImportJob, runImport } from './importers/run-import';
export type { Services } from './modules/services';
export { encodeFrame, FrameReader } from './search-engine';
export { buildDataset, datasetExists } from './store/index';
export type { Stores, UserRecord } from './store/types';

/** The stores and services of one configuration, opened in this process. */
export interface EmbeddedServer {
  config: AppConfig;
  stores: Stores;
  /** Every service the routes call, the same objects as behind the HTTP API. */
  services: Services;
  /** The SQLite file that holds the company dataset (on PostgreSQL: this server's local index). */
  datasetFile: string;
  /** Stops the export threads and closes both stores. */
  close(): Promise<void>;
}

/**
 * Opens the stores of `config` (migrations included) and builds the services over them. Mail goes
 * to `<DATA_DIR>/outbox/`, never to an SMTP server; the log is silent.
 */
export async function openServer(config: AppConfig): Promise<EmbeddedServer> {
  const stores = await openStores(config.database);
  const log = pino({ level: 'silent' });
  const services = createServices({
    config,
    stores,
    mailer: createOutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom, log),
    log,
  });
  return {
    config,
    stores,
    services,
    datasetFile: datasetFile(config),
    async close() {
      await services.render.close();
      await stores.close();
    },
  };
}

/**
 * The SQLite file that holds the company dataset of `config`: the dataset file, or on PostgreSQL
 * this server's local index, which a start builds from PostgreSQL when it is missing.
 */
export function datasetFile(config: AppConfig): string {
  const database = config.database;
  return database.kind === 'sqlite' ? database.path : join(database.indexDir, INDEX_FILE);
}

/**
 * The company store of a SQLite dataset file opened read-only, with the in-memory indexes a server
 * builds at start but no migration, write or checkpoint, and the similar-companies service over
 * it: for measuring a dataset that must stay exactly as built (`npm run bench -- similar`).
 */
export function openReadOnlyCompanies(path: string) {
  const companies = createSqliteCompanyStore(openDatabase(path, { readonly: true }), () => {});
  const engine = inProcessSearchEngine(companies).client;
  return { companies, similar: createSimilarService(companies, engine), close: () => companies.close() };
}

/**
 * The importers' writer on the store of `config`, as `npm run import` opens it: each batch one
 * transaction with its change-sequence entries; `finish()` announces the derived figures once
 * after the last batch. For a bench that times what servers make of an import's batches.
 */
export async function openImportWriter(
  config: AppConfig,
): Promise<{ sink: ImportSink; finish(): Promise<void>; close(): Promise<void> }> {
  const store = await openImportStore(config.database, () => {});
  return { sink: createStoreSink(store), finish: () => store.finish(), close: () => store.close() };
}
