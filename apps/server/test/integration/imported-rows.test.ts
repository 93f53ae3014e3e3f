/**
 * Result rows, lists and exports tell imported companies from synthetic ones (both engines):
 * every row carries `synthetic`, and an imported company's missing figures and contact data
 * are exported as 'nicht veröffentlicht', never as invented numbers or an empty cell.
 */
import {
  ZCompanySearchResult,
  ZLandingSearchResponse,
  ZListResponse,
  ZSearchResponse,
  ZWatchlistResponse,
} from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runImport } from '../../src/importers/run-import';
import { fixture } from '../../src/importers/test-files';
import { createStoreSink } from '../../src/importers/writer/store-sink';
import { notPublished } from '../../src/modules/workspace/export-columns';
import { openImportStore } from '../../src/store';
import { eventually } from '../eventually';
import { type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

const IMPORTED = 'Isartal Maschinenbau GmbH';

let t: TestApp;
let user: SignedInUser;
let importedId: number;
let syntheticId: number;

async function landingRows(keyword: string) {
  const response = await t.app.inject(`/api/landing_search?keyword=${encodeURIComponent(keyword)}`);
  return ZLandingSearchResponse.parse(response.json()).companies;
}

beforeAll(async () => {
  t = await createTestApp();
  const store = await openImportStore(t.config.database, () => {});
  try {
    await runImport(
      { source: 'gleif', leiFile: fixture('gleif-lei.csv') },
      { sink: createStoreSink(store), workers: 0 },
    );
    await store.finish();
  } finally {
    await store.close();
  }
  const hit = await eventually(
    async () => (await landingRows('Isartal Maschinenbau')).find((row) => row.company_name === IMPORTED),
    (row) => row !== undefined,
    { what: `${IMPORTED} found by search after the import` },
  );
  importedId = hit!.company_id;
  const top = await t.app.inject('/api/top_companies');
  syntheticId = top.json().companies[0].company_id;
  user = await signIn(t, 'importedrows');
});
afterAll(() => t.close());

describe('rows of imported and synthetic companies', () => {
  it('mark landing search rows as synthetic only when the generator invented them', async () => {
    const [imported] = (await landingRows('Isartal Maschinenbau')).filter(
      (row) => row.company_name === IMPORTED,
    );
    expect(imported).toMatchObject({ synthetic: false, latest_revenue: null, revenue_points: [] });
    const top = await t.app.inject('/api/top_companies');
    expect(top.json().companies[0]).toMatchObject({ company_id: syntheticId, synthetic: true });
  });

  it('mark dashboard search results the same way', async () => {
    const response = await user.request({
      method: 'POST',
      url: '/api/search',
      payload: {
        entity: 'companies',
        performanceIndicators: [{ indicator: 'keyword', operator: 'must', values: ['Isartal Maschinenbau'] }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const results = ZSearchResponse.parse(response.json()).results.map((row) =>
      ZCompanySearchResult.parse(row),
    );
    expect(results.find((row) => row.company_id === importedId)).toMatchObject({ synthetic: false });
    expect(results.filter((row) => row.company_id !== importedId).every((row) => row.synthetic)).toBe(true);
  });

  it('mark watch list and lead list items, whose imported figures stay empty', async () => {
    for (const id of [importedId, syntheticId])
      await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: id } });
    const watched = ZWatchlistResponse.parse((await user.request('/api/watchlist')).json()).items;
    expect(watched.find((item) => item.company_id === importedId)).toMatchObject({
      synthetic: false,
      latest: { revenue: null, earnings: null, employees_number: null, equity_ratio: null },
    });
    expect(watched.find((item) => item.company_id === syntheticId)).toMatchObject({ synthetic: true });

    const created = await user.request({
      method: 'POST',
      url: '/api/lists',
      payload: { name: 'Echte Firmen' },
    });
    const listId = created.json().list.id as number;
    await user.request({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      payload: { company_ids: [importedId, syntheticId] },
    });
    const list = ZListResponse.parse((await user.request(`/api/lists/${listId}`)).json());
    expect(list.items?.find((item) => item.company_id === importedId)).toMatchObject({
      synthetic: false,
      latest_revenue: null,
    });
    expect(list.items?.find((item) => item.company_id === syntheticId)).toMatchObject({ synthetic: true });
  });

  it("export an imported company's missing figures and contact data as 'nicht veröffentlicht'", async () => {
    const created = await user.request({ method: 'POST', url: '/api/lists', payload: { name: 'Export' } });
    const listId = created.json().list.id as number;
    await user.request({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      payload: { company_ids: [importedId, syntheticId] },
    });
    const csv = (await user.request(`/api/lists/${listId}/export?format=csv`)).body.replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.split('\r\n').filter(Boolean);
    const columns = header!.split(';');
    const row = (id: number) => {
      const cells = lines.find((line) => line.startsWith(`${id};`))!.split(';');
      return (name: string) => cells[columns.indexOf(name)];
    };
    const imported = row(importedId);
    for (const name of ['Umsatz (EUR)', 'Mitarbeiter', 'Bilanzstichtag', 'E-Mail', 'Telefon'])
      expect(imported(name), name).toBe(notPublished('de'));
    expect(imported('Datenherkunft')).toBe('Öffentliches Register');
    const synthetic = row(syntheticId);
    expect(synthetic('Datenherkunft')).toBe('Synthetische Beispieldaten');
    expect(synthetic('Umsatz (EUR)')).not.toBe(notPublished('de'));

    const xlsx = await user.request(`/api/lists/${listId}/export?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.length).toBeGreaterThan(0);
  });
});
