import { WORKSPACE_LIMITS, ZPersonResponse, ZRecentResponse } from '@fd/contract';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { identityOfPage } from '../../src/modules/privacy/block-set';
import { signIn } from '../factories';
import type { TestApp } from '../helpers';
import { clockAt, json, useWorkspaceApp } from './workspace-helpers';

/** The pages a user opened recently. */
describe('the workspace', () => {
  let t: TestApp;
  let db: Database.Database;
  useWorkspaceApp((app, database) => {
    t = app;
    db = database;
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
      const again = await user.request({
        method: 'DELETE',
        url: '/api/recent/company-5',
        headers: { 'x-lang': 'en' },
      });
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

    describe('person pages', () => {
      /** The first representatives of companies 1, 2, … with a person page, as their pages name them. */
      async function people(count: number): Promise<{ key: string; name: string }[]> {
        const found = new Map<string, string>();
        for (let cid = 1; found.size < count && cid < 400; cid++) {
          for (const rep of await t.stores.companies.companyDetail.representatives(cid)) {
            if (rep.person && found.size < count) found.set(rep.person, rep.name);
          }
        }
        expect(found.size).toBe(count);
        return [...found].map(([key, name]) => ({ key, name }));
      }
      const page = (key: string) => `/api/people/${encodeURIComponent(key)}`;

      it('records person pages among the company pages, latest first, with the name and key', async () => {
        const user = await signIn(t, 'recent-people');
        const [first, second] = await people(2);
        const start = Date.now();
        for (const [minute, url] of [page(first!.key), '/api/companies?cid=5', page(second!.key)].entries()) {
          clockAt(start, minute + 1);
          expect((await user.request(url)).statusCode).toBe(200);
        }
        await t.app.inject(page(first!.key));
        const { items } = await json(ZRecentResponse, user.request('/api/recent'));
        expect(items.map((item) => item.id)).toEqual([
          `person-${second!.key}`,
          'company-5',
          `person-${first!.key}`,
        ]);
        const person = (await json(ZPersonResponse, t.app.inject(page(second!.key)))).mandates[0]!;
        expect(items[0]).toEqual({
          id: `person-${second!.key}`,
          entity_type: 'person',
          person_key: second!.key,
          name: second!.name,
          subtitle: `${person.role} · ${person.company_name}`,
          viewed_at: new Date(start + 3 * 60_000).toISOString(),
        });
      });

      it('removes one person page and clears them with the rest', async () => {
        const user = await signIn(t, 'recent-people-delete');
        const [first, second] = await people(2);
        await user.request(page(first!.key));
        await user.request(page(second!.key));
        await user.request('/api/companies?cid=5');
        const forget = `/api/recent/${encodeURIComponent(`person-${first!.key}`)}`;
        expect((await user.request({ method: 'DELETE', url: forget })).statusCode).toBe(200);
        expect((await user.request({ method: 'DELETE', url: forget })).statusCode).toBe(404);
        const { items } = await json(ZRecentResponse, user.request('/api/recent'));
        expect(items.map((item) => item.id).sort()).toEqual(['company-5', `person-${second!.key}`]);
        expect((await user.request({ method: 'DELETE', url: '/api/recent' })).statusCode).toBe(200);
        expect((await json(ZRecentResponse, user.request('/api/recent'))).items).toEqual([]);
        expect(await t.stores.accounts.workspace.recentPeople(user.userId, 10)).toEqual([]);
      });

      it('leaves a blocked person out of the list and shows them again once unblocked', async () => {
        const user = await signIn(t, 'recent-people-blocked');
        const [person] = await people(1);
        await user.request(page(person!.key));
        await user.request('/api/companies?cid=5');
        const identity = identityOfPage(person!.key)!;
        const blocks = t.stores.accounts.personBlocks;
        await blocks.block({
          identity,
          name: person!.name,
          company_id: null,
          blocked_at: new Date().toISOString(),
          blocked_by: 'test',
        });
        try {
          await t.app.refreshPersonBlocks();
          const { items } = await json(ZRecentResponse, user.request('/api/recent'));
          expect(items.map((item) => item.id)).toEqual(['company-5']);
        } finally {
          await blocks.unblock(identity);
          await t.app.refreshPersonBlocks();
        }
        const { items } = await json(ZRecentResponse, user.request('/api/recent'));
        expect(items.map((item) => item.id)).toContain(`person-${person!.key}`);
      });

      it(`keeps the latest ${WORKSPACE_LIMITS.recent} person pages of a user`, async () => {
        const user = await signIn(t, 'recent-people-limit');
        const other = await signIn(t, 'recent-people-limit-other');
        const workspace = t.stores.accounts.workspace;
        await workspace.recordPersonView(other.userId, 'pkept', WORKSPACE_LIMITS.recent);
        const start = Date.now();
        for (let n = 0; n <= WORKSPACE_LIMITS.recent; n++) {
          clockAt(start, n);
          await workspace.recordPersonView(user.userId, `pkey-${n}`, WORKSPACE_LIMITS.recent);
        }
        const kept = await workspace.recentPeople(user.userId, WORKSPACE_LIMITS.recent + 10);
        expect(kept).toHaveLength(WORKSPACE_LIMITS.recent);
        expect(kept[0]!.person_key).toBe(`pkey-${WORKSPACE_LIMITS.recent}`);
        expect(kept.map((row) => row.person_key)).not.toContain('pkey-0');
        expect(await workspace.recentPeople(other.userId, 10)).toHaveLength(1);
      });
    });
  });
});
