import { WORKSPACE_LIMITS, ZRecentResponse } from '@fd/contract';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
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
  });
});
