/**
 * Imports record their differences as register events (issue 29), on both engines: a new company's
 * registration and its officers' appointments, an address change, an ended registration, a parent
 * tie on both sides, officers who came and went; each event dated by its source and recorded by
 * its company's change entry, read by the running server.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CompanyEvent, currentMandates } from '@fd/contract';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { DatabaseTarget } from '../../src/config';
import { runImport } from '../../src/importers/run-import';
import { fixture } from '../../src/importers/test-files';
import { createStoreSink } from '../../src/importers/writer/store-sink';
import { openImportStore, openStores } from '../../src/store';
import type { ImportStore, Stores } from '../../src/store/types';
import { eventually } from '../eventually';
import { LEI } from '../fixtures/import/fixture-ids';
import { createPostgresInstall } from '../postgres';
import { type DatasetRows, datasetRows } from './import-rows';

const installs: Record<
  'sqlite' | 'postgres',
  () => Promise<{ target: DatabaseTarget; drop(): Promise<void> }>
> = {
  async sqlite() {
    const dir = mkdtempSync(join(tmpdir(), 'fd-import-events-'));
    const path = join(dir, 'firmenradar.sqlite');
    copyFileSync(inject('datasetTemplate'), path);
    return {
      target: { kind: 'sqlite', path },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  postgres: createPostgresInstall,
};

const gleif = (newer = false) => ({
  source: 'gleif' as const,
  leiFile: fixture(newer ? 'gleif-lei-newer.csv' : 'gleif-lei.csv'),
  relationshipsFile: fixture(newer ? 'gleif-rr-newer.csv' : 'gleif-rr.csv'),
});
const offene = (name: string) => ({ source: 'offeneregister' as const, file: fixture(name) });

/** An event as the assertions compare it. */
const summary = (e: CompanyEvent) => ({
  type: e.type,
  effective_date: e.effective_date,
  source: e.source,
  old_value: e.details.old_value,
  new_value: e.details.new_value,
  person: e.details.person?.name ?? null,
  company: e.details.company?.company_id ?? null,
  share: e.details.share,
});

describe.each(['sqlite', 'postgres'] as const)('events of imports on %s', (engine) => {
  let install: { target: DatabaseTarget; drop(): Promise<void> };
  let stores: Stores;
  let store: ImportStore;
  let rows: DatasetRows;

  beforeEach(async () => {
    install = await installs[engine]();
    stores = await openStores(install.target, () => {});
    store = await openImportStore(install.target, () => {});
    rows = await datasetRows(install.target);
  });
  afterEach(async () => {
    await store.close();
    await stores.close();
    await rows.close();
    await install.drop();
  });

  const run = async (job: Parameters<typeof runImport>[0]) => {
    const sink = createStoreSink(store, () => new Date('2025-03-01T10:00:00Z'));
    await runImport(job, { sink, workers: 0 });
    await store.finish();
  };
  /** The company's events once the server holds at least `count` of them. */
  const eventsOf = (companyId: number, count: number) =>
    eventually(
      () => stores.companies.events.ofCompany(companyId, 100),
      (events) => events.length >= count,
      { what: `${count} events of company ${companyId}` },
    );

  it('records registrations, changes, ended registrations, parent ties and officers as events', async () => {
    await run(gleif());
    await run(offene('offeneregister.jsonl'));
    const isartal = (await rows.companyOfSource('gleif', LEI.isartal))!;
    const mainufer = (await rows.companyOfSource('gleif', LEI.mainufer))!;
    const hanse = (await rows.companyOfSource('gleif', LEI.hanse))!;
    const registered = await eventsOf(isartal, 3);
    expect(registered.map(summary)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'new_registration',
          source: 'gleif',
          new_value: 'Isartal Maschinenbau GmbH',
        }),
        expect.objectContaining({
          type: 'subsidiary_added',
          effective_date: '2015-01-01',
          company: mainufer,
        }),
        expect.objectContaining({
          type: 'management_appointed',
          effective_date: '2010-05-01',
          source: 'offeneregister',
          person: 'Katrin Obermaier',
        }),
      ]),
    );
    expect((await eventsOf(mainufer, 3)).map(summary)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'shareholder_change',
          effective_date: '2015-01-01',
          company: isartal,
          share: null,
        }),
        expect.objectContaining({
          type: 'shareholder_change',
          effective_date: '2015-01-01',
          company: hanse,
          share: null,
        }),
      ]),
    );

    await run(gleif(true));
    await run(offene('offeneregister-newer.jsonl.bz2'));
    const later = (await eventsOf(isartal, registered.length + 4)).map(summary);
    expect(later).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'address_change',
          effective_date: '2025-01-15',
          old_value: 'Leopoldstraße 10, 80802 München',
          new_value: 'Leopoldstraße 12, 80802 München',
        }),
        expect.objectContaining({
          type: 'subsidiary_removed',
          effective_date: '2024-12-31',
          company: mainufer,
        }),
        expect.objectContaining({
          type: 'management_left',
          effective_date: '2024-06-30',
          person: 'Katrin Obermaier',
        }),
        expect.objectContaining({
          type: 'management_appointed',
          effective_date: '2024-07-01',
          person: 'Markus Zeller',
        }),
      ]),
    );
    expect((await eventsOf(mainufer, 4)).map(summary)).toContainEqual(
      expect.objectContaining({
        type: 'shareholder_change',
        effective_date: '2024-12-31',
        company: isartal,
        share: 0,
      }),
    );
    expect((await eventsOf(hanse, 3)).map(summary)).toContainEqual(
      expect.objectContaining({
        type: 'deletion',
        old_value: 'Active',
        new_value: 'Inactive',
        source: 'gleif',
      }),
    );

    // The board and the timeline agree, and the newest event is the first.
    const events = await eventsOf(isartal, later.length);
    const board = await stores.companies.companyDetail.representatives(isartal);
    expect(currentMandates(events).map((m) => `${m.name} (${m.role})`)).toEqual(
      board.map((r) => `${r.name} (${r.title})`),
    );
    expect(board.find((r) => r.name === 'Markus Zeller')?.since).toBe('2024-07-01');
    const dates = events.map((e) => e.effective_date);
    expect(dates).toEqual([...dates].sort().reverse());
    // A file imported again records nothing.
    const before = await rows.count('company_events');
    await run(gleif(true));
    expect(await rows.count('company_events')).toBe(before);
  }, 90_000);

  it("records each event with its company's change entry", async () => {
    await run(gleif());
    const recorded = await rows.eventChanges();
    expect(recorded.length).toBeGreaterThan(12);
    for (const { company_id, change_company_id } of recorded) expect(change_company_id).toBe(company_id);
  });
});
