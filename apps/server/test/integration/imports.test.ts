/**
 * Imported companies through the API (both engines): found by search, their page with sources,
 * 'not published' figures and the change history, and the watch list showing what a newer file
 * changed since the user last looked.
 */
import { ZCompanyDetail, ZWatchlistResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob } from '../../src/importers/run-import';
import { fixture } from '../../src/importers/test-files';
import { clientAddress } from '../auth-helpers';
import { eventually } from '../eventually';
import { signIn } from '../factories';
import { LEI } from '../fixtures/import/fixture-ids';
import { createTestApp, type TestApp } from '../helpers';
import { findBySearch, importInto } from './import-helpers';

let t: TestApp;

const importFiles = (job: ImportJob) => importInto(t, job);

const findCompany = (keyword: string, name: string) => findBySearch(t, keyword, name);

beforeAll(async () => {
  t = await createTestApp();
  await importFiles({
    source: 'gleif',
    leiFile: fixture('gleif-lei.csv.zip'),
    relationshipsFile: fixture('gleif-rr.csv'),
  });
  await importFiles({ source: 'offeneregister', file: fixture('offeneregister.jsonl.bz2') });
});
afterAll(() => t.close());

describe('imported companies', () => {
  it('are found by search and show their sources, published values and missing figures', async () => {
    const id = await findCompany('Isartal Maschinenbau', 'Isartal Maschinenbau GmbH');
    // Search may find the name once the first import is followed (on PostgreSQL the local index
    // follows the change feed); the page shows both once the second one is too.
    const detail = await eventually(
      async () => ZCompanyDetail.parse((await t.app.inject(`/api/companies?cid=${id}`)).json()),
      (page) =>
        ['gleif', 'offeneregister'].every((source) =>
          page.provenance.sources.some((s) => s.source === source),
        ),
      { what: 'the company page to show the GLEIF and the OffeneRegister import' },
    );
    expect(detail.company).toMatchObject({ ID_Lei: LEI.isartal, address_country: 'Germany' });
    expect(detail.provenance.synthetic).toBe(false);
    expect(detail.provenance.sources.map((s) => s.source).sort()).toEqual(['gleif', 'offeneregister']);
    const field = (name: string) => detail.provenance.fields.find((f) => f.field === name)!;
    expect(field('name')).toMatchObject({ source: 'gleif', published: true, missing: false });
    expect(field('representatives')).toMatchObject({ source: 'offeneregister', published: true });
    expect(field('financials')).toMatchObject({ missing: true, published: false });
    expect(detail.financials).toEqual([]);
    expect(detail.representatives.map((r) => r.name)).toContain('Katrin Obermaier');
    expect(detail.history.map((h) => h.field)).toEqual(
      expect.arrayContaining(['created', 'source', 'representatives']),
    );
  }, 60_000);

  it('are never given invented values by Refresh Data', async () => {
    const id = await findCompany('Isartal Maschinenbau', 'Isartal Maschinenbau GmbH');
    const user = await signIn(t, 'importrefresh');
    const refreshed = await user.request({
      method: 'POST',
      url: '/api/refreshData',
      payload: { company_id: id },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().changes).toEqual([]);
  });

  it('show on the watch list the events a newer file recorded, until the user looks at the company', async () => {
    const id = await findCompany('Isartal Maschinenbau', 'Isartal Maschinenbau GmbH');
    const user = await signIn(t, 'importwatch');
    const watchedAt = new Date().toISOString();
    expect(
      (await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: id } })).statusCode,
    ).toBe(200);
    const watchlist = async () =>
      ZWatchlistResponse.parse((await user.request('/api/watchlist')).json()).items;
    expect((await watchlist())[0]).toMatchObject({ company_id: id, unseen_changes: 0, events: [] });

    await importFiles({
      source: 'gleif',
      leiFile: fixture('gleif-lei-newer.csv'),
      relationshipsFile: fixture('gleif-rr-newer.csv'),
    });
    // Wait for this server to follow the import without reading the list (reading marks it seen).
    const recorded = (count: number) =>
      eventually(
        () => t.stores.companies.events.recordedSince(id, watchedAt, null, 50),
        (events) => events.length >= count,
        { what: `${count} recorded events of company ${id}` },
      );
    const gleif = (await recorded(1)).length;
    const [first] = await watchlist();
    expect(first!.unseen_changes).toBe(gleif);
    expect(first!.events.find((event) => event.type === 'address_change')).toMatchObject({
      source: 'gleif',
      details: { old_value: 'Leopoldstraße 10, 80802 München', new_value: 'Leopoldstraße 12, 80802 München' },
    });
    // Reading the list marked those events seen.
    expect((await watchlist())[0]!.unseen_changes).toBe(0);

    await importFiles({ source: 'offeneregister', file: fixture('offeneregister-newer.jsonl') });
    await recorded(gleif + 1);
    // A look at the company page marks its new events seen as well.
    expect((await user.request(`/api/companies?cid=${id}`)).statusCode).toBe(200);
    const [after] = await watchlist();
    expect(after!.events.map((event) => [event.type, event.source])).toEqual(
      (await recorded(gleif + 1)).map((event) => [event.type, event.source]),
    );
    expect(
      after!.events.filter((event) => event.source === 'offeneregister').map((event) => event.type),
    ).toEqual(expect.arrayContaining(['management_appointed']));
    expect(after!.unseen_changes).toBe(0);
    // Two imports and two waits of up to 20 s each: above the default 30 s.
  }, 60_000);
});

describe('a blocked officer (issue 33, decision 171)', () => {
  it('stays hidden, with the history entries naming them, when a file names them again', async () => {
    // The newer file (already imported when the whole file runs) brings in Markus Zeller.
    const newer = () =>
      importFiles({ source: 'offeneregister', file: fixture('offeneregister-newer.jsonl') });
    await newer();
    const id = await findCompany('Isartal Maschinenbau', 'Isartal Maschinenbau GmbH');
    // Each look from an address of its own: the page rate would refuse a patient poller.
    const page = async () =>
      ZCompanyDetail.parse(
        (await t.app.inject({ url: `/api/companies?cid=${id}`, remoteAddress: clientAddress() })).json(),
      );
    const named = (detail: { representatives: { name: string }[] }) =>
      detail.representatives.some((r) => r.name === 'Markus Zeller');
    const before = await eventually(page, named, {
      what: 'the newer file on the company page',
    });
    const zeller = before.representatives.find((r) => r.name === 'Markus Zeller');
    expect(zeller?.person).toMatch(/^p/);
    expect(JSON.stringify(before.history)).toContain('Markus Zeller');
    const key = zeller!.person!;
    await t.stores.accounts.personBlocks.block({
      identity: `person:${key.slice(1)}`,
      name: 'Markus Zeller',
      company_id: null,
      blocked_at: new Date().toISOString(),
      blocked_by: 'test',
    });
    await t.app.refreshPersonBlocks();
    const expectHidden = async () => {
      const after = await page();
      expect(after.representatives.map((r) => r.name)).not.toContain('Markus Zeller');
      expect(after.representatives.map((r) => r.name)).toContain('Josef Huber');
      expect(JSON.stringify(after.history)).not.toContain('Markus Zeller');
      expect(JSON.stringify(after.company)).not.toContain('Markus Zeller');
      expect((await t.app.inject(`/api/people/${encodeURIComponent(key)}`)).statusCode).toBe(410);
    };
    await expectHidden();
    await newer();
    await expectHidden();
  }, 60_000);
});
