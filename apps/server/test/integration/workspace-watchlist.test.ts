import { ZWatchlistResponse } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { diffRecord, sourceState } from '../../src/modules/companies/refresh';
import { clientAddress } from '../auth-helpers';
import { signIn } from '../factories';
import type { TestApp } from '../helpers';
import { clockAt, DAY_MS, json, useWorkspaceApp } from './workspace-helpers';

/** The watch list and the events a refresh records for it. */
describe('the workspace', () => {
  let t: TestApp;
  useWorkspaceApp((app) => {
    t = app;
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
        events: [],
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
      // Refresh Data records each change as an event (docs/decisions/130).
      expect(first.events).toHaveLength(changes.length);
      expect(first.events.every((event) => event.source === 'generator')).toBe(true);
      expect(first.unseen_changes).toBe(changes.length);

      clockAt(start, 4);
      const second = (await json(ZWatchlistResponse, user.request('/api/watchlist'))).items[0]!;
      expect(second.events).toEqual(first.events);
      expect(second.unseen_changes).toBe(0);
    });
  });
});
