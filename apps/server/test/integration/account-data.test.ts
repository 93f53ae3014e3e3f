import { randomBytes, randomUUID } from 'node:crypto';
import { ZAccountResponse, ZListResponse } from '@fd/contract';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../src/modules/auth/crypto';
import { clientAddress, login } from '../auth-helpers';
import { accountCount, accountRow, requesterFor, signIn, uniqueEmail } from '../factories';
import type { TestApp } from '../helpers';
import { DAY_MS, json, useWorkspaceApp } from './workspace-helpers';

/** An account's data: the export, accounts without a password, and deletion. */
describe('the workspace', () => {
  let t: TestApp;
  let db: Database.Database;
  useWorkspaceApp((app, database) => {
    t = app;
    db = database;
  });

  describe('account', () => {
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
      const person = (await t.stores.companies.companyDetail.representatives(4)).find((rep) => rep.person)!;
      expect((await user.request(`/api/people/${encodeURIComponent(person.person!)}`)).statusCode).toBe(200);

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
      expect(data.recently_viewed).toHaveLength(2);
      expect(data.recently_viewed).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ entity_type: 'person', person_key: person.person, name: person.name }),
          expect.objectContaining({ entity_type: 'company', entity_id: 4 }),
        ]),
      );
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
        expect(wrong.json().error).toBe('Bitte geben Sie zur Bestätigung Ihre E-Mail-Adresse ein.');
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
        headers: { 'x-lang': 'en' },
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
      const person = (await t.stores.companies.companyDetail.representatives(1)).find((rep) => rep.person)!;
      await user.request(`/api/people/${encodeURIComponent(person.person!)}`);
      expect(await accountCount(t, 'SELECT count(*) FROM recent_people WHERE user_id = ?', user.userId)).toBe(
        1,
      );
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
        'recent_people',
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
});
