import type Database from 'better-sqlite3';
import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

/** Shared by the company and employee page suites: each file runs its own app on its own copy of the dataset. */

/** Every field of a full company record, as the contract's entity names them. */
export const SPEC_COMPANY_FIELDS = [
  'company_id',
  'company_name',
  'address_street',
  'address_city',
  'address_postcode',
  'address_country',
  'latitude',
  'longitude',
  'legal_status',
  'short_description',
  'gegenstand',
  'date_founded',
  'date_updated',
  'date_added',
  'insolvency',
  'source',
  'datalink',
  'domain_info',
  'recent_updates',
  'owners',
  'founders',
  'ceo',
  'subsidiaries',
  'contact_website',
  'contact_email',
  'contact_phone',
  'contact_fax',
  'social_linkedin',
  'social_facebook',
  'social_twitter',
  'social_instagram',
  'social_youtube',
  'social_tiktok',
  'social_pinterest',
  'social_wikipedia',
  'ID_Fb',
  'ID_EUID',
  'ID_Lei',
  'ID_VatID',
  'ID_GLN',
  'ID_EORI',
  'ID_Sirul',
  'ID_Stockp',
  'ID_Ut',
  'ID_GISA',
  'ID_ZRV',
  'ID_Gerichtscode',
];

export const SPEC_FINANCIAL_FIELDS = [
  'report_date',
  'revenue',
  'revenue_cagr',
  'revenue_per_employee',
  'earnings',
  'earnings_cagr',
  'return_on_sales',
  'return_on_equity',
  'total_assets',
  'equity',
  'equity_ratio',
  'liabilities',
  'real_estate',
  'cash_on_hand',
  'receivables',
  'pension_provisions',
  'cost_of_materials',
  'wages_and_salaries',
  'average_salary_per_employee',
  'tax_ratio',
  'base_per_share_capital',
  'employees_number',
  'auditor_name',
  'report_id',
];

export const SPEC_EMPLOYEE_FIELDS = [
  'employee_id',
  'fullName',
  'title',
  'headline',
  'company_id',
  'company_name',
  'industry',
  'locality',
  'email',
  'phone',
  'linkedin',
  'twitter',
  'skills',
  'experience',
  'education',
];

/** The app of a page suite, a signed-in user and the dataset, read directly. */
export interface DetailApp {
  t: TestApp;
  user: SignedInUser;
  db: Database.Database;
}

/** One test app for the file's tests; `use` receives it once it is open. */
export function useDetailApp(use?: (app: DetailApp) => void) {
  let app: DetailApp;
  beforeAll(async () => {
    const t = await createTestApp();
    const user = await signIn(t, 'detail');
    const db = openTestDatabase(t);
    app = { t, user, db };
    use?.(app);
  });
  afterAll(async () => {
    app.db.close();
    await app.t.close();
  });

  /** The first company that matches an SQL condition on the dataset's companies. */
  const companyId = (where: string) =>
    app.db
      .prepare(`SELECT company_id FROM companies WHERE ${where} ORDER BY company_id LIMIT 1`)
      .pluck()
      .get() as number;
  const getCompany = (cid: number | string, signedIn = false) =>
    signedIn ? app.user.request(`/api/companies?cid=${cid}`) : app.t.app.inject(`/api/companies?cid=${cid}`);
  return { companyId, getCompany };
}
