import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import { errorAnswer } from '../../src/errors';
import type { ThreadEngineClient } from '../../src/search-engine';
import { openStores } from '../../src/store';
import type { SqliteCompanyStore } from '../../src/store/sqlite';
import type { Stores } from '../../src/store/types';
import { HOLD, heldThreadEntry, nextHold, release } from '../search-engine/held-thread';

/**
 * The serving path with engine threads on (ENGINE_THREADS, docs/decisions/211 step 4), as
 * production runs it on SQLite: the landing search, suggestions and similar companies are
 * answered by the store's engine threads, and answer what the same app answers in its own thread.
 * The threads are the server's own, wrapped so that a landing search for HOLD blocks its thread
 * on a latch (test/search-engine/held-engine-thread.ts): the other thread answers meanwhile, and
 * a thread that ends mid-request answers it `unavailable`.
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
    client = companies.engineThreads(threads, entry ?? heldThreadEntry());
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
const HELD_SEARCH = `/api/landing_search?keyword=${HOLD}`;

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

  it('answer health and suggestions from the other thread while one is held by a search', async () => {
    const name = (await stores.companies.companies.listItems([3]))[0]!.company_name;
    const suggest = `/api/suggestCompanyFromInput?keyword=${encodeURIComponent(name.split(' ')[0]!)}`;
    const holding = nextHold();
    const search = app.inject(HELD_SEARCH);
    const held = await holding;
    expect((await app.inject('/api/health')).statusCode).toBe(200);
    const suggested = await get(app, suggest);
    expect(suggested.status).toBe(200);
    expect(suggested).toStrictEqual(await get(inThread, suggest));
    release(held);
    expect((await search).statusCode).toBe(200);
  });

  it('answer a request whose thread ended unavailable, translated, and replace the thread', async () => {
    const holding = nextHold();
    const search = app.inject({ url: HELD_SEARCH, headers: { 'accept-language': 'en' } });
    const held = await holding;
    const ended = client!.threads.find((thread) => thread.threadId === held.threadId)!;
    await ended.terminate();
    const answer = await search;
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toStrictEqual(errorAnswer('unavailable', 'en'));
    expect(client!.threads).toHaveLength(2);
    expect(client!.threads).not.toContain(ended);
    // Both threads answer again: the replacement took the state in.
    const url = '/api/companies/3/similar';
    const answers = await Promise.all([get(app, url), get(app, url)]);
    expect(answers).toStrictEqual([await get(inThread, url), await get(inThread, url)]);
  });
});
