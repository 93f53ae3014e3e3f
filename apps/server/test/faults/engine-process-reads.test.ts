import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Company } from '@fd/contract';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseTarget } from '../../src/config';
import { sourceState } from '../../src/modules/companies/refresh';
import { EngineProtocolError, type SocketEngineClient, socketEngineClient } from '../../src/search-engine';
import { openStores, type Stores } from '../../src/store';
import { appendChanges } from '../../src/store/postgres/change-log';
import type { SqliteCompanyStore } from '../../src/store/sqlite';
import { createPostgresInstall } from '../postgres';
import {
  Client,
  freePort,
  login,
  registerAndVerify,
  type ServerProcess,
  spawnServer,
  waitFor,
  waitForHealth,
} from './server-process';

/**
 * With ENGINE_PROCESS=1 the workers open no engine (docs/decisions/211 step 5): every engine read
 * is asked of the engine process. The search, export, matching and company routes answer as a
 * server whose workers each build their own engine (ENGINE_PROCESS=0), on the same dataset, on
 * both engines; a write on one worker is seen by the next search on every worker.
 */

type Engine = 'sqlite' | 'postgres';

/** A copy of the test dataset for one server or store: where it lives and how it goes away. */
interface Install {
  target: DatabaseTarget;
  dataDir: string;
  /** The server's environment for it. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function install(engine: Engine): Promise<Install> {
  if (engine === 'postgres') {
    const pgInstall = await createPostgresInstall();
    return {
      target: pgInstall.target,
      dataDir: pgInstall.dataDir,
      env: { DATA_DIR: pgInstall.dataDir, DATABASE_URL: pgInstall.target.url },
      drop: () => pgInstall.drop(),
    };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'fd-engine-reads-'));
  const path = join(dataDir, 'firmenradar.sqlite');
  copyFileSync(inject('datasetTemplate'), path);
  return {
    target: { kind: 'sqlite', path },
    dataDir,
    env: { DATA_DIR: dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

interface Started {
  place: Install;
  server: ServerProcess;
  client: Client;
}

async function start(engine: Engine, engineProcess: '0' | '1'): Promise<Started> {
  const place = await install(engine);
  const port = await freePort();
  const server = spawnServer({
    ...place.env,
    PORT: String(port),
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
  await registerAndVerify(client, place.dataDir, 'reads@example.test', 'a long enough password 1');
  await login(client, 'reads@example.test', 'a long enough password 1');
  return { place, server, client };
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

type Listed = Company & { industry_id: number | null };

/** The dataset's active companies as the test dataset holds them (every install is a copy of it). */
function activeCompanies(): Listed[] {
  const db = new Database(inject('datasetTemplate'), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT company_id, company_name, legal_status, contact_website, contact_phone, contact_email,
                address_street, address_country, industry_id
           FROM companies WHERE legal_status = 'Active' AND industry_id IS NOT NULL ORDER BY company_id`,
      )
      .all() as Listed[];
  } finally {
    db.close();
  }
}

/**
 * The number of companies of `company`'s industry and country with the legal status `status`, as
 * four searches on four new connections answer it: the primary hands them to both workers in turn.
 */
async function countsOnEveryWorker({ client }: Started, company: Listed, status: 'Active' | 'Inactive') {
  const performanceIndicators = [
    { indicator: 'industry', operator: 'must', values: [String(company.industry_id)] },
    { indicator: 'country', operator: 'must', values: [company.address_country] },
    { indicator: 'legal_status', operator: 'must', values: [status] },
  ];
  const totals: number[] = [];
  for (let i = 0; i < 4; i++) {
    const { status: code, json } = await client.requestOnNewConnection<{ total: number }>(
      'POST',
      '/api/search',
      { entity: 'companies', performanceIndicators },
    );
    expect(code, JSON.stringify(json).slice(0, 300)).toBe(200);
    totals.push(json.total);
  }
  return totals;
}

describe.each<Engine>(['sqlite', 'postgres'])(
  'a worker whose engine reads the engine process answers (ENGINE_PROCESS=1, %s)',
  (engine) => {
    let withEngineProcess: Started;
    let withOwnEngines: Started;
    beforeAll(async () => {
      withEngineProcess = await start(engine, '1');
      withOwnEngines = await start(engine, '0');
    }, 450_000);
    afterAll(async () => {
      for (const started of [withEngineProcess, withOwnEngines]) {
        await started?.server.kill();
        await started?.place.drop();
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
      const rows = (asked.byRevenue.json as { results: { figures?: Record<string, number | null> }[] })
        .results;
      expect(rows.some((row) => typeof row.figures?.revenue === 'number')).toBe(true);
      expect(asked).toStrictEqual(own);
    }, 120_000);

    it('shows a Refresh Data of one worker in the next search of every worker', async () => {
      // The synthetic source changes by the day, and the server's clock cannot be stopped from
      // here: a company whose status today's and tomorrow's source both change, so that the
      // refresh changes it even when the day turns (UTC midnight) between this pick and the request.
      const day = Math.floor(Date.now() / (24 * 3600 * 1000));
      const changing = activeCompanies().find(
        (company) =>
          sourceState(company, day).legal_status !== 'Active' &&
          sourceState(company, day + 1).legal_status !== 'Active',
      )!;
      const [inactive] = await countsOnEveryWorker(withEngineProcess, changing, 'Inactive');
      const [active] = await countsOnEveryWorker(withEngineProcess, changing, 'Active');

      const refresh = await withEngineProcess.client.request<{ changes: { field: string }[] }>(
        'POST',
        '/api/refreshData',
        { company_id: changing.company_id },
      );
      expect(refresh.status).toBe(200);
      expect(refresh.json.changes.map((change) => change.field)).toContain('legal_status');

      // At once, not after a follower's poll: the refresh awaited the engine process's `follow`.
      expect(await countsOnEveryWorker(withEngineProcess, changing, 'Inactive')).toEqual(
        Array(4).fill(inactive! + 1),
      );
      expect(await countsOnEveryWorker(withEngineProcess, changing, 'Active')).toEqual(
        Array(4).fill(active! - 1),
      );
    }, 60_000);

    // The primary's index feed is PostgreSQL's: on SQLite an import writes the dataset file itself.
    const onPostgres = engine === 'postgres' ? it : () => undefined;
    onPostgres(
      "shows an import's change, applied by the primary's index feed, in every worker's searches",
      async () => {
        const companies = activeCompanies();
        const changing = companies[Math.floor(companies.length / 2)]!;
        const [inactive] = await countsOnEveryWorker(withEngineProcess, changing, 'Inactive');
        // What an import batch writes: the record and its entry in the change sequence.
        const other = new pg.Client({
          connectionString: (withEngineProcess.place.target as { url: string }).url,
        });
        await other.connect();
        try {
          await other.query('BEGIN');
          await other.query("UPDATE companies SET legal_status = 'In Liquidation' WHERE company_id = $1", [
            changing.company_id,
          ]);
          await other.query('UPDATE company_facets SET active = 0 WHERE company_id = $1', [
            changing.company_id,
          ]);
          await appendChanges(other, [{ companyId: changing.company_id, source: 'import' }]);
          await other.query('COMMIT');
        } finally {
          await other.end();
        }
        const expected = Array(4).fill(inactive! + 1);
        await waitFor(
          async () => {
            const counts = await countsOnEveryWorker(withEngineProcess, changing, 'Inactive');
            return counts.every((count, i) => count === expected[i]) ? counts : undefined;
          },
          () => `company ${changing.company_id} found inactive on every worker`,
        );
      },
      90_000,
    );
  },
);

describe.each<Engine>(['sqlite', 'postgres'])('a company store given the engine process (%s)', (engine) => {
  let place: Install;
  let stores: Stores;
  let client: SocketEngineClient;
  beforeAll(async () => {
    place = await install(engine);
    // No engine listens: the store must not need one to open.
    client = socketEngineClient(join(place.dataDir, 'engine.sock'));
    stores = await openStores(place.target, () => {}, { engine: client, ownFeed: false });
  });
  afterAll(async () => {
    client?.close();
    await stores?.close();
    await place?.drop();
  });

  it('opens no engine and asks every engine read, reading rows from its file', async () => {
    const companies = stores.companies as SqliteCompanyStore;
    expect(companies.engine).toBe(engine);
    expect(companies.searchEngine).toBeNull();
    expect(() => companies.engineThreads(1)).toThrow();
    // Rows come from the file (the local index on PostgreSQL); figures, groups and searches are
    // asked (and unanswered here).
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
