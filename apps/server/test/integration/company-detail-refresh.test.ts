import { ZRefreshResponse } from '@fd/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCompanyDetailService } from '../../src/modules/companies/detail-service';
import { createRenderPool } from '../../src/modules/documents/render-pool';
import { createInboundLimits } from '../../src/modules/limits/inbound-limits';
import { createQuotas } from '../../src/modules/limits/quotas';
import { createBlockSet } from '../../src/modules/privacy/block-set';
import { clientAddress } from '../auth-helpers';
import { type SignedInUser, signIn } from '../factories';
import type { TestApp } from '../helpers';
import { useDetailApp } from './company-detail-helpers';

/** Refreshing a company from its source. */
describe('company and employee pages', () => {
  let t: TestApp;
  useDetailApp((app) => {
    ({ t } = app);
  });

  describe('POST /api/refreshData', () => {
    // The synthetic source changes by the day: the clock stands still so the day cannot turn mid-test.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    const today = () => new Date().toISOString().slice(0, 10);
    let user: SignedInUser;
    beforeAll(async () => {
      user = await signIn(t, 'refresh');
    });
    const refresh = (payload: unknown) =>
      user.request({
        method: 'POST',
        url: '/api/refreshData',
        payload: payload as object,
        remoteAddress: clientAddress(),
      });

    it('needs a session', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/refreshData',
        payload: { company_id: 1 },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().success).toBe(false);
    });

    /** The first company, from `from` on, whose source shows news today. */
    async function refreshUntilChanged(from: number) {
      for (let cid = from; cid < from + 200; cid++) {
        const response = await refresh({ company_id: cid, scraper_id: 2, source_link: null });
        expect(response.statusCode).toBe(200);
        const body = ZRefreshResponse.parse(response.json());
        if (body.changes.length > 0) return { cid, body };
      }
      throw new Error('no company changed in 200 refreshes');
    }

    it('records what changed as events of the day (recent_updates, date_updated), and a second refresh the same day changes nothing', async () => {
      const { cid, body } = await refreshUntilChanged(100);
      expect(body.date_updated).toBe(today());
      const company = (await t.stores.companies.companyDetail.company(cid))!;
      expect(company.date_updated).toBe(today());
      for (const change of body.changes) {
        expect(company[change.field as keyof typeof company]).toBe(change.new_value);
      }
      // One event per difference: a status is a liquidation, a street an address, the rest contact data.
      const events = await t.stores.companies.events.ofCompany(cid, body.changes.length);
      const expectedTypes = body.changes.map((change) =>
        change.field === 'legal_status'
          ? 'liquidation'
          : change.field === 'address_street'
            ? 'address_change'
            : 'contact_change',
      );
      expect(events.map((event) => event.type).sort()).toEqual(expectedTypes.sort());
      for (const event of events) {
        expect(event).toMatchObject({ effective_date: today(), source: 'generator' });
        expect(event.recorded_at.startsWith(today())).toBe(true);
      }
      // The newest events are the recent updates.
      expect(company.recent_updates.slice(0, events.length).map((update) => update.field)).toEqual(
        events.map((event) => event.type),
      );

      const again = ZRefreshResponse.parse((await refresh({ company_id: String(cid) })).json());
      expect(again.changes).toEqual([]);
      expect((await t.stores.companies.companyDetail.company(cid))!.recent_updates).toEqual(
        company.recent_updates,
      );
    });

    it('derives the source deterministically per day', async () => {
      const service = createCompanyDetailService({
        companies: t.stores.companies,
        accounts: t.stores.accounts,
        onViewed: async () => {},
        isWatched: async () => false,
        render: createRenderPool(1),
        quotas: createQuotas(t.stores.accounts.limits),
        inbound: createInboundLimits(t.stores.accounts.limits),
        blocks: createBlockSet({
          repository: t.stores.accounts.personBlocks,
          keys: t.stores.companies.keys,
          refreshMs: 60_000,
        }),
      });
      const day = new Date('2031-03-14T09:00:00Z');
      let changed: number | null = null;
      for (let cid = 300; cid < 500 && changed === null; cid++) {
        if ((await service.refresh(cid, day)).changes.length > 0) changed = cid;
      }
      expect(changed).not.toBeNull();
      const before = (await t.stores.companies.companyDetail.company(changed!))!;
      expect((await service.refresh(changed!, new Date('2031-03-14T21:00:00Z'))).changes).toEqual([]);
      expect(await t.stores.companies.companyDetail.company(changed!)).toEqual(before);
    });

    it('answers an unknown company with 404 and a bad id with 400', async () => {
      const unknown = await refresh({ company_id: 999_999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().success).toBe(false);
      const bad = await refresh({ company_id: 'eins' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('company_id');
    });
  });
});
