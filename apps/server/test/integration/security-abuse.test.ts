import { EXPORT_ROWS_PER_DAY, ZEmployeeDetail, ZQuotasResponse } from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_PER_HOUR, MESSAGES_PER_TARGET_PER_DAY } from '../../src/modules/limits/inbound-limits';
import { PAGES_PER_MINUTE } from '../../src/modules/limits/page-rate';
import { CONTACT_VIEWS_PER_DAY } from '../../src/modules/limits/quotas';
import { clientAddress } from '../auth-helpers';
import { accountRow, employeesWithContact, openTestDatabase, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

/** Findings 4 (bulk scraping) and 6 (spam through forms) of the hostile-client run (issue 16). */
describe('security: bulk reading and spam', () => {
  let t: TestApp;
  let db: Database.Database;
  let withContact: number[];
  beforeAll(async () => {
    t = await createTestApp();
    db = openTestDatabase(t);
    withContact = employeesWithContact(db, CONTACT_VIEWS_PER_DAY + 2);
  });
  afterAll(async () => {
    db.close();
    await t.close();
  });

  it('finding 4: anonymous callers see that contact data exists, not the data', async () => {
    const employee = ZEmployeeDetail.parse(
      (await t.app.inject(`/api/employees?eid=${withContact[0]}`)).json(),
    );
    expect(employee).toMatchObject({
      email: null,
      phone: null,
      contact_available: true,
      contact_withheld: 'login',
    });
  });

  it('finding 4: an account sees contact data within a daily quota, then is told why not', async () => {
    const user = await signIn(t, 'quota');
    const read = async (eid: number) =>
      ZEmployeeDetail.parse(
        (await user.request({ url: `/api/employees?eid=${eid}`, remoteAddress: clientAddress() })).json(),
      );
    for (const eid of withContact.slice(0, CONTACT_VIEWS_PER_DAY))
      expect((await read(eid)).email).not.toBeNull();
    const over = await read(withContact[CONTACT_VIEWS_PER_DAY]!);
    expect(over).toMatchObject({
      email: null,
      phone: null,
      contact_available: true,
      contact_withheld: 'quota',
    });
    // Another account has its own quota.
    const other = await signIn(t, 'quota-other');
    const fresh = ZEmployeeDetail.parse((await other.request(`/api/employees?eid=${withContact[0]}`)).json());
    expect(fresh.email).not.toBeNull();
  });

  it('finding 4: company pages have a per-client rate, and the 429 points to exports and API keys', async () => {
    const remoteAddress = clientAddress();
    const page = (lang: string) =>
      t.app.inject({ url: '/api/companies?cid=1', remoteAddress, headers: { 'x-lang': lang } });
    for (let i = 0; i < PAGES_PER_MINUTE; i++) expect((await page('de')).statusCode).toBe(200);
    const refused = await page('de');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_pages');
    expect(refused.json().message).toMatch(/Exporte.*API-Schlüssel/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await page('en')).json().message).toMatch(/exports.*API key/);
    // Another client reads on.
    expect(
      (await t.app.inject({ url: '/api/companies?cid=1', remoteAddress: clientAddress() })).statusCode,
    ).toBe(200);
  });

  it("finding 4: a page's two paths share one rate (docs/decisions/188)", async () => {
    const remoteAddress = clientAddress();
    const page = (url: string) => t.app.inject({ url, remoteAddress });
    for (let i = 0; i < PAGES_PER_MINUTE / 2; i++) {
      expect((await page('/api/companies?cid=1')).statusCode).toBe(200);
      expect((await page('/api/companies/1')).statusCode).toBe(200);
    }
    expect((await page('/api/companies/1')).json().code).toBe('too_many_pages');
    expect((await page('/api/companies?cid=1')).json().code).toBe('too_many_pages');
    // The employee pages count on their own.
    expect((await page(`/api/employees/${withContact[0]}`)).statusCode).toBe(200);
  });

  const report = (entityId: number, description: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { entityType: 'company', entityId, issueType: 'incorrect_data', description },
      remoteAddress: clientAddress(),
    });
  const storedReports = async (entityId: number) =>
    Number(
      (await accountRow(t, 'SELECT COUNT(*) AS n FROM issue_reports WHERE entity_id = ?', String(entityId)))
        ?.n,
    );

  it('finding 6: the same report sent from many clients is stored once', async () => {
    const first = await report(2, 'The address is wrong.');
    expect(first.json().report_id).toBeGreaterThan(0);
    const again = await Promise.all(
      Array.from({ length: 10 }, () => report(2, '  the ADDRESS is   wrong. ')),
    );
    expect(again.every((r) => r.statusCode === 200)).toBe(true);
    expect(again.every((r) => r.json().report_id === 0)).toBe(true);
    expect(await storedReports(2)).toBe(1);
  });

  it('finding 6: reports about one company stop at its daily quota, from however many clients', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= MESSAGES_PER_TARGET_PER_DAY; i++)
      statuses.push((await report(3, `Problem number ${i}`)).statusCode);
    expect(statuses.slice(0, MESSAGES_PER_TARGET_PER_DAY).every((s) => s === 200)).toBe(true);
    expect(statuses[MESSAGES_PER_TARGET_PER_DAY]).toBe(429);
    // Another company can still be reported.
    expect((await report(4, 'Problem number 0')).statusCode).toBe(200);
  });

  it('finding 6: contact messages from everyone together stop at the hourly quota', async () => {
    const limits = t.stores.accounts.limits;
    // Fill everyone's hour up to its last free place, as many senders would.
    await limits.hit('inbound:contact:all', 3600_000, { by: MESSAGES_PER_HOUR - 1 });
    const send = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: { name: 'N', email: `sender${i}@example.at`, subject: 'Hi', message: `Message ${i}` },
        remoteAddress: clientAddress(),
      });
    expect((await send(1)).statusCode).toBe(200);
    const refused = await send(2);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_messages');
  });

  it('finding 10: exports count rows against a daily quota the UI reads first', async () => {
    const user = await signIn(t, 'exports');
    const created = await user.request({
      method: 'POST',
      url: '/api/lists',
      payload: { name: 'Export quota' },
    });
    const listId = created.json().list.id as number;
    await user.request({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      payload: { company_ids: [1, 2, 3, 4, 5] },
    });
    const quotas = async () => ZQuotasResponse.parse((await user.request('/api/quotas')).json());
    expect((await quotas()).export_rows).toMatchObject({
      limit: EXPORT_ROWS_PER_DAY,
      used: 0,
      remaining: EXPORT_ROWS_PER_DAY,
    });
    expect((await user.request(`/api/lists/${listId}/export?format=csv`)).statusCode).toBe(200);
    expect((await quotas()).export_rows).toMatchObject({ used: 5, remaining: EXPORT_ROWS_PER_DAY - 5 });
    // Earlier exports of the day used all but three rows: five more are refused, nothing counted.
    await t.stores.accounts.limits.hit(`quota:export-rows:${user.userId}`, 86_400_000, {
      by: EXPORT_ROWS_PER_DAY - 8,
    });
    const refused = await user.request({
      url: `/api/lists/${listId}/export?format=xlsx`,
      headers: { 'x-lang': 'de' },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('export_quota_reached');
    expect(refused.json().message).toContain('5 Zeilen');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await quotas()).export_rows.remaining).toBe(3);
  });
});
