/**
 * An empty dataset (npm run datagen -- --companies 0, DATASET_COMPANIES=0) on both engines: the
 * app answers search, statistics and the top 500 without errors, and an import fills it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type DatabaseTarget, loadConfig } from '../../src/config';
import { runImport } from '../../src/importers/run-import';
import { fixture } from '../../src/importers/test-files';
import { createStoreSink } from '../../src/importers/writer/store-sink';
import { buildDataset, openImportStore, openStores } from '../../src/store';
import type { Stores } from '../../src/store/types';
import { createTestDatabase } from '../postgres';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyInstall(engine: 'sqlite' | 'postgres'): Promise<DatabaseTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'fd-empty-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  if (engine === 'sqlite') return { kind: 'sqlite', path: join(dir, 'firmenradar.sqlite') };
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  return { kind: 'postgres', url: database.url, replicaUrls: [], indexDir: dir, statementTimeoutMs: 10_000 };
}

async function start(target: DatabaseTarget): Promise<{ app: FastifyInstance; stores: Stores }> {
  const stores = await openStores(target, () => {});
  const config = loadConfig({
    DATA_DIR: tmpdir(),
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    DATASET_COMPANIES: '0',
  });
  const app = await buildApp({ ...config, database: target }, stores, { logger: false });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await stores.close();
  });
  return { app, stores };
}

describe.each(['sqlite', 'postgres'] as const)('an empty dataset on %s', (engine) => {
  it('answers every public page empty, and shows companies once imported', async () => {
    const target = await emptyInstall(engine);
    await buildDataset(target, { companies: 0, seed: 42 }, () => {});
    const { app } = await start(target);
    const search = await app.inject('/api/landing_search?keyword=isartal');
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ success: true, total: 0 });
    const top = await app.inject('/api/top_companies?limit=25&offset=0');
    expect(top.statusCode).toBe(200);
    expect(top.json()).toMatchObject({ success: true, total: 0, companies: [] });
    expect((await app.inject('/api/statistics')).statusCode).toBe(200);
    expect((await app.inject('/api/companiesCountryStats')).statusCode).toBe(200);

    const store = await openImportStore(target, () => {});
    await runImport(
      { source: 'offeneregister', file: fixture('offeneregister.jsonl') },
      { sink: createStoreSink(store) },
    );
    await store.finish();
    await store.close();
    let total = 0;
    for (let i = 0; i < 40 && total === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      total = (await app.inject('/api/landing_search?keyword=isartal')).json().total;
    }
    expect(total).toBeGreaterThan(0);
  });
});
