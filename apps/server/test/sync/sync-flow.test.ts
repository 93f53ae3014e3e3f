/**
 * The register sync on both engines against the local fake registers: GLEIF's golden copy loaded
 * whole, then the next publish followed with a delta (a new LEI created, changes in the company
 * history and on a watcher's list, a relationship of a company the delta file does not hold),
 * nothing fetched when nothing new was published; OffeneRegister fetched only when it changed.
 * GET /api/sources and /metrics tell how fresh each source is.
 */
import { type CompanyDetail, ZCompanyDetail, ZSourcesResponse, ZWatchlistResponse } from '@fd/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runSync, type SyncRequest } from '../../src/sync/run-sync';
import { eventually } from '../eventually';
import { signIn } from '../factories';
import { TEST_COMPANIES } from '../global-setup';
import type { TestApp } from '../helpers';
import { findBySearch } from '../integration/import-helpers';
import { type FakeRegisters, startFakeRegisters } from './fake-registers';
import { firstPublication, nextPublication } from './registers';
import { type Engine, quietUi, syncInstall } from './sync-install';

let registers: FakeRegisters;
beforeAll(async () => {
  registers = await startFakeRegisters(firstPublication());
});
afterAll(() => registers.close());

describe.each(['sqlite', 'postgres'] as Engine[])('the register sync on %s', (engine) => {
  let t: TestApp;
  let drop: () => Promise<void>;
  let clock: Date;
  beforeEach(async () => {
    registers.publish(firstPublication());
    registers.publishRegister();
    registers.requests.length = 0;
    ({ t, drop } = await syncInstall(engine, registers));
  });
  afterEach(() => drop());

  const sync = async (sources: SyncRequest['sources'], at: string, full = false) => {
    clock = new Date(at);
    const result = await runSync(
      t.config,
      { sources, full, countries: ['AT', 'DE', 'CH'], scheduled: false },
      quietUi(),
      { now: () => clock, download: { backoffMs: 1 } },
    );
    if (result.kind !== 'done') throw new Error(`the sync lease was held by ${result.holder}`);
    return result.reports;
  };
  const detail = async (id: number): Promise<CompanyDetail> =>
    ZCompanyDetail.parse((await t.app.inject(`/api/companies?cid=${id}`)).json());
  const sources = async () => ZSourcesResponse.parse((await t.app.inject('/api/sources')).json()).sources;
  const fetchedFiles = () =>
    registers.requests.filter((r) => r.path.startsWith('/storage')).map((r) => r.path);

  it('loads the golden copy whole, then follows the next publish with a delta', async () => {
    const [full] = await sync(['gleif'], '2025-01-15T09:30:00Z');
    expect(full).toMatchObject({
      source: 'gleif',
      kind: 'full',
      deltaWindow: null,
      outcome: 'succeeded',
      publishedAt: '2025-01-15T08:00:00.000Z',
      rowsKept: 17,
      created: 12,
      changed: 0,
      error: null,
    });
    expect(registers.requests.map((r) => r.path.replace(/^\/api\/v2\/golden-copies\/publishes/, ''))).toEqual(
      [
        '/lei2/latest.csv',
        '/storage/golden-copy-files/2025/01/15/1/20250115-0800-gleif-goldencopy-lei2-golden-copy.csv.zip',
        '/rr/latest.csv',
        '/storage/golden-copy-files/2025/01/15/1/20250115-0800-gleif-goldencopy-rr-golden-copy.csv.zip',
      ],
    );
    const isartal = await findBySearch(t, 'Isartal Maschinenbau', 'Isartal Maschinenbau GmbH');
    // The card's source line shows when GLEIF published the data, not the record's own update date.
    const address = (await detail(isartal)).provenance.fields.find((field) => field.field === 'address');
    expect(address).toMatchObject({ source: 'gleif', source_date: '2025-01-15T08:00:00.000Z' });
    expect(
      await eventually(sources, (list) => list[0]!.companies === 12, {
        what: 'GLEIF companies in /api/sources',
      }),
    ).toEqual([
      {
        source: 'gleif',
        last_sync_at: '2025-01-15T09:30:00.000Z',
        published_at: '2025-01-15T08:00:00.000Z',
        companies: 12,
      },
      { source: 'offeneregister', last_sync_at: null, published_at: null, companies: 0 },
    ]);

    // The generated test dataset is still there, marked as such.
    expect(ZSourcesResponse.parse((await t.app.inject('/api/sources')).json()).synthetic_companies).toBe(
      TEST_COMPANIES,
    );

    // A user watches the company; GLEIF publishes again, eight hours later.
    const user = await signIn(t, 'sync-watch');
    expect(
      (await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: isartal } }))
        .statusCode,
    ).toBe(200);
    registers.publish(nextPublication());
    registers.requests.length = 0;
    const [delta] = await sync(['gleif'], '2025-01-15T16:00:00Z');
    expect(delta).toMatchObject({
      kind: 'delta',
      deltaWindow: 'IntraDay',
      outcome: 'succeeded',
      publishedAt: '2025-01-15T16:00:00.000Z',
      created: 1,
      changed: 2,
      unchanged: 0,
    });
    expect(fetchedFiles()).toEqual([
      '/storage/golden-copy-files/2025/01/15/1/20250115-1600-gleif-goldencopy-lei2-intra-day.csv.zip',
      '/storage/golden-copy-files/2025/01/15/1/20250115-1600-gleif-goldencopy-rr-intra-day.csv.zip',
    ]);

    // The watcher sees the move, with its source; the company's source line has the new publish date.
    const watched = await eventually(
      async () => ZWatchlistResponse.parse((await user.request('/api/watchlist')).json()).items[0]!,
      (item) => item.events.some((event) => event.type === 'address_change'),
      { what: 'the delta on the watch list' },
    );
    // The delta moved the company and ended a subsidiary tie: both are on the list, from GLEIF.
    expect(watched.events.map((event) => [event.type, event.details.new_value, event.source])).toContainEqual(
      ['address_change', 'Leopoldstraße 12, 80802 München', 'gleif'],
    );
    expect(watched.events.every((event) => event.source === 'gleif')).toBe(true);
    const moved = await detail(isartal);
    expect(moved.provenance.fields.find((field) => field.field === 'address')?.source_date).toBe(
      '2025-01-15T16:00:00.000Z',
    );
    // An LEI the store had never seen is created; an inactive one ends.
    await findBySearch(t, 'Rheinblick Weinhandel', 'Rheinblick Weinhandel GmbH');
    const hanse = await findBySearch(t, 'Hanseatische Reederei', 'Hanseatische Reederei AG');
    // The server follows the sync's writes through the change feed (the sync writes as a process of
    // its own would), so each change is waited for, not expected in the same chunk as the move.
    await eventually(
      async () => (await detail(hanse)).company.legal_status,
      (status) => status === 'Inactive',
      { what: 'the ended LEI as inactive' },
    );
    // Mainufer is not in the delta's Level 1 file, but its parent relationship changed in the RR delta.
    const mainufer = await findBySearch(t, 'Mainufer Immobilien', 'Mainufer Immobilien GmbH & Co. KG');
    const ownership = await eventually(
      async () =>
        (await detail(mainufer)).history.find((entry) => entry.field === 'ownership' && entry.old_value),
      (entry) => entry !== undefined,
      { what: "Mainufer's ended parent in its history" },
    );
    expect(ownership?.new_value).toMatch(/^direct parent: Isartal Maschinenbau GmbH \(ended 2024-12-31\)$/);

    // Nothing published since: only the API is asked, no file is fetched, the run says so.
    registers.requests.length = 0;
    const [again] = await sync(['gleif'], '2025-01-15T17:00:00Z');
    expect(again).toMatchObject({
      outcome: 'unchanged',
      deltaWindow: 'IntraDay',
      publishedAt: '2025-01-15T16:00:00.000Z',
    });
    expect(fetchedFiles()).toEqual([]);

    const runs = await t.stores.sync.recentRuns(10);
    expect(runs.map((run) => [run.source, run.kind, run.outcome])).toEqual([
      ['gleif', 'delta', 'unchanged'],
      ['gleif', 'delta', 'succeeded'],
      ['gleif', 'full', 'succeeded'],
    ]);
    const metrics = (await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(metrics).toContain('firmenradar_sync_runs_total{source="gleif",outcome="succeeded"} 2');
    expect(metrics).toContain('firmenradar_sync_runs_total{source="gleif",outcome="unchanged"} 1');
    expect(metrics).toMatch(/firmenradar_source_age_seconds\{source="gleif"\} \d+/);
    expect(metrics).not.toContain('firmenradar_source_age_seconds{source="offeneregister"}');
  }, 120_000);

  it('fetches OffeneRegister only when its file changed', async () => {
    const [first] = await sync(['offeneregister'], '2025-02-01T10:00:00Z');
    expect(first).toMatchObject({
      kind: 'full',
      outcome: 'succeeded',
      // The file's Last-Modified: when OffeneRegister published this crawl.
      publishedAt: '2019-01-31T10:00:00.000Z',
      created: 8,
    });
    const [same] = await sync(['offeneregister'], '2025-02-02T10:00:00Z');
    expect(same).toMatchObject({ outcome: 'unchanged', publishedAt: '2019-01-31T10:00:00.000Z', bytes: 0 });
    expect(registers.requests.at(-1)).toMatchObject({ ifNoneMatch: '"or-2019-1"', status: 304 });

    registers.publishRegister(true);
    const [newer] = await sync(['offeneregister'], '2025-02-03T10:00:00Z');
    expect(newer).toMatchObject({
      outcome: 'succeeded',
      publishedAt: '2019-02-15T10:00:00.000Z',
      created: 1,
    });
    expect(newer.changed).toBeGreaterThan(0);
    const [list] = await eventually(sources, (all) => all[1]!.companies === 9, {
      what: 'OffeneRegister companies in /api/sources',
    }).then((all) => [all[1]]);
    expect(list).toEqual({
      source: 'offeneregister',
      last_sync_at: '2025-02-03T10:00:00.000Z',
      published_at: '2019-02-15T10:00:00.000Z',
      companies: 9,
    });
  }, 120_000);
});
