import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EngineProtocolError, type SocketEngineClient, socketEngineClient } from '../../src/search-engine';
import { openStores, type Stores } from '../../src/store';
import type { SqliteCompanyStore } from '../../src/store/sqlite';
import {
  Client,
  freePort,
  login,
  registerAndVerify,
  type ServerProcess,
  spawnServer,
  waitForHealth,
} from './server-process';

/**
 * With ENGINE_PROCESS=1 the workers open no engine (docs/decisions/211 step 5): every engine read
 * is asked of the engine process. The search, export, matching and company routes answer as a
 * server whose workers each build their own engine (ENGINE_PROCESS=0), on the same dataset.
 */

interface Started {
  dir: string;
  server: ServerProcess;
  client: Client;
}

async function start(engineProcess: '0' | '1'): Promise<Started> {
  const dir = mkdtempSync(join(tmpdir(), `fd-engine-reads-${engineProcess}-`));
  copyFileSync(inject('datasetTemplate'), join(dir, 'firmenradar.sqlite'));
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    WEB_DIST: '',
    WORKERS: '2',
    ENGINE_PROCESS: engineProcess,
    ENGINE_THREADS: '1',
  });
  const base = `http://127.0.0.1:${port}`;
  // Two workers warm up through one engine thread of the engine process: slow at a high load.
  await waitForHealth(server, base, 200_000);
  const client = new Client(base);
  await registerAndVerify(client, dir, 'reads@example.test', 'a long enough password 1');
  await login(client, 'reads@example.test', 'a long enough password 1');
  return { dir, server, client };
}

/** What each route answers, in one server. */
async function answers({ client }: Started) {
  const get = async (path: string) => {
    const { status, json } = await client.request('GET', path);
    return { status, json };
  };
  const search = (sort: string) =>
    client.request('POST', '/api/search', { entity: 'companies', performanceIndicators: [], sort });
  const watched = await client.request('POST', '/api/watchlist', { company_id: 3 });
  return {
    landing: await get('/api/landing_search?keyword=GmbH'),
    suggestions: await get('/api/suggestCompanyFromInput?keyword=Ge'),
    // A figure's order: each row shows that figure, read from the index.
    byRevenue: await search('revenue:desc'),
    byEquity: await search('equity_ratio:asc'),
    company: await get('/api/companies/3'),
    similar: await get('/api/companies/3/similar'),
    watched: watched.status,
    export: await get('/api/watchlist/export?format=csv'),
    match: await client.request('POST', '/api/match', {
      queries: [{ name: 'GmbH' }, { name: 'Bau' }, { name: 'Holding AG' }],
    }),
  };
}

describe('a worker whose engine reads the engine process answers (ENGINE_PROCESS=1)', () => {
  let withEngineProcess: Started;
  let withOwnEngines: Started;
  beforeAll(async () => {
    withEngineProcess = await start('1');
    withOwnEngines = await start('0');
  }, 450_000);
  afterAll(async () => {
    for (const started of [withEngineProcess, withOwnEngines]) {
      await started?.server.kill();
      if (started) rmSync(started.dir, { recursive: true, force: true });
    }
  });

  it('answers search, company pages, export and matching as workers with engines of their own', async () => {
    const asked = await answers(withEngineProcess);
    const own = await answers(withOwnEngines);
    expect(asked.watched).toBe(200);
    for (const [route, answer] of Object.entries(asked)) {
      if (typeof answer === 'number') continue;
      expect(answer.status, `${route}: ${JSON.stringify(answer.json).slice(0, 300)}`).toBe(200);
    }
    // Ids are the same, every figure shown is a figure (not all null), groups are read.
    const rows = (asked.byRevenue.json as { results: { figures?: Record<string, number | null> }[] }).results;
    expect(rows.some((row) => typeof row.figures?.revenue === 'number')).toBe(true);
    expect(asked).toStrictEqual(own);
  }, 120_000);
});

describe('a company store given the engine process', () => {
  let dir: string;
  let stores: Stores;
  let engine: SocketEngineClient;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fd-engine-store-'));
    copyFileSync(inject('datasetTemplate'), join(dir, 'firmenradar.sqlite'));
    // No engine listens: the store must not need one to open.
    engine = socketEngineClient(join(dir, 'engine.sock'));
    stores = await openStores({ kind: 'sqlite', path: join(dir, 'firmenradar.sqlite') }, () => {}, {
      engine,
    });
  });
  afterAll(async () => {
    engine.close();
    await stores.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens no engine and asks every engine read, reading rows from the file', async () => {
    const companies = stores.companies as SqliteCompanyStore;
    expect(companies.searchEngine).toBeNull();
    expect(() => companies.engineThreads(1)).toThrow();
    // Rows come from the file; figures, groups and searches are asked (and unanswered here).
    expect((await companies.companies.suggestions([3]))[0]?.company_id).toBe(3);
    await expect(companies.companySearch.results([3], null, ['revenue'])).rejects.toThrow(
      EngineProtocolError,
    );
    await expect(companies.groups.place(3)).rejects.toThrow(EngineProtocolError);
    await expect(companies.followChanges()).rejects.toThrow(EngineProtocolError);
    // The employee search's tiers read the vocabulary from the file.
    expect((await companies.names.vocabularyPage('', 10)).length).toBeGreaterThan(0);
  });
});
