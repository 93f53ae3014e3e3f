import {
  API_KEY_REQUESTS_PER_DAY,
  MAX_API_KEYS,
  ZContactResponse,
  ZContactsResponse,
  ZCreatedApiKey,
  ZListResponse,
  ZQuotasResponse,
} from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_CLIENT_PER_DAY, MESSAGES_PER_HOUR } from '../../src/modules/limits/inbound-limits';
import { CONTACT_VIEWS_PER_DAY } from '../../src/modules/limits/quotas';
import { employeesWithContact, openTestDatabase, type SignedInUser, signIn } from '../factories';
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
    withContact = employeesWithContact(db, 3);
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

    it('counts a person once a day: viewed, saved, note changed, deleted and saved again', async () => {
      const user = await signIn(t, 'hostile-book');
      const page = await user.request(`/api/employees?eid=${withContact[0]}`);
      expect(page.json().email).not.toBeNull();
      expect(await used(user)).toBe(1);
      const first = ZContactResponse.parse((await save(user, withContact[0]!)).json()).contact;
      expect(first.email).not.toBeNull();
      expect(await used(user)).toBe(1);
      const note = await user.request({
        method: 'POST',
        url: '/api/contacts',
        payload: { employee_id: withContact[0], note: 'Rückruf' },
      });
      expect(note.statusCode).toBe(200);
      expect((await user.request(`/api/employees?eid=${withContact[0]}`)).statusCode).toBe(200);
      expect(await used(user)).toBe(1);
      expect((await user.request({ method: 'DELETE', url: `/api/contacts/${first.id}` })).statusCode).toBe(
        200,
      );
      expect((await save(user, withContact[0]!)).statusCode).toBe(200);
      expect(await used(user)).toBe(1);
      // Another person counts on their own.
      expect((await save(user, withContact[1]!)).statusCode).toBe(200);
      expect(await used(user)).toBe(2);
    });

    it('gives no fresh view by deleting and saving again once the day of the count is over', async () => {
      const user = await signIn(t, 'hostile-book-readd');
      const saved = ZContactResponse.parse((await save(user, withContact[0]!)).json()).contact;
      await user.request({ method: 'DELETE', url: `/api/contacts/${saved.id}` });
      // The next day: the person's mark of today is gone, and the quota is used up.
      await t.stores.accounts.limits.reset(`quota:contact-seen:${user.userId}:${withContact[0]}`);
      await t.stores.accounts.limits.hit(`quota:contact:${user.userId}`, DAY_MS, {
        by: CONTACT_VIEWS_PER_DAY - 1,
      });
      const refused = await save(user, withContact[0]!);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('contact_quota_reached');
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

  describe('med: API keys belong to the account', () => {
    const create = (user: SignedInUser, name: string, remoteAddress = '10.33.0.1') =>
      user.request({ method: 'POST', url: '/api/account/api-keys', payload: { name }, remoteAddress });

    it('shares one daily quota among the keys of an account: revoke and create gives no fresh one', async () => {
      const user = await signIn(t, 'hostile-keys-quota');
      const first = ZCreatedApiKey.parse((await create(user, 'erst')).json());
      await t.stores.accounts.limits.hit(`quota:apikey:${user.userId}`, DAY_MS, {
        by: API_KEY_REQUESTS_PER_DAY,
      });
      const call = (key: string) =>
        t.app.inject({ url: '/api/companies?cid=1', headers: { authorization: `Bearer ${key}` } });
      expect((await call(first.key)).statusCode).toBe(429);
      await user.request({ method: 'DELETE', url: `/api/account/api-keys/${first.api_key.id}` });
      const second = ZCreatedApiKey.parse((await create(user, 'zweit')).json());
      const refused = await call(second.key);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('api_key_quota');
    });

    it('holds at most 5 live keys, also when created at once, with a translated 409', async () => {
      expect(MAX_API_KEYS).toBe(5);
      const user = await signIn(t, 'hostile-keys-many');
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => create(user, `k${i}`, `10.33.1.${i + 1}`)),
      );
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(MAX_API_KEYS);
      const refused = await user.request({
        method: 'POST',
        url: '/api/account/api-keys',
        payload: { name: 'noch einer' },
        headers: { 'x-lang': 'en' },
        remoteAddress: '10.33.1.99',
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'api_key_limit' });
      expect(refused.json().message).toMatch(/5/);
    });

    it('limits creating keys per account, whatever the address', async () => {
      const user = await signIn(t, 'hostile-keys-churn');
      let refused = null;
      for (let i = 0; i < 30 && !refused; i++) {
        const answer = await create(user, `k${i}`, `10.33.2.${i + 1}`);
        if (answer.statusCode === 429) refused = answer;
        else {
          const { api_key } = ZCreatedApiKey.parse(answer.json());
          await user.request({ method: 'DELETE', url: `/api/account/api-keys/${api_key.id}` });
        }
      }
      expect(refused?.json().code).toBe('api_key_create_limit');
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('med: form messages are limited per client and per target', () => {
    const message = (i: number) => ({
      name: 'N',
      email: `absender${i}@example.at`,
      subject: 'Frage',
      message: `Nachricht ${i}`,
    });
    const send = (i: number, remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: message(i), remoteAddress });

    it("stops one client at its daily quota while another client's message still arrives", async () => {
      for (let i = 0; i < MESSAGES_PER_CLIENT_PER_DAY; i++)
        await t.stores.accounts.limits.hit('inbound:contact:client:ip:10.34.0.1', DAY_MS);
      const refused = await send(1, '10.34.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('too_many_messages');
      expect((await send(2, '10.34.0.2')).statusCode).toBe(200);
    });

    it('keeps a global ceiling far above one attacker, and signed-in users always reach support', async () => {
      expect(MESSAGES_PER_HOUR).toBeGreaterThanOrEqual(100 * MESSAGES_PER_CLIENT_PER_DAY);
      await t.stores.accounts.limits.hit('inbound:contact:all', 3600_000, { by: MESSAGES_PER_HOUR });
      expect((await send(3, '10.34.0.3')).statusCode).toBe(429);
      const user = await signIn(t, 'hostile-support');
      const support = await user.request({
        method: 'POST',
        url: '/api/support',
        payload: message(4),
        remoteAddress: '10.34.0.4',
      });
      expect(support.statusCode, support.body).toBe(200);
    });
  });

  describe('info: names refuse control characters', () => {
    const NAMES = ['Kunden\u0000Wien', 'Kunden\tWien', 'Kunden\nWien', 'Kunden Wien\r\n', '\u0085Kunden'];
    const expectRefused = (answer: { statusCode: number; json(): Record<string, unknown> }, lang: string) => {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({
        code: 'name_control_characters',
        error: expect.stringMatching(lang === 'de' ? /Steuerzeichen/ : /control characters/),
      });
    };

    it('on lead lists, saved searches, API keys and matching files, in German and English', async () => {
      const user = await signIn(t, 'hostile-names');
      const list = ZListResponse.parse(
        (await user.request({ method: 'POST', url: '/api/lists', payload: { name: 'Kunden' } })).json(),
      ).list;
      const filters = [{ indicator: 'address', operator: 'must', values: ['Wien'] }];
      for (const [i, name] of NAMES.entries()) {
        const lang = i % 2 ? 'en' : 'de';
        const headers = { 'x-lang': lang };
        const calls = [
          { method: 'POST', url: '/api/lists', payload: { name } },
          { method: 'PATCH', url: `/api/lists/${list.id}`, payload: { name } },
          { method: 'POST', url: '/api/saved-searches', payload: { name, filters } },
          { method: 'POST', url: '/api/account/api-keys', payload: { name } },
          { method: 'POST', url: `/api/match/jobs/${crypto.randomUUID()}/lead-list`, payload: { name } },
        ] as const;
        for (const call of calls) expectRefused(await user.request({ ...call, headers }), lang);
        const upload = await user.request({
          method: 'POST',
          url: `/api/match/jobs?file_name=${encodeURIComponent(name)}`,
          payload: 'Name\nMusterbau GmbH\n',
          headers: { ...headers, 'content-type': 'text/csv' },
        });
        expectRefused(upload, lang);
      }
      const lists = (await user.request('/api/lists')).json().lists as { name: string }[];
      expect(lists.map((entry) => entry.name)).toEqual(['Kunden']);
      // Spaces at the ends are still trimmed, and letters beyond ASCII stay welcome.
      const trimmed = await user.request({
        method: 'POST',
        url: '/api/lists',
        payload: { name: ' Öffis – Zürich ' },
      });
      expect(trimmed.json().list.name).toBe('Öffis – Zürich');
    });
  });
});
