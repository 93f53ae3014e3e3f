import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  MAX_AVATAR_DATA_URL,
  WORKSPACE_LIMITS,
  ZAccountResponse,
  ZContactResponse,
  ZContactsResponse,
  ZListResponse,
  ZListsResponse,
  ZRecentResponse,
  ZSavedSearchesResponse,
  ZSavedSearchResponse,
  ZSessionsResponse,
  ZWatchlistResponse,
} from '@fd/contract';
import type Database from 'better-sqlite3';
import { readSheet } from 'read-excel-file/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../src/modules/auth/crypto';
import { diffRecord, sourceState } from '../../src/modules/companies/refresh';
import { clientAddress, login, ORIGIN } from '../auth-helpers';
import {
  accountCount,
  accountRow,
  anotherSession,
  openTestDatabase,
  requesterFor,
  type SignedInUser,
  signIn,
  uniqueEmail,
} from '../factories';
import { createTestApp, type TestApp } from '../helpers';

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const DAY_MS = 24 * 3600 * 1000;

/** Rows of a ';'-separated CSV with "quoted" cells and CRLF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/**
 * Sets the clock the server reads (Date only; timers stay real) `minutes` after the moment the
 * calling test began, so that events a test orders do not share a millisecond.
 */
function clockAt(start: number, minutes: number): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start + minutes * 60_000);
}

describe('the workspace', () => {
  let t: TestApp;
  let db: Database.Database;
  beforeAll(async () => {
    t = await createTestApp();
    db = openTestDatabase(t);
  });
  afterAll(async () => {
    db.close();
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const json = async <T>(
    schema: { parse: (value: unknown) => T },
    response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  ) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return schema.parse(answer.json());
  };

  describe('refuses anonymous callers', () => {
    const session = '3f1c2b9e-4d5a-4c6b-8e7f-9a0b1c2d3e4f';
    it.each([
      ['GET', '/api/recent', undefined],
      ['DELETE', '/api/recent', undefined],
      ['DELETE', '/api/recent/company-1', undefined],
      ['GET', '/api/watchlist', undefined],
      ['POST', '/api/watchlist', { company_id: 1 }],
      ['DELETE', '/api/watchlist/1', undefined],
      ['GET', '/api/lists', undefined],
      ['POST', '/api/lists', { name: 'Kunden' }],
      ['GET', '/api/lists/1', undefined],
      ['PATCH', '/api/lists/1', { name: 'Kunden' }],
      ['DELETE', '/api/lists/1', undefined],
      ['POST', '/api/lists/1/items', { company_ids: [1] }],
      ['DELETE', '/api/lists/1/items/1', undefined],
      ['GET', '/api/lists/1/export', undefined],
      ['GET', '/api/lists/1/export?format=xlsx', undefined],
      ['GET', '/api/contacts', undefined],
      ['POST', '/api/contacts', { employee_id: 100, note: '' }],
      ['PATCH', '/api/contacts/1', { note: 'x' }],
      ['DELETE', '/api/contacts/1', undefined],
      ['GET', '/api/contacts/export', undefined],
      ['GET', '/api/saved-searches', undefined],
      [
        'POST',
        '/api/saved-searches',
        {
          name: 'A',
          entity: 'companies',
          filters: [{ indicator: 'country', operator: 'must', values: ['Austria'] }],
        },
      ],
      ['DELETE', '/api/saved-searches/1', undefined],
      ['GET', '/api/account', undefined],
      ['PATCH', '/api/account', { fullname: 'Niemand' }],
      ['POST', '/api/account/password', { current_password: 'whatever1', new_password: 'whatever2' }],
      ['GET', '/api/account/sessions', undefined],
      ['DELETE', `/api/account/sessions/${session}`, undefined],
      ['GET', '/api/account/export', undefined],
      ['DELETE', '/api/account', { password: 'whatever1' }],
      [
        'POST',
        '/api/support',
        { name: 'A', email: 'a@example.at', subject: 'Hilfe', message: 'Bitte helfen' },
      ],
    ] as const)('%s %s answers 401 with a message', async (method, url, payload) => {
      const response = await t.app.inject({ method, url, payload, remoteAddress: clientAddress() });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
    });

    it.each([
      ['POST', '/api/lists', {}],
      ['PATCH', '/api/lists/abc', { name: '' }],
      ['POST', '/api/watchlist', { company_id: 'x' }],
      ['PATCH', '/api/account', {}],
      ['POST', '/api/support', {}],
    ] as const)('%s %s answers 401 before looking at the input', async (method, url, payload) => {
      const response = await t.app.inject({ method, url, payload, remoteAddress: clientAddress() });
      expect(response.statusCode).toBe(401);
    });

    it('treats a session that no longer exists as anonymous', async () => {
      const response = await t.app.inject({ url: '/api/lists', cookies: { fr_session: 'not-a-session' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('recently viewed', () => {
    it('records company and employee pages opened while logged in, latest first, each page once', async () => {
      const user = await signIn(t, 'recent');
      const employeeId = db.prepare('SELECT min(employee_id) FROM employees').pluck().get() as number;
      const start = Date.now();
      const pages = [
        '/api/companies?cid=5',
        `/api/employees?eid=${employeeId}`,
        '/api/companies?cid=6',
        '/api/companies?cid=5',
      ];
      for (const [minute, url] of pages.entries()) {
        clockAt(start, minute + 1);
        expect((await user.request(url)).statusCode).toBe(200);
      }
      const { items } = await json(ZRecentResponse, user.request('/api/recent'));
      expect(items.map((item) => item.id)).toEqual(['company-5', 'company-6', `employee-${employeeId}`]);
      expect(items[0]).toMatchObject({
        entity_type: 'company',
        entity_id: 5,
        name: (await t.stores.companies.companyDetail.company(5))!.company_name,
      });
      expect(items[2]!.name).toBe((await t.stores.companies.companyDetail.employee(employeeId))!.fullName);
    });

    it('does not record pages opened without a session, nor show one user the pages of another', async () => {
      const user = await signIn(t, 'recent-own');
      const other = await signIn(t, 'recent-other');
      await t.app.inject('/api/companies?cid=7');
      await other.request('/api/companies?cid=8');
      expect((await json(ZRecentResponse, user.request('/api/recent'))).items).toEqual([]);
    });

    it('removes one page from the history', async () => {
      const user = await signIn(t, 'recent-delete');
      await user.request('/api/companies?cid=5');
      await user.request('/api/companies?cid=6');
      expect((await user.request({ method: 'DELETE', url: '/api/recent/company-5' })).statusCode).toBe(200);
      expect((await json(ZRecentResponse, user.request('/api/recent'))).items.map((item) => item.id)).toEqual(
        ['company-6'],
      );
      const again = await user.request({ method: 'DELETE', url: '/api/recent/company-5' });
      expect(again.statusCode).toBe(404);
      expect(again.json().error).toMatch(/history/);
      const bad = await user.request({ method: 'DELETE', url: '/api/recent/bogus' });
      expect(bad.statusCode).toBe(400);
    });

    it(`keeps the latest ${WORKSPACE_LIMITS.recent} pages`, async () => {
      const user = await signIn(t, 'recent-limit');
      const start = Date.now();
      for (let cid = 1; cid <= WORKSPACE_LIMITS.recent + 1; cid++) {
        clockAt(start, cid);
        await user.request(`/api/companies?cid=${cid}`);
      }
      const { items } = await json(ZRecentResponse, user.request('/api/recent'));
      expect(items).toHaveLength(WORKSPACE_LIMITS.recent);
      expect(items[0]!.id).toBe(`company-${WORKSPACE_LIMITS.recent + 1}`);
      expect(items.map((item) => item.id)).not.toContain('company-1');
    });

    it('clears the whole history', async () => {
      const user = await signIn(t, 'recent-clear');
      await user.request('/api/companies?cid=5');
      expect((await user.request({ method: 'DELETE', url: '/api/recent' })).statusCode).toBe(200);
      expect((await json(ZRecentResponse, user.request('/api/recent'))).items).toEqual([]);
    });
  });

  describe('watch list', () => {
    /** A company whose synthetic source shows news on the day of `at`, found without touching it. */
    async function companyChangingOn(at: number, from: number): Promise<number> {
      const day = Math.floor(at / DAY_MS);
      for (let cid = from; cid < from + 500; cid++) {
        const company = (await t.stores.companies.companyDetail.company(cid))!;
        if (diffRecord(company, sourceState(company, day), 'today').length > 0) return cid;
      }
      throw new Error('no company changes today');
    }

    it('adds a company once, lists it with its latest figures and removes it', async () => {
      const user = await signIn(t, 'watch');
      for (let i = 0; i < 2; i++) {
        expect(
          (await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: 1 } }))
            .statusCode,
        ).toBe(200);
      }
      const { items } = await json(ZWatchlistResponse, user.request('/api/watchlist'));
      expect(items).toHaveLength(1);
      const latest = (await t.stores.companies.companyDetail.financials(1)).at(-1)!;
      expect(items[0]).toMatchObject({
        company_id: 1,
        company_name: (await t.stores.companies.companyDetail.company(1))!.company_name,
        changes: [],
        unseen_changes: 0,
        latest: {
          revenue: latest.revenue,
          earnings: latest.earnings,
          employees_number: latest.employees_number,
        },
      });
      expect((await user.request('/api/companies?cid=1')).json().watched).toBe(true);

      expect((await user.request({ method: 'DELETE', url: '/api/watchlist/1' })).statusCode).toBe(200);
      expect((await json(ZWatchlistResponse, user.request('/api/watchlist'))).items).toEqual([]);
      expect((await user.request('/api/companies?cid=1')).json().watched).toBe(false);
      expect((await user.request({ method: 'DELETE', url: '/api/watchlist/1' })).statusCode).toBe(404);
    });

    it('refuses to watch a company that does not exist', async () => {
      const user = await signIn(t, 'watch-unknown');
      const response = await user.request({
        method: 'POST',
        url: '/api/watchlist',
        payload: { company_id: 999_999 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toContain('999999');
    });

    it('shows changes found by a refresh with an unseen count, which reading the list clears', async () => {
      const user = await signIn(t, 'watch-changes');
      const start = Date.now();
      clockAt(start, 1);
      const cid = await companyChangingOn(start + 2 * 60_000, 600);
      await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: cid } });
      clockAt(start, 2);
      const refresh = await user.request({
        method: 'POST',
        url: '/api/refreshData',
        payload: { company_id: cid },
        remoteAddress: clientAddress(),
      });
      const changes = refresh.json().changes as { field: string }[];
      expect(changes.length).toBeGreaterThan(0);

      clockAt(start, 3);
      const first = (await json(ZWatchlistResponse, user.request('/api/watchlist'))).items[0]!;
      expect(first.changes.map((change) => change.field)).toEqual(changes.map((change) => change.field));
      expect(first.unseen_changes).toBe(changes.length);

      clockAt(start, 4);
      const second = (await json(ZWatchlistResponse, user.request('/api/watchlist'))).items[0]!;
      expect(second.changes).toEqual(first.changes);
      expect(second.unseen_changes).toBe(0);
    });
  });

  describe('lead lists', () => {
    const createList = (user: SignedInUser, name: string) =>
      user.request({ method: 'POST', url: '/api/lists', payload: { name } });
    const listId = async (user: SignedInUser, name: string) =>
      (await json(ZListResponse, createList(user, name))).list.id;
    const addItems = (user: SignedInUser, id: number, company_ids: number[]) =>
      user.request({ method: 'POST', url: `/api/lists/${id}/items`, payload: { company_ids } });

    it('creates, renames and deletes a list', async () => {
      const user = await signIn(t, 'lists');
      const created = await json(ZListResponse, createList(user, '  Kunden Wien  '));
      expect(created.list).toMatchObject({ name: 'Kunden Wien', item_count: 0 });
      const renamed = await json(
        ZListResponse,
        user.request({
          method: 'PATCH',
          url: `/api/lists/${created.list.id}`,
          payload: { name: 'Kunden Österreich' },
        }),
      );
      expect(renamed.list.name).toBe('Kunden Österreich');
      expect((await json(ZListsResponse, user.request('/api/lists'))).lists.map((list) => list.name)).toEqual(
        ['Kunden Österreich'],
      );
      expect(
        (await user.request({ method: 'DELETE', url: `/api/lists/${created.list.id}` })).statusCode,
      ).toBe(200);
      expect((await json(ZListsResponse, user.request('/api/lists'))).lists).toEqual([]);
      expect((await user.request(`/api/lists/${created.list.id}`)).statusCode).toBe(404);
      expect(
        (await user.request({ method: 'DELETE', url: `/api/lists/${created.list.id}` })).statusCode,
      ).toBe(404);
    });

    it('lists the most recently changed list first', async () => {
      const user = await signIn(t, 'lists-order');
      const start = Date.now();
      clockAt(start, 1);
      const first = await listId(user, 'Erste');
      clockAt(start, 2);
      await listId(user, 'Zweite');
      clockAt(start, 3);
      await listId(user, 'Dritte');
      clockAt(start, 4);
      expect((await json(ZListsResponse, user.request('/api/lists'))).lists.map((list) => list.name)).toEqual(
        ['Dritte', 'Zweite', 'Erste'],
      );
      await addItems(user, first, [1]);
      expect((await json(ZListsResponse, user.request('/api/lists'))).lists.map((list) => list.name)).toEqual(
        ['Erste', 'Dritte', 'Zweite'],
      );
    });

    it('refuses a second list of the same name with 409, on create and on rename', async () => {
      const user = await signIn(t, 'lists-dup');
      await listId(user, 'Interessenten');
      const other = await listId(user, 'Partner');
      const duplicate = await createList(user, 'Interessenten');
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error).toContain('Interessenten');
      const rename = await user.request({
        method: 'PATCH',
        url: `/api/lists/${other}`,
        payload: { name: 'Interessenten' },
      });
      expect(rename.statusCode).toBe(409);
      const same = await user.request({
        method: 'PATCH',
        url: `/api/lists/${other}`,
        payload: { name: 'Partner' },
      });
      expect(same.statusCode).toBe(200);
    });

    it('refuses an empty or overlong name with 400', async () => {
      const user = await signIn(t, 'lists-name');
      expect((await createList(user, '   ')).json().error).toMatch(/name/);
      expect((await createList(user, 'x'.repeat(101))).statusCode).toBe(400);
    });

    it('adds existing companies once and removes them again', async () => {
      const user = await signIn(t, 'lists-items');
      const id = await listId(user, 'Ziele');
      const added = await addItems(user, id, [1, 2, 3, 2, 999_999]);
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ added: 3, list: { item_count: 3 } });
      expect((await addItems(user, id, [1])).json().added).toBe(0);

      const { items } = await json(ZListResponse, user.request(`/api/lists/${id}`));
      expect(items!.map((item) => item.company_id).sort()).toEqual([1, 2, 3]);
      const company = (await t.stores.companies.companyDetail.company(2))!;
      expect(items!.find((item) => item.company_id === 2)).toMatchObject({
        company_name: company.company_name,
        address: company.address,
        address_country: company.address_country,
        legal_status: company.legal_status,
      });

      expect((await user.request({ method: 'DELETE', url: `/api/lists/${id}/items/2` })).statusCode).toBe(
        200,
      );
      const again = await user.request({ method: 'DELETE', url: `/api/lists/${id}/items/2` });
      expect(again.statusCode).toBe(404);
      const after = await json(ZListResponse, user.request(`/api/lists/${id}`));
      expect(after.list.item_count).toBe(2);
    });

    it("answers another user's list id with 404 and changes nothing", async () => {
      const owner = await signIn(t, 'lists-owner');
      const intruder = await signIn(t, 'lists-intruder');
      const id = await listId(owner, 'Geheim');
      await addItems(owner, id, [1, 2]);
      const attempts = [
        intruder.request(`/api/lists/${id}`),
        intruder.request({ method: 'PATCH', url: `/api/lists/${id}`, payload: { name: 'Gestohlen' } }),
        intruder.request({ method: 'POST', url: `/api/lists/${id}/items`, payload: { company_ids: [3] } }),
        intruder.request({ method: 'DELETE', url: `/api/lists/${id}/items/1` }),
        intruder.request(`/api/lists/${id}/export`),
        intruder.request({ method: 'DELETE', url: `/api/lists/${id}` }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(404);
        expect(response.json().success).toBe(false);
      }
      const { list, items } = await json(ZListResponse, owner.request(`/api/lists/${id}`));
      expect(list.name).toBe('Geheim');
      expect(items!.map((item) => item.company_id).sort()).toEqual([1, 2]);
    });

    it(`refuses the list after ${WORKSPACE_LIMITS.lists} with a clear message`, async () => {
      const user = await signIn(t, 'lists-limit');
      for (let i = 1; i <= WORKSPACE_LIMITS.lists; i++)
        expect((await createList(user, `Liste ${i}`)).statusCode).toBe(200);
      const refused = await createList(user, 'Eine zu viel');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        `You have reached the limit of ${WORKSPACE_LIMITS.lists} lists. Remove some first.`,
      );
      expect((await json(ZListsResponse, user.request('/api/lists'))).lists).toHaveLength(
        WORKSPACE_LIMITS.lists,
      );
    });

    describe('export', () => {
      /** Expected cells of a company row, from the company record and its latest report. */
      async function expectedRow(companyId: number): Promise<Record<string, string | number | null>> {
        const company = (await t.stores.companies.companyDetail.company(companyId))!;
        const latest = (await t.stores.companies.companyDetail.financials(companyId)).at(-1) ?? null;
        return {
          'Firmen-ID': company.company_id,
          Firmenname: company.company_name,
          Rechtsform: company.legal_form,
          Status: company.legal_status,
          Straße: company.address_street,
          PLZ: company.address_postcode,
          Ort: company.address_city,
          Land: company.address_country,
          Branche: company.gegenstand,
          Gründung: company.date_founded,
          Website: company.contact_website,
          'E-Mail': company.contact_email,
          Telefon: company.contact_phone,
          Registernummer: company.ID_Fb,
          Registergericht: company.ID_Gerichtscode,
          'USt-IdNr.': company.ID_VatID,
          EUID: company.ID_EUID,
          LEI: company.ID_Lei,
          Bilanzstichtag: latest ? latest.report_date.split('/').reverse().join('-') : null,
          'Umsatz (EUR)': latest?.revenue ?? null,
          'Jahresergebnis (EUR)': latest?.earnings ?? null,
          'Bilanzsumme (EUR)': latest?.total_assets ?? null,
          'Eigenkapital (EUR)': latest?.equity ?? null,
          'Eigenkapitalquote (%)': latest?.equity_ratio ?? null,
          'Umsatzrendite (%)': latest?.return_on_sales ?? null,
          Mitarbeiter: latest?.employees_number ?? null,
        };
      }

      let owner: SignedInUser;
      let id: number;
      let companyIds: number[];
      beforeAll(async () => {
        owner = await signIn(t, 'export');
        const noReports = db
          .prepare('SELECT company_id FROM companies WHERE financials_count = 0 LIMIT 1')
          .pluck()
          .get() as number;
        const fractional = db
          .prepare(
            'SELECT company_id FROM latest_financials WHERE equity_ratio <> round(equity_ratio) AND revenue IS NOT NULL LIMIT 1',
          )
          .pluck()
          .get() as number;
        const accented = db
          .prepare("SELECT company_id FROM companies WHERE company_name GLOB '*[ćčşäöü]*' LIMIT 1")
          .pluck()
          .get() as number;
        companyIds = [...new Set([1, 2, fractional, noReports, accented])];
        id = (
          await json(
            ZListResponse,
            owner.request({ method: 'POST', url: '/api/lists', payload: { name: 'Export: Kunden/2026' } }),
          )
        ).list.id;
        await owner.request({
          method: 'POST',
          url: `/api/lists/${id}/items`,
          payload: { company_ids: companyIds },
        });
      });

      it('exports CSV for German Excel: UTF-8 BOM, semicolons, a header row, one row per company, decimal commas', async () => {
        const response = await owner.request(`/api/lists/${id}/export`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain('text/csv');
        expect(response.headers['content-disposition']).toMatch(/^attachment; filename="[\w-]+\.csv"$/);
        const raw = response.rawPayload;
        expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const [header, ...rows] = parseCsv(raw.subarray(3).toString('utf8'));
        expect(header).toEqual(Object.keys(await expectedRow(1)));
        expect(rows.map((row) => Number(row[0])).sort((a, b) => a - b)).toEqual(
          [...companyIds].sort((a, b) => a - b),
        );
        for (const row of rows) {
          const expected = await expectedRow(Number(row[0]));
          header!.forEach((column, index) => {
            const value = expected[column] ?? null;
            const cell =
              value === null
                ? ''
                : typeof value === 'number'
                  ? String(value).replace('.', ',')
                  : /^\+[\d ()/.-]+$/.test(value)
                    ? ` ${value}`
                    : /^[=+\-@]/.test(value)
                      ? `'${value}`
                      : value;
            expect(row[index], `${column} of company ${row[0]}`).toBe(cell);
          });
        }
        const fractionalRow = rows.find((row) =>
          row[header!.indexOf('Eigenkapitalquote (%)')]!.includes(','),
        );
        expect(fractionalRow).toBeDefined();
      });

      it('exports an Excel workbook whose cells equal the company data', async () => {
        const response = await owner.request(`/api/lists/${id}/export?format=xlsx`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        );
        expect(response.headers['content-disposition']).toMatch(/\.xlsx"$/);
        const [header, ...rows] = await readSheet(response.rawPayload);
        expect(header).toEqual(Object.keys(await expectedRow(1)));
        expect(rows.map((row) => row[0] as number).sort((a, b) => a - b)).toEqual(
          [...companyIds].sort((a, b) => a - b),
        );
        for (const row of rows) {
          const expected = await expectedRow(row[0] as number);
          header!.forEach((column, index) => {
            expect(row[index] ?? null, `${column} of company ${row[0]}`).toEqual(
              expected[column as string] ?? null,
            );
          });
        }
      });

      it('names the file after the list, with umlauts spelt out plainly', async () => {
        const list = (
          await json(
            ZListResponse,
            owner.request({
              method: 'POST',
              url: '/api/lists',
              payload: { name: 'Kunden Österreich & Süd-Straße' },
            }),
          )
        ).list;
        const response = await owner.request(`/api/lists/${list.id}/export`);
        expect(response.headers['content-disposition']).toBe(
          'attachment; filename="Kunden-Osterreich-Sud-Strasse.csv"',
        );
      });

      it("refuses a format other than 'csv' or 'xlsx' with 400", async () => {
        const response = await owner.request(`/api/lists/${id}/export?format=pdf`);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toContain('format');
      });
    });
  });

  describe('contacts', () => {
    let employeeId: number;
    beforeAll(() => {
      employeeId = db
        .prepare('SELECT employee_id FROM employees WHERE email IS NOT NULL ORDER BY employee_id LIMIT 1')
        .pluck()
        .get() as number;
    });

    it('saves an employee with a note, changes the note and removes the contact', async () => {
      const user = await signIn(t, 'contacts');
      const employee = (await t.stores.companies.companyDetail.employee(employeeId))!;
      const { contact } = await json(
        ZContactResponse,
        user.request({
          method: 'POST',
          url: '/api/contacts',
          payload: { employee_id: employeeId, note: 'Messe 2026' },
        }),
      );
      expect(contact).toMatchObject({
        employee_id: employeeId,
        fullName: employee.fullName,
        company_name: employee.company_name,
        email: employee.email,
        note: 'Messe 2026',
      });
      const updated = await json(
        ZContactResponse,
        user.request({
          method: 'PATCH',
          url: `/api/contacts/${contact.id}`,
          payload: { note: 'Angebot geschickt' },
        }),
      );
      expect(updated.contact.note).toBe('Angebot geschickt');

      const resaved = await json(
        ZContactResponse,
        user.request({
          method: 'POST',
          url: '/api/contacts',
          payload: { employee_id: employeeId, note: 'Rückruf' },
        }),
      );
      expect(resaved.contact.id).toBe(contact.id);
      const { contacts } = await json(ZContactsResponse, user.request('/api/contacts'));
      expect(contacts.map((saved) => [saved.id, saved.note])).toEqual([[contact.id, 'Rückruf']]);

      expect((await user.request({ method: 'DELETE', url: `/api/contacts/${contact.id}` })).statusCode).toBe(
        200,
      );
      expect((await json(ZContactsResponse, user.request('/api/contacts'))).contacts).toEqual([]);
      expect((await user.request({ method: 'DELETE', url: `/api/contacts/${contact.id}` })).statusCode).toBe(
        404,
      );
    });

    it('refuses an employee that does not exist', async () => {
      const user = await signIn(t, 'contacts-unknown');
      const response = await user.request({
        method: 'POST',
        url: '/api/contacts',
        payload: { employee_id: 999_999 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toContain('999999');
    });

    it('exports the contacts as CSV with the note', async () => {
      const user = await signIn(t, 'contacts-export');
      await user.request({
        method: 'POST',
        url: '/api/contacts',
        payload: { employee_id: employeeId, note: 'Notiz; mit "Zitat"' },
      });
      const response = await user.request('/api/contacts/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
      expect(header).toEqual([
        'Name',
        'Position',
        'Firma',
        'Firmen-ID',
        'E-Mail',
        'Telefon',
        'Notiz',
        'Gespeichert am',
      ]);
      const employee = (await t.stores.companies.companyDetail.employee(employeeId))!;
      expect(rows).toHaveLength(1);
      expect(rows[0]!.slice(0, 7)).toEqual([
        employee.fullName,
        employee.title,
        employee.company_name,
        String(employee.company_id),
        employee.email,
        employee.phone ?? '',
        'Notiz; mit "Zitat"',
      ]);
      expect(rows[0]![7]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('exports a note that looks like a spreadsheet formula as text', async () => {
      const user = await signIn(t, 'contacts-formula');
      await user.request({
        method: 'POST',
        url: '/api/contacts',
        payload: { employee_id: employeeId, note: '=HYPERLINK("http://example.com")' },
      });
      const [, row] = parseCsv(
        (await user.request('/api/contacts/export')).rawPayload.subarray(3).toString('utf8'),
      );
      expect(row![6]).toBe(`'=HYPERLINK("http://example.com")`);
    });

    it("answers another user's contact with 404 and changes nothing", async () => {
      const owner = await signIn(t, 'contacts-owner');
      const intruder = await signIn(t, 'contacts-intruder');
      const { contact } = await json(
        ZContactResponse,
        owner.request({
          method: 'POST',
          url: '/api/contacts',
          payload: { employee_id: employeeId, note: 'privat' },
        }),
      );
      expect(
        (
          await intruder.request({
            method: 'PATCH',
            url: `/api/contacts/${contact.id}`,
            payload: { note: 'x' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await intruder.request({ method: 'DELETE', url: `/api/contacts/${contact.id}` })).statusCode,
      ).toBe(404);
      expect((await json(ZContactsResponse, intruder.request('/api/contacts'))).contacts).toEqual([]);
      expect((await json(ZContactsResponse, owner.request('/api/contacts'))).contacts[0]!.note).toBe(
        'privat',
      );
    });
  });

  describe('saved searches', () => {
    const search = {
      name: 'Wiener Bauunternehmen',
      entity: 'companies',
      filters: [
        { indicator: 'address', operator: 'must', values: ['Wien'] },
        { indicator: 'revenue', operator: 'must', values: ['1000000', ''] },
      ],
    };

    it('saves, lists and deletes a search', async () => {
      const user = await signIn(t, 'searches');
      const saved = await json(
        ZSavedSearchResponse,
        user.request({ method: 'POST', url: '/api/saved-searches', payload: search }),
      );
      expect(saved.search).toMatchObject({ name: search.name, entity: 'companies', filters: search.filters });
      expect((await json(ZSavedSearchesResponse, user.request('/api/saved-searches'))).searches).toEqual([
        saved.search,
      ]);
      expect(
        (await user.request({ method: 'DELETE', url: `/api/saved-searches/${saved.search.id}` })).statusCode,
      ).toBe(200);
      expect((await json(ZSavedSearchesResponse, user.request('/api/saved-searches'))).searches).toEqual([]);
      expect(
        (await user.request({ method: 'DELETE', url: `/api/saved-searches/${saved.search.id}` })).statusCode,
      ).toBe(404);
    });

    it('refuses a second search of the same name with 409', async () => {
      const user = await signIn(t, 'searches-dup');
      await user.request({ method: 'POST', url: '/api/saved-searches', payload: search });
      const duplicate = await user.request({ method: 'POST', url: '/api/saved-searches', payload: search });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error).toContain(search.name);
    });

    it('refuses a search without filters with 400', async () => {
      const user = await signIn(t, 'searches-empty');
      const response = await user.request({
        method: 'POST',
        url: '/api/saved-searches',
        payload: { ...search, filters: [] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/filter/);
    });

    it.each([
      [
        'an unknown indicator',
        { entity: 'companies', filters: [{ indicator: 'shoe_size', operator: 'must', values: ['42'] }] },
        'shoe_size',
      ],
      [
        'a range that is not a number',
        { entity: 'companies', filters: [{ indicator: 'revenue', operator: 'must', values: ['viel', ''] }] },
        'revenue',
      ],
      [
        'a company filter in an employee search',
        {
          entity: 'companies_employees',
          filters: [{ indicator: 'country', operator: 'must', values: ['Austria'] }],
        },
        'country',
      ],
    ])('refuses a search with %s with 400, as the search itself would', async (_what, change, message) => {
      const user = await signIn(t, 'searches-invalid');
      const response = await user.request({
        method: 'POST',
        url: '/api/saved-searches',
        payload: { name: 'Kaputt', ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
      expect((await json(ZSavedSearchesResponse, user.request('/api/saved-searches'))).searches).toEqual([]);
    });

    it("answers another user's saved search with 404", async () => {
      const owner = await signIn(t, 'searches-owner');
      const intruder = await signIn(t, 'searches-intruder');
      const saved = await json(
        ZSavedSearchResponse,
        owner.request({ method: 'POST', url: '/api/saved-searches', payload: search }),
      );
      expect(
        (await intruder.request({ method: 'DELETE', url: `/api/saved-searches/${saved.search.id}` }))
          .statusCode,
      ).toBe(404);
      expect(
        (await json(ZSavedSearchesResponse, owner.request('/api/saved-searches'))).searches,
      ).toHaveLength(1);
    });
  });

  describe('account', () => {
    it('shows the account of the caller', async () => {
      const user = await signIn(t, 'account');
      const { account } = await json(ZAccountResponse, user.request('/api/account'));
      expect(account).toMatchObject({
        id: user.userId,
        email: user.email,
        fullname: 'Test User',
        membership_id: '0',
        profile_avatar: '',
        has_password: true,
        google_linked: false,
      });
    });

    it('changes the full name and the picture', async () => {
      const user = await signIn(t, 'account-patch');
      const named = await json(
        ZAccountResponse,
        user.request({ method: 'PATCH', url: '/api/account', payload: { fullname: '  Anna Huber ' } }),
      );
      expect(named.account.fullname).toBe('Anna Huber');
      const pictured = await json(
        ZAccountResponse,
        user.request({ method: 'PATCH', url: '/api/account', payload: { profile_avatar: TINY_PNG } }),
      );
      expect(pictured.account).toMatchObject({ fullname: 'Anna Huber', profile_avatar: TINY_PNG });
      expect((await user.request('/api/getUserDetails')).json().user).toMatchObject({
        fullname: 'Anna Huber',
        profile_avatar: TINY_PNG,
      });
      const removed = await json(
        ZAccountResponse,
        user.request({ method: 'PATCH', url: '/api/account', payload: { profile_avatar: '' } }),
      );
      expect(removed.account.profile_avatar).toBe('');
    });

    it('accepts a picture up to the size limit of the contract', async () => {
      const user = await signIn(t, 'account-large');
      const prefix = 'data:image/jpeg;base64,';
      const largest = `${prefix}${'A'.repeat(MAX_AVATAR_DATA_URL - prefix.length)}`;
      const { account } = await json(
        ZAccountResponse,
        user.request({ method: 'PATCH', url: '/api/account', payload: { profile_avatar: largest } }),
      );
      expect(account.profile_avatar).toBe(largest);
    });

    it.each([
      [
        'a picture that is a link, not a data URL',
        { profile_avatar: 'https://example.com/me.png' },
        'PNG, JPEG or WebP',
      ],
      [
        'a GIF picture',
        { profile_avatar: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
        'PNG, JPEG or WebP',
      ],
      [
        'a picture that is too large',
        { profile_avatar: `data:image/png;base64,${'A'.repeat(MAX_AVATAR_DATA_URL)}` },
        'too large',
      ],
      ['an empty name', { fullname: '   ' }, 'full name'],
      ['nothing to change', {}, 'Nothing to change'],
    ])('refuses %s with 400 and a message', async (_what, payload, message) => {
      const user = await signIn(t, 'account-bad');
      const response = await user.request({ method: 'PATCH', url: '/api/account', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
      expect((await json(ZAccountResponse, user.request('/api/account'))).account).toMatchObject({
        fullname: 'Test User',
        profile_avatar: '',
      });
    });

    it('refuses a password change with the wrong current password with 403', async () => {
      const user = await signIn(t, 'password-wrong');
      const response = await user.request({
        method: 'POST',
        url: '/api/account/password',
        payload: { current_password: 'not my password', new_password: 'a new password' },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatch(/password/i);
      expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    });

    it('changes the password, ends the other sessions and keeps the current one', async () => {
      const user = await signIn(t, 'password');
      const otherDevice = await anotherSession(t, user);
      const response = await user.request({
        method: 'POST',
        url: '/api/account/password',
        payload: { current_password: user.password, new_password: 'ein ganz neues passwort' },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect((await user.request('/api/account')).statusCode).toBe(200);
      expect((await requesterFor(t, otherDevice)('/api/account')).statusCode).toBe(401);
      expect((await login(t, user.email, user.password)).statusCode).toBe(401);
      expect((await login(t, user.email, 'ein ganz neues passwort')).statusCode).toBe(200);
    });

    it('refuses a new password shorter than 8 characters with 400', async () => {
      const user = await signIn(t, 'password-short');
      const response = await user.request({
        method: 'POST',
        url: '/api/account/password',
        payload: { current_password: user.password, new_password: 'kurz' },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('at least 8 characters');
    });

    it('lists the sessions of the account and marks the current one', async () => {
      const user = await signIn(t, 'sessions');
      await anotherSession(t, user);
      const { sessions } = await json(ZSessionsResponse, user.request('/api/account/sessions'));
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((session) => session.current)).toHaveLength(1);
    });

    it('signs out another session of the account, and only that one', async () => {
      const user = await signIn(t, 'revoke');
      const otherDevice = await anotherSession(t, user);
      const { sessions } = await json(ZSessionsResponse, user.request('/api/account/sessions'));
      const other = sessions.find((session) => !session.current)!;
      expect(
        (await user.request({ method: 'DELETE', url: `/api/account/sessions/${other.id}` })).statusCode,
      ).toBe(200);
      expect((await requesterFor(t, otherDevice)('/api/account')).statusCode).toBe(401);
      expect((await user.request('/api/account')).statusCode).toBe(200);
    });

    it("answers another user's session id with 404 and leaves it alone", async () => {
      const user = await signIn(t, 'revoke-own');
      const victim = await signIn(t, 'revoke-victim');
      const { sessions } = await json(ZSessionsResponse, victim.request('/api/account/sessions'));
      const response = await user.request({
        method: 'DELETE',
        url: `/api/account/sessions/${sessions[0]!.id}`,
      });
      expect(response.statusCode).toBe(404);
      expect((await victim.request('/api/account')).statusCode).toBe(200);
      expect(
        (await user.request({ method: 'DELETE', url: '/api/account/sessions/not-a-uuid' })).statusCode,
      ).toBe(400);
    });

    it('exports everything stored about the account as JSON, without secrets', async () => {
      const user = await signIn(t, 'export-data');
      const list = (
        await json(
          ZListResponse,
          user.request({ method: 'POST', url: '/api/lists', payload: { name: 'Meine Liste' } }),
        )
      ).list;
      await user.request({
        method: 'POST',
        url: `/api/lists/${list.id}/items`,
        payload: { company_ids: [1, 2] },
      });
      await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: 3 } });
      const employeeId = db.prepare('SELECT min(employee_id) FROM employees').pluck().get() as number;
      await user.request({
        method: 'POST',
        url: '/api/contacts',
        payload: { employee_id: employeeId, note: 'Notiz' },
      });
      await user.request('/api/companies?cid=4');

      const response = await user.request('/api/account/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".+\.json"$/);
      const data = response.json();
      expect(data.account).toMatchObject({ id: user.userId, email: user.email });
      expect(data.lead_lists).toEqual([
        expect.objectContaining({ name: 'Meine Liste', company_ids: [1, 2] }),
      ]);
      expect(data.watchlist).toEqual([expect.objectContaining({ company_id: 3 })]);
      expect(data.contacts).toEqual([expect.objectContaining({ employee_id: employeeId, note: 'Notiz' })]);
      expect(data.recently_viewed).toEqual([
        expect.objectContaining({ entity_type: 'company', entity_id: 4 }),
      ]);
      expect(data.sessions).toHaveLength(1);
      expect(response.body).not.toContain('password_hash');
      expect(response.body).not.toContain('$argon2');
      expect(response.body).not.toContain(user.cookie);
    });

    describe('without a password (Google sign-in only)', () => {
      /** An account made by Google sign-in, with a session of its own. */
      async function googleOnlyUser() {
        const email = uniqueEmail('google');
        const user = await t.stores.accounts.users.create({
          user_id: randomUUID(),
          email,
          fullname: 'Google User',
          password_hash: null,
          google_sub: `sub-${email}`,
          email_verified: true,
          language: 'de',
          security_ip: null,
        });
        const token = randomBytes(32).toString('base64url');
        const now = Date.now();
        await t.stores.accounts.sessions.create({
          session_id: randomUUID(),
          user_id: user.user_id,
          created_at: now,
          last_seen_at: now,
          expires_at: now + DAY_MS,
          user_agent: null,
          ip: null,
          token_hash: sha256(token),
        });
        return { user, request: requesterFor(t, token) };
      }

      it('says so in the account', async () => {
        const { request } = await googleOnlyUser();
        expect((await json(ZAccountResponse, request('/api/account'))).account).toMatchObject({
          has_password: false,
          google_linked: true,
        });
      });

      it('sets a first password without asking for a current one', async () => {
        const { user, request } = await googleOnlyUser();
        const response = await request({
          method: 'POST',
          url: '/api/account/password',
          payload: { new_password: 'mein erstes passwort' },
          remoteAddress: clientAddress(),
        });
        expect(response.statusCode).toBe(200);
        expect((await login(t, user.email, 'mein erstes passwort')).statusCode).toBe(200);
      });

      it('deletes the account once the e-mail address is typed to confirm', async () => {
        const { user, request } = await googleOnlyUser();
        const wrong = await request({
          method: 'DELETE',
          url: '/api/account',
          payload: { confirm_email: 'someone@else.at' },
          remoteAddress: clientAddress(),
        });
        expect(wrong.statusCode).toBe(403);
        expect(wrong.json().error).toMatch(/e-mail/);
        const right = await request({
          method: 'DELETE',
          url: '/api/account',
          payload: { confirm_email: ` ${user.email.toUpperCase()} ` },
          remoteAddress: clientAddress(),
        });
        expect(right.statusCode).toBe(200);
        expect(await t.stores.accounts.users.byId(user.user_id)).toBeNull();
      });
    });

    it('keeps the account when the password given for deletion is wrong', async () => {
      const user = await signIn(t, 'delete-wrong');
      const response = await user.request({
        method: 'DELETE',
        url: '/api/account',
        payload: { password: 'not my password' },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatch(/password/i);
      expect(await t.stores.accounts.users.byId(user.userId)).not.toBeNull();
      expect((await user.request('/api/account')).statusCode).toBe(200);
    });

    it("deletes the account with the right password: the user's rows are gone and the session ends", async () => {
      const user = await signIn(t, 'delete');
      const list = (
        await json(
          ZListResponse,
          user.request({ method: 'POST', url: '/api/lists', payload: { name: 'Weg damit' } }),
        )
      ).list;
      await user.request({
        method: 'POST',
        url: `/api/lists/${list.id}/items`,
        payload: { company_ids: [1] },
      });
      await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: 1 } });
      await user.request({
        method: 'POST',
        url: '/api/contacts',
        payload: { employee_id: db.prepare('SELECT min(employee_id) FROM employees').pluck().get() },
      });
      await user.request({
        method: 'POST',
        url: '/api/saved-searches',
        payload: { name: 'S', filters: [{ indicator: 'country', operator: 'must', values: ['Austria'] }] },
      });
      await user.request('/api/companies?cid=1');
      await user.request({
        method: 'POST',
        url: '/api/support',
        payload: { name: 'A', email: user.email, subject: 'Frage', message: 'Hallo' },
        remoteAddress: clientAddress(),
      });
      const report = await user.request({
        method: 'POST',
        url: '/api/reports',
        payload: { entityType: 'company', entityId: 1, issueType: 'other', description: 'Bitte prüfen' },
        remoteAddress: clientAddress(),
      });

      const response = await user.request({
        method: 'DELETE',
        url: '/api/account',
        payload: { password: user.password },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
      for (const table of [
        'users',
        'sessions',
        'email_tokens',
        'recent_views',
        'watchlist',
        'lead_lists',
        'contacts',
        'saved_searches',
        'contact_messages',
        'issue_reports',
      ]) {
        expect(
          await accountCount(t, `SELECT count(*) FROM ${table} WHERE user_id = ?`, user.userId),
          table,
        ).toBe(0);
      }
      expect(await accountCount(t, 'SELECT count(*) FROM lead_list_items WHERE list_id = ?', list.id)).toBe(
        0,
      );
      expect(
        await accountCount(
          t,
          "SELECT count(*) FROM contact_messages WHERE kind = 'support' AND email = ?",
          user.email,
        ),
      ).toBe(1);
      // Messages and issue reports stay for the operator, without the link to the account.
      expect(
        await accountRow(t, 'SELECT user_id FROM issue_reports WHERE report_id = ?', report.json().report_id),
      ).toEqual({
        user_id: null,
      });
      expect((await user.request('/api/account')).statusCode).toBe(401);
      expect((await login(t, user.email, user.password)).statusCode).toBe(401);
    });
  });

  describe('POST /api/support', () => {
    const outbox = () => {
      try {
        return readdirSync(join(t.dataDir, 'outbox')).sort();
      } catch {
        return [];
      }
    };

    it('stores the request with the user and mails the operator', async () => {
      const user = await signIn(t, 'support');
      const before = new Set(outbox());
      const response = await user.request({
        method: 'POST',
        url: '/api/support',
        payload: {
          name: 'Anna Huber',
          email: 'anna@example.at',
          subject: 'Export haengt',
          message: 'Die Excel-Datei lädt nicht.',
        },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().success).toBe(true);
      expect(
        await accountRow(
          t,
          'SELECT kind, subject, user_id FROM contact_messages WHERE email = ?',
          'anna@example.at',
        ),
      ).toEqual({
        kind: 'support',
        subject: 'Export haengt',
        user_id: user.userId,
      });
      const mails = outbox().filter((file) => !before.has(file));
      const supportMail = mails
        .map((file) => readFileSync(join(t.dataDir, 'outbox', file), 'utf8'))
        .find((raw) => raw.includes('Subject: [support] Export haengt'));
      expect(supportMail).toBeDefined();
      expect(supportMail).toContain('Reply-To: anna@example.at');
    });

    it('refuses a request without a message with 400', async () => {
      const user = await signIn(t, 'support-bad');
      const response = await user.request({
        method: 'POST',
        url: '/api/support',
        payload: { name: 'A', email: 'a@example.at', subject: 'S', message: ' ' },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/message/);
    });
  });

  it('refuses a state-changing request with a session but from another site', async () => {
    const user = await signIn(t, 'csrf');
    const response = await user.request({
      method: 'POST',
      url: '/api/lists',
      payload: { name: 'X' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(ORIGIN).not.toBe('https://evil.example');
  });
});
