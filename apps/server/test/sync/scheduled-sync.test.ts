/**
 * The sync a server runs by itself (SYNC_SOURCES, SYNC_EVERY), as real server processes: two
 * servers on one PostgreSQL sync once between them, and a server started on an empty DATA_DIR
 * with DATASET_COMPANIES=0 answers every page before its first sync and then holds the real
 * companies only, with /metrics counting the run once across its two workers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZSourcesResponse } from '@fd/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, type ServerProcess, spawnServer, waitFor, waitForHealth } from '../faults/server-process';
import { createTestDatabase, type TestDatabase } from '../postgres';
import { type FakeRegisters, startFakeRegisters } from './fake-registers';
import { firstPublication } from './registers';

let registers: FakeRegisters;
const servers: ServerProcess[] = [];
const dirs: string[] = [];
beforeAll(async () => {
  registers = await startFakeRegisters(firstPublication());
});
afterAll(async () => {
  for (const server of servers) await server.kill();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  await registers.close();
});

/** A server process syncing GLEIF from the fake registers; resolves once it answers. */
async function startServer(env: Record<string, string>): Promise<{ server: ServerProcess; base: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'fd-scheduled-'));
  dirs.push(dir);
  const port = await freePort();
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    WEB_DIST: '',
    SYNC_SOURCES: 'gleif',
    SYNC_EVERY: '1h',
    // The first run right after the start: the servers answer /api/health before a test looks.
    SYNC_FIRST_RUN_AFTER_MS: '0',
    GLEIF_GOLDEN_COPY_URL: registers.gleifUrl,
    IMPORT_NICE: '0',
    ...env,
  });
  servers.push(server);
  const base = `http://127.0.0.1:${port}`;
  await waitForHealth(server, base);
  return { server, base };
}

const json = async (base: string, path: string) => (await fetch(`${base}${path}`)).json();
/** What a scheduled run printed into its server's log: it synced, found the lease held, or was not due. */
const OUTCOME = /gleif: full .* imported|another process is syncing|gleif: synced less than SYNC_EVERY ago/;
const fileRequests = (file: string) =>
  registers.requests.filter((request) => request.path.includes(`-${file}-golden-copy.csv.zip`)).length;

describe('the sync a server runs by itself', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(inject('postgresTemplate'));
  });
  afterAll(() => database.drop());

  it('runs once between two servers on one PostgreSQL', async () => {
    registers.requests.length = 0;
    const started = await Promise.all([
      startServer({ DATABASE_URL: database.url, WORKERS: '1' }),
      startServer({ DATABASE_URL: database.url, WORKERS: '1' }),
    ]);
    const outcomes = await waitFor(
      () => {
        const found = started.map(({ server }) => OUTCOME.exec(server.output())?.[0]);
        return found.every(Boolean) ? (found as string[]) : undefined;
      },
      () =>
        `a scheduled run's outcome in both servers' logs:\n${started.map(({ server }) => server.output()).join('\n---\n')}`,
      120_000,
    );
    expect(outcomes.filter((outcome) => outcome.startsWith('gleif: full'))).toHaveLength(1);
    expect(fileRequests('lei2')).toBe(1);
    expect(fileRequests('rr')).toBe(1);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const runs = await client.query('SELECT source, kind, outcome FROM sync_runs');
    await client.end();
    expect(runs.rows).toEqual([{ source: 'gleif', kind: 'full', outcome: 'succeeded' }]);
    for (const { base } of started) {
      const sources = await waitFor(
        async () => {
          const answer = ZSourcesResponse.parse(await json(base, '/api/sources'));
          return answer.sources[0]!.companies === 12 ? answer : undefined;
        },
        () => `the synced companies in ${base}/api/sources`,
      );
      expect(sources.sources[0]!.published_at).toBe('2025-01-15T08:00:00.000Z');
    }
  }, 240_000);

  it('fills an empty install with real companies only, and answers every page before its first sync', async () => {
    registers.requests.length = 0;
    let open = () => {};
    registers.faults.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { base } = await startServer({ DATASET_COMPANIES: '0', WORKERS: '2' });
    // Before the first sync: no company at all, and no page breaks on that.
    expect(await json(base, '/api/landing_search?keyword=gmbh')).toMatchObject({ success: true, total: 0 });
    expect(await json(base, '/api/top_companies?limit=25&offset=0')).toMatchObject({
      total: 0,
      companies: [],
    });
    expect((await fetch(`${base}/api/statistics`)).status).toBe(200);
    expect((await fetch(`${base}/api/companiesCountryStats`)).status).toBe(200);
    expect(ZSourcesResponse.parse(await json(base, '/api/sources'))).toEqual({
      success: true,
      sources: [
        { source: 'gleif', last_sync_at: null, published_at: null, companies: 0 },
        { source: 'offeneregister', last_sync_at: null, published_at: null, companies: 0 },
      ],
      synthetic_companies: 0,
    });

    open();
    delete registers.faults.gate;
    await waitFor(
      async () =>
        ZSourcesResponse.parse(await json(base, '/api/sources')).sources[0]!.companies === 12
          ? true
          : undefined,
      () => 'the first sync in /api/sources',
      120_000,
    );
    const found = await waitFor(
      async () => {
        const answer = (await json(base, '/api/landing_search?keyword=gmbh')) as {
          total: number;
          companies: { company_name: string; synthetic: boolean }[];
        };
        return answer.total > 0 ? answer : undefined;
      },
      () => 'the synced companies found by search',
    );
    // Real companies only: none of them is marked synthetic, and none was invented.
    expect(found.companies.every((company) => company.synthetic === false)).toBe(true);
    expect(ZSourcesResponse.parse(await json(base, '/api/sources')).synthetic_companies).toBe(0);
    const statistics = (await json(base, '/api/statistics')) as {
      statistics: { overview: { total_companies: number } };
    };
    expect(statistics.statistics.overview.total_companies).toBe(12);
    // Two workers read the same run from the store: merged, it is counted once.
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toContain('firmenradar_sync_runs_total{source="gleif",outcome="succeeded"} 1');
    expect(metrics).toMatch(/firmenradar_source_age_seconds\{source="gleif"\} \d/);
  }, 240_000);
});
