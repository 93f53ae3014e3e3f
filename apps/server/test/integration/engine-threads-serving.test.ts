import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import type { ThreadEngineClient } from '../../src/search-engine';
import { openStores } from '../../src/store';
import type { SqliteCompanyStore } from '../../src/store/sqlite';
import type { Stores } from '../../src/store/types';

/**
 * The serving path with engine threads on (ENGINE_THREADS, docs/decisions/211 step 4), as
 * production runs it on SQLite: the landing search, suggestions and similar companies are
 * answered by the store's engine threads, and answer what the same app answers in its own thread.
 */
let dir: string;
let stores: Stores;
let config: AppConfig;
let app: FastifyInstance;
let inThread: FastifyInstance;
/** The client of the engine threads the app started through its store. */
let client: ThreadEngineClient | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fd-engine-serving-'));
  copyFileSync(inject('datasetTemplate'), join(dir, 'firmenradar.sqlite'));
  // A budget no loaded machine reaches: the answers compared are whole.
  config = loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    ENGINE_THREADS: '2',
    SEARCH_BUDGET_MS: '60000',
  });
  stores = await openStores(config.database, () => {});
  const companies = stores.companies as SqliteCompanyStore;
  const engineThreads: SqliteCompanyStore['engineThreads'] = (threads, entry) => {
    client = companies.engineThreads(threads, entry);
    return client;
  };
  const wrapped: SqliteCompanyStore = { ...companies, engineThreads };
  app = await buildApp(config, { ...stores, companies: wrapped }, { logger: false });
  inThread = await buildApp({ ...config, engineThreads: 0 }, stores, { logger: false });
});
afterAll(async () => {
  await app.close();
  await inThread.close();
  await stores.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (on: FastifyInstance, url: string) => {
  const response = await on.inject(url);
  return { status: response.statusCode, body: response.json() };
};

describe('engine threads in the serving process', () => {
  it('start with the app, as many as ENGINE_THREADS', () => {
    expect(config.engineThreads).toBe(2);
    expect(client?.threads).toHaveLength(2);
  });

  it('answer the landing search, suggestions and similar companies as the accepting thread does', async () => {
    const names = (await stores.companies.companies.listItems([3, 42])).map((row) => row.company_name);
    const urls = names.flatMap((name) => {
      const keyword = encodeURIComponent(name.split(' ')[0]!);
      return [`/api/landing_search?keyword=${keyword}`, `/api/suggestCompanyFromInput?keyword=${keyword}`];
    });
    urls.push('/api/companies/3/similar');
    for (const url of urls) {
      const threaded = await get(app, url);
      expect(threaded.status, url).toBe(200);
      expect(threaded, url).toStrictEqual(await get(inThread, url));
    }
  });
});
