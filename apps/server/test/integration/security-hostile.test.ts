import { ZContactResponse, ZContactsResponse, ZQuotasResponse } from '@fd/contract';
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
});
