import type Database from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sourceState } from '../../src/modules/companies/refresh';
import type { SignedInUser } from '../factories';
import type { TestApp } from '../helpers';
import { filter, useSearchApp } from './dashboard-search-helpers';

/** Its own app: the refresh changes a company, which the tests of other files must not see. */
describe('POST /api/search after a refresh', () => {
  let t: TestApp;
  let user: SignedInUser;
  let db: Database.Database;
  const { allCompanyIds } = useSearchApp('search-refresh', (app) => {
    ({ t, user, db } = app);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('finds a company by its new legal status right after a refresh changed it', async () => {
    // The synthetic source changes by the day: the clock stands still so the day cannot turn mid-test.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const day = Math.floor(Date.now() / (24 * 3600 * 1000));
    const candidates = await Promise.all(
      (db.prepare('SELECT company_id FROM companies ORDER BY company_id').pluck().all() as number[]).map(
        async (id) => (await t.stores.companies.companyDetail.company(id))!,
      ),
    );
    const changing = candidates.find(
      (company) => company.legal_status === 'Active' && sourceState(company, day).legal_status !== 'Active',
    )!;
    const industryId = db
      .prepare('SELECT industry_id FROM companies WHERE company_id = ?')
      .pluck()
      .get(changing.company_id);
    const narrow = [filter('industry', [String(industryId)]), filter('country', [changing.address_country])];
    const before = await allCompanyIds([...narrow, filter('legal_status', ['Inactive'])]);
    expect(before).not.toContain(changing.company_id);

    const refresh = await user.request({
      method: 'POST',
      url: '/api/refreshData',
      payload: { company_id: changing.company_id },
    });
    expect(refresh.json().changes.map((change: { field: string }) => change.field)).toContain('legal_status');

    expect(await allCompanyIds([...narrow, filter('legal_status', ['Inactive'])])).toEqual(
      [...before, changing.company_id].sort((a, b) => a - b),
    );
    expect(await allCompanyIds([...narrow, filter('legal_status', ['Active'])])).not.toContain(
      changing.company_id,
    );
  });
});
