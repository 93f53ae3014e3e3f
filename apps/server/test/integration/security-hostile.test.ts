import { ZContactResponse, ZContactsResponse, ZListResponse, ZQuotasResponse } from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_VIEWS_PER_DAY } from '../../src/modules/limits/quotas';
import { openTestDatabase, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { parseCsv } from './workspace-helpers';

const DAY_MS = 24 * 3600 * 1000;

/** The abuse paths of the second hostile-client run (issue 33, item 4), each closed. */
describe('security: what the hostile client found', () => {
  let t: TestApp;
  let db: Database.Database;
  let withContact: number[];
  beforeAll(async () => {
    t = await createTestApp();
    db = openTestDatabase(t);
    withContact = db
      .prepare('SELECT employee_id FROM employees WHERE email IS NOT NULL ORDER BY employee_id LIMIT 3')
      .pluck()
      .all() as number[];
  });
  afterAll(async () => {
    db.close();
    await t.close();
  });

  describe('high: the contact book counts against the contact-data quota', () => {
    const used = async (user: SignedInUser) =>
      ZQuotasResponse.parse((await user.request('/api/quotas')).json()).contact_views.used;
    const save = (user: SignedInUser, employeeId: number, lang = 'de') =>
      user.request({
        method: 'POST',
        url: '/api/contacts',
        payload: { employee_id: employeeId },
        headers: { 'x-lang': lang },
      });

    it('counts an added person, again after delete and re-add, and not when only the note changes', async () => {
      const user = await signIn(t, 'hostile-book');
      const first = ZContactResponse.parse((await save(user, withContact[0]!)).json()).contact;
      expect(first.email).not.toBeNull();
      expect(await used(user)).toBe(1);
      const note = await user.request({
        method: 'POST',
        url: '/api/contacts',
        payload: { employee_id: withContact[0], note: 'Rückruf' },
      });
      expect(note.statusCode).toBe(200);
      expect(await used(user)).toBe(1);
      expect((await user.request({ method: 'DELETE', url: `/api/contacts/${first.id}` })).statusCode).toBe(
        200,
      );
      expect((await save(user, withContact[0]!)).statusCode).toBe(200);
      expect(await used(user)).toBe(2);
    });

    it("refuses a new person once today's quota is used, in German and English", async () => {
      const user = await signIn(t, 'hostile-book-full');
      await t.stores.accounts.limits.hit(`quota:contact:${user.userId}`, DAY_MS, {
        by: CONTACT_VIEWS_PER_DAY,
      });
      const refused = await save(user, withContact[1]!);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'contact_quota_reached' });
      expect(refused.json().message).toMatch(/Kontaktdaten/);
      expect((await save(user, withContact[1]!, 'en')).json().message).toMatch(/contact data/);
      expect(ZContactsResponse.parse((await user.request('/api/contacts')).json()).contacts).toEqual([]);
    });

    it('never hands out contact data that was not counted, in the list or the CSV', async () => {
      const user = await signIn(t, 'hostile-book-uncounted');
      const [key] = await t.stores.companies.keys.employeeKeys([withContact[2]!]);
      await t.stores.accounts.workspace.createContact(user.userId, key!, 'alt', false);
      const { contacts } = ZContactsResponse.parse((await user.request('/api/contacts')).json());
      expect(contacts).toHaveLength(1);
      expect(contacts[0]).toMatchObject({ employee_id: withContact[2], email: null, phone: null });
      const [, row] = parseCsv(
        (await user.request('/api/contacts/export')).rawPayload.subarray(3).toString('utf8'),
      );
      expect(row!.slice(4, 6)).toEqual(['', '']);
      // Saving the person again counts the view, and then the book shows the data.
      const resaved = ZContactResponse.parse((await save(user, withContact[2]!)).json()).contact;
      expect(resaved.email).not.toBeNull();
      expect(await used(user)).toBe(1);
    });
  });

  describe('med: a lead list is read a page at a time', () => {
    it('answers at most 100 companies a request, with the total, and refuses a bad page', async () => {
      const user = await signIn(t, 'hostile-list');
      const listId = ZListResponse.parse(
        (await user.request({ method: 'POST', url: '/api/lists', payload: { name: 'Viele' } })).json(),
      ).list.id;
      const companyIds = db
        .prepare('SELECT company_id FROM companies ORDER BY company_id LIMIT 150')
        .pluck()
        .all() as number[];
      const added = await user.request({
        method: 'POST',
        url: `/api/lists/${listId}/items`,
        payload: { company_ids: companyIds },
      });
      expect(added.statusCode).toBe(200);
      const page = async (query: string) => {
        const response = await user.request(`/api/lists/${listId}${query}`);
        expect(response.statusCode, response.body).toBe(200);
        return ZListResponse.parse(response.json());
      };
      const first = await page('');
      expect(first.items).toHaveLength(100);
      expect(first.page).toEqual({ offset: 0, limit: 100, total: 150 });
      const rest = await page('?offset=100');
      expect(rest.items).toHaveLength(50);
      const seen = new Set([...first.items!, ...rest.items!].map((item) => item.company_id));
      expect(seen.size).toBe(150);
      expect((await page('?offset=10&limit=5')).items!.map((item) => item.company_id)).toEqual(
        first.items!.slice(10, 15).map((item) => item.company_id),
      );
      for (const bad of ['?limit=101', '?limit=0', '?offset=-1', '?offset=x']) {
        const refused = await user.request({
          url: `/api/lists/${listId}${bad}`,
          headers: { 'x-lang': 'de' },
        });
        expect(refused.statusCode, bad).toBe(400);
        expect(refused.json().code).toBe('list_page_invalid');
        expect(refused.json().message).toMatch(/höchstens 100/);
      }
      const english = await user.request({
        url: `/api/lists/${listId}?limit=500`,
        headers: { 'x-lang': 'en' },
      });
      expect(english.json().message).toMatch(/at most 100/);
    });
  });
});
