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
import { eventually } from '../eventually';
import { createTestDatabase } from '../postgres';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function emptyInstall(engine: 'sqlite' | 'postgres'): Promise<{ target: DatabaseTarget; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'fd-empty-'));
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  if (engine === 'sqlite') return { target: { kind: 'sqlite', path: join(dir, 'firmenradar.sqlite') }, dir };
  const database = await createTestDatabase();
  cleanups.push(database.drop);
  return {
    target: {
      kind: 'postgres',
      url: database.url,
      replicaUrls: [],
      indexDir: dir,
      statementTimeoutMs: 10_000,
    },
    dir,
  };
}

/** The app on `target`, with `dir` as its data directory (its own, not the temp dir every file shares). */
async function start(target: DatabaseTarget, dir: string): Promise<{ app: FastifyInstance; stores: Stores }> {
  const stores = await openStores(target, () => {});
  const config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    DATASET_COMPANIES: '0',
    // As the rest of the suite: the search in this thread (engine-threads-serving.test.ts has threads).
    ENGINE_THREADS: '0',
  });
  // As a server starts: what the services keep is read before the first request.
  const app = await buildApp({ ...config, database: target }, stores, { logger: false, warmUp: true });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await stores.close();
  });
  return { app, stores };
}

describe.each(['sqlite', 'postgres'] as const)('an empty dataset on %s', (engine) => {
  it('answers every public page empty, and shows companies once imported', async () => {
    const { target, dir } = await emptyInstall(engine);
    await buildDataset(target, { companies: 0, seed: 42 }, () => {});
    const { app } = await start(target, dir);
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
    const total = await eventually(
      async () => (await app.inject('/api/landing_search?keyword=isartal')).json().total as number,
      (count) => count > 0,
      { what: 'the imported companies found by search' },
    );
    expect(total).toBeGreaterThan(0);
    // Building a dataset, an import and a wait of up to 20 s: above the default 30 s.
  }, 60_000);
});
