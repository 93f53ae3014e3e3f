import {
  ISSUE_TYPES,
  reportDateSortKey,
  ZCompanyDetail,
  ZEmployeeDetail,
  ZIssueReportResponse,
  ZRefreshResponse,
} from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCompanyDetailService } from '../../src/modules/companies/detail-service';
import { createRenderPool } from '../../src/modules/documents/render-pool';
import { createInboundLimits } from '../../src/modules/limits/inbound-limits';
import { createQuotas } from '../../src/modules/limits/quotas';
import { clientAddress } from '../auth-helpers';
import { accountRow, openTestDatabase, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { pdfText } from '../pdf-text';

/** Every field of a full company record, as the contract's entity names them. */
const SPEC_COMPANY_FIELDS = [
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

const SPEC_FINANCIAL_FIELDS = [
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

const SPEC_EMPLOYEE_FIELDS = [
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

/** Letters without their accents, for comparing text of a PDF whose standard fonts lack some letters. */
const withoutAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ı/g, 'i');

describe('company and employee pages', () => {
  let t: TestApp;
  let user: SignedInUser;
  let db: Database.Database;

  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t, 'detail');
    db = openTestDatabase(t);
  });
  afterAll(async () => {
    db.close();
    await t.close();
  });

  const companyId = (where: string) =>
    db
      .prepare(`SELECT company_id FROM companies WHERE ${where} ORDER BY company_id LIMIT 1`)
      .pluck()
      .get() as number;
  const getCompany = (cid: number | string, signedIn = false) =>
    signedIn ? user.request(`/api/companies?cid=${cid}`) : t.app.inject(`/api/companies?cid=${cid}`);

  describe('GET /api/companies', () => {
    it.each([
      ['the largest company', 'company_id = 1'],
      ['a company with owners, subsidiaries and founders', "subsidiaries <> '[]' AND founders <> '[]'"],
      ['a company without financial reports', 'financials_count = 0'],
      ['a company without employees', 'employees_count = 0 AND financials_count > 0'],
    ])('returns every field of the company record for %s', async (_what, where) => {
      const cid = companyId(where);
      const response = await getCompany(cid);
      expect(response.statusCode).toBe(200);
      const raw = response.json();
      expect(Object.keys(raw).sort()).toEqual(
        [
          'company',
          'employees',
          'financials',
          'group',
          'history',
          'linked_companies',
          'peers',
          'provenance',
          'representatives',
          'watched',
        ].sort(),
      );
      for (const field of SPEC_COMPANY_FIELDS) expect(raw.company, field).toHaveProperty(field);
      const detail = ZCompanyDetail.parse(raw);
      expect(detail.company.company_id).toBe(cid);
      // Generated companies are marked as such, every value invented, none published.
      expect(detail.provenance.synthetic).toBe(true);
      expect(detail.provenance.fields.every((f) => f.source === 'generator' && !f.published)).toBe(true);
      expect(detail.company.counts).toEqual({
        employees: detail.employees.length,
        financials: detail.financials.length,
        representatives: detail.representatives.length,
      });
    });

    it('lists financial reports oldest first with dd/mm/yyyy dates and every field', async () => {
      const detail = ZCompanyDetail.parse((await getCompany(1)).json());
      expect(detail.financials.length).toBeGreaterThan(1);
      for (const report of detail.financials) {
        expect(report.report_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        for (const field of SPEC_FINANCIAL_FIELDS) expect(report, field).toHaveProperty(field);
      }
      const keys = detail.financials.map((report) => reportDateSortKey(report.report_date));
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
      const stored = db
        .prepare('SELECT max(report_date) FROM financials WHERE company_id = 1')
        .pluck()
        .get() as string;
      expect(detail.financials.at(-1)!.report_date).toBe(stored.split('-').reverse().join('/'));
    });

    it('lists representatives with name, title, representation, location and birth date', async () => {
      const detail = ZCompanyDetail.parse((await getCompany(1)).json());
      expect(detail.representatives.length).toBeGreaterThan(0);
      for (const representative of detail.representatives) {
        expect(Object.keys(representative).sort()).toEqual([
          'born_on',
          'location',
          'name',
          'person',
          'representation',
          'title',
        ]);
      }
    });

    it('lists the team: employees of this company with every field', async () => {
      const detail = ZCompanyDetail.parse((await getCompany(1)).json());
      expect(detail.employees.length).toBeGreaterThan(0);
      for (const employee of detail.employees) {
        expect(employee.company_id).toBe(1);
        for (const field of SPEC_EMPLOYEE_FIELDS) expect(employee, field).toHaveProperty(field);
      }
    });

    it('links owners and subsidiaries to companies that exist', async () => {
      const cid = companyId("subsidiaries <> '[]'");
      const detail = ZCompanyDetail.parse((await getCompany(cid)).json());
      expect(detail.linked_companies.length).toBeGreaterThan(0);
      const referenced = new Set(
        [...detail.company.owners, ...detail.company.subsidiaries, ...detail.company.founders].map(
          (ref) => ref.company_id,
        ),
      );
      for (const linked of detail.linked_companies) {
        expect(referenced.has(linked.company_id)).toBe(true);
        const target = await getCompany(linked.company_id);
        expect(target.statusCode).toBe(200);
        expect(target.json().company.company_name).toBe(linked.company_name);
      }
      for (const subsidiary of detail.company.subsidiaries) expect(subsidiary.name.length).toBeGreaterThan(0);
    });

    it('names the parent company among the owners of a subsidiary', async () => {
      const cid = companyId(`owners LIKE '%"company_id"%'`);
      const detail = ZCompanyDetail.parse((await getCompany(cid)).json());
      const parent = detail.company.owners.find((owner) => typeof owner.company_id === 'number')!;
      const linked = detail.linked_companies.find((company) => company.company_id === parent.company_id);
      expect(linked).toMatchObject({ relation: 'owner', company_name: parent.name });
    });

    it('places the company among its industry peers with percentiles between 0 and 100', async () => {
      const ids = db
        .prepare('SELECT company_id FROM latest_financials ORDER BY company_id LIMIT 20')
        .pluck()
        .all() as number[];
      for (const id of ids) {
        const { peers, company } = ZCompanyDetail.parse((await getCompany(id)).json());
        expect(peers).not.toBeNull();
        expect(peers!.industry).toBe(company.gegenstand);
        expect(peers!.peers).toBeGreaterThanOrEqual(1);
        for (const percentile of [
          peers!.revenue_percentile,
          peers!.equity_ratio_percentile,
          peers!.return_on_sales_percentile,
        ]) {
          if (percentile === null) continue;
          expect(percentile).toBeGreaterThanOrEqual(0);
          expect(percentile).toBeLessThanOrEqual(100);
        }
      }
      const withoutReports = ZCompanyDetail.parse(
        (await getCompany(companyId('financials_count = 0'))).json(),
      );
      expect(withoutReports.peers).toBeNull();
    });

    it("never puts the team's e-mail and phone on the company page, whoever asks (finding 4)", async () => {
      const cid = db
        .prepare('SELECT company_id FROM employees WHERE email IS NOT NULL ORDER BY employee_id LIMIT 1')
        .pluck()
        .get() as number;
      const anonymous = ZCompanyDetail.parse((await getCompany(cid)).json());
      for (const employee of anonymous.employees) {
        expect(employee.email).toBeNull();
        expect(employee.phone).toBeNull();
      }
      const signedIn = ZCompanyDetail.parse((await getCompany(cid, true)).json());
      expect(signedIn.employees.length).toBeGreaterThan(0);
      for (const employee of signedIn.employees) {
        expect(employee.email).toBeNull();
        expect(employee.phone).toBeNull();
      }
    });

    it('answers an unknown company with 404 and a JSON message', async () => {
      const response = await getCompany(999_999);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ success: false, error: expect.stringContaining('999999') });
    });

    it.each(['abc', '-1', '1.5', ''])("answers cid=%s with 400 and a message naming 'cid'", async (cid) => {
      const response = await getCompany(cid);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('cid');
    });

    it('answers a missing cid with 400', async () => {
      const response = await t.app.inject('/api/companies');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('cid');
    });

    it('accepts the uid parameter without trusting it', async () => {
      const response = await getCompany('1&uid=guest');
      expect(response.statusCode).toBe(200);
    });
  });

  describe('GET /api/employees', () => {
    let employeeId: number;
    let stored: { email: string; phone: string | null };
    beforeAll(() => {
      employeeId = db
        .prepare('SELECT employee_id FROM employees WHERE email IS NOT NULL AND phone IS NOT NULL LIMIT 1')
        .pluck()
        .get() as number;
      stored = db
        .prepare('SELECT email, phone FROM employees WHERE employee_id = ?')
        .get(employeeId) as typeof stored;
    });

    it('withholds e-mail and phone from anonymous callers and says so', async () => {
      const response = await t.app.inject(`/api/employees?eid=${employeeId}&uid=guest`);
      expect(response.statusCode).toBe(200);
      const employee = ZEmployeeDetail.parse(response.json());
      for (const field of SPEC_EMPLOYEE_FIELDS) expect(employee, field).toHaveProperty(field);
      expect(employee).toMatchObject({
        employee_id: employeeId,
        email: null,
        phone: null,
        contact_visible: false,
        contact_available: true,
        contact_withheld: 'login',
      });
    });

    it('shows e-mail and phone to logged-in callers', async () => {
      const employee = ZEmployeeDetail.parse((await user.request(`/api/employees?eid=${employeeId}`)).json());
      expect(employee).toMatchObject({
        employee_id: employeeId,
        email: stored.email,
        phone: stored.phone,
        contact_visible: true,
        contact_available: true,
        contact_withheld: null,
      });
    });

    it('answers an unknown employee with 404 and a bad id with 400', async () => {
      const unknown = await t.app.inject('/api/employees?eid=999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().success).toBe(false);
      const bad = await t.app.inject('/api/employees?eid=x');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('eid');
    });
  });

  describe('documents', () => {
    const expectPdf = (response: {
      statusCode: number;
      headers: Record<string, unknown>;
      rawPayload: Buffer;
    }) => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      return pdfText(response.rawPayload);
    };

    it("GET /api/financial_report renders the report as a PDF with the company's name and period", async () => {
      const report = (await t.stores.companies.companyDetail.financials(1)).at(-1)!;
      const company = (await t.stores.companies.companyDetail.company(1))!;
      const response = await t.app.inject(`/api/financial_report?id=${report.report_id}`);
      const text = expectPdf(response);
      expect(response.headers['content-disposition']).toMatch(
        /^inline; filename="jahresabschluss-1-\d{4}-\d{2}-\d{2}\.pdf"$/,
      );
      expect(text).toContain(company.company_name);
      expect(text).toContain(report.report_date);
      expect(text).toContain(String(report.report_id));
      expect(text).toContain('Umsatz');
    });

    it('offers the financial report as a download', async () => {
      const report = (await t.stores.companies.companyDetail.financials(1))[0]!;
      const response = await t.app.inject(`/api/financial_report?id=${report.report_id}&download=1`);
      expectPdf(response);
      expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    });

    it('prints names with letters that the PDF standard fonts lack in a readable form', async () => {
      const cid = db
        .prepare(
          "SELECT company_id FROM companies WHERE financials_count > 0 AND company_name GLOB '*[ćčşŞğı]*' LIMIT 1",
        )
        .pluck()
        .get() as number;
      const company = (await t.stores.companies.companyDetail.company(cid))!;
      const report = (await t.stores.companies.companyDetail.financials(cid)).at(-1)!;
      const text = expectPdf(await t.app.inject(`/api/financial_report?id=${report.report_id}`));
      expect(withoutAccents(text)).toContain(withoutAccents(company.company_name));
    });

    it('answers an unknown financial report with 404 JSON', async () => {
      const response = await t.app.inject('/api/financial_report?id=999999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: expect.stringContaining('999999999') });
      expect((await t.app.inject('/api/financial_report?id=abc')).statusCode).toBe(400);
    });

    it('GET /api/gisaDocument renders the register extract of a company from source 1', async () => {
      const cid = companyId('source = 1 AND ID_GISA IS NOT NULL');
      const company = (await t.stores.companies.companyDetail.company(cid))!;
      const text = expectPdf(await t.app.inject(`/api/gisaDocument?id=${cid}`));
      expect(withoutAccents(text)).toContain(withoutAccents(company.company_name));
      expect(text).toContain(company.ID_GISA!);
      expect(text).toContain('GISA');
    });

    it('GET /api/gisaDocument answers 404 for a company from another source', async () => {
      const response = await t.app.inject(`/api/gisaDocument?id=${companyId('source <> 1')}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error: expect.stringContaining('GISA') });
    });

    it('GET /api/zrvDocument renders the association register extract of a company with a ZVR number', async () => {
      const cid = companyId('ID_ZRV IS NOT NULL');
      const company = (await t.stores.companies.companyDetail.company(cid))!;
      const text = expectPdf(await t.app.inject(`/api/zrvDocument?id=${cid}`));
      expect(withoutAccents(text)).toContain(withoutAccents(company.company_name));
      expect(text).toContain(company.ID_ZRV!);
    });

    it('GET /api/zrvDocument answers 404 for a company without a ZVR number, and for an unknown company', async () => {
      const response = await t.app.inject(`/api/zrvDocument?id=${companyId('ID_ZRV IS NULL')}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toContain('ZVR');
      expect((await t.app.inject('/api/zrvDocument?id=999999')).statusCode).toBe(404);
      expect((await t.app.inject('/api/gisaDocument?id=999999')).statusCode).toBe(404);
    });

    it('prints the representatives in the register extract, also names with letters the fonts lack', async () => {
      const cid = db
        .prepare(`SELECT c.company_id FROM companies c WHERE c.source = 1
          AND EXISTS (SELECT 1 FROM representatives r WHERE r.company_id = c.company_id AND r.name GLOB '*[ćčşŞğı]*')
          ORDER BY c.company_id LIMIT 1`)
        .pluck()
        .get() as number;
      const text = withoutAccents(expectPdf(await t.app.inject(`/api/gisaDocument?id=${cid}`)));
      for (const representative of await t.stores.companies.companyDetail.representatives(cid)) {
        expect(text).toContain(withoutAccents(representative.name));
      }
    });
  });

  describe('POST /api/reports', () => {
    const valid = () => ({
      entityType: 'company',
      entityId: 1,
      entityName: 'Schneider-Werke GmbH',
      issueType: 'incorrect_data',
      description: 'Die Telefonnummer ist veraltet.',
      correctData: '+49 621 123456',
      userEmail: 'melder@example.at',
      priority: 'high',
      timestamp: '2026-01-01T10:00:00.000Z',
      userAgent: 'Vitest',
      url: 'http://localhost:3000/dashboard/companies/1',
    });
    const report = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/reports',
        payload: payload as object,
        remoteAddress: clientAddress(),
      });
    const storedReport = (reportId: number) =>
      accountRow(t, 'SELECT * FROM issue_reports WHERE report_id = ?', reportId);

    it('stores a report as open and answers with its id', async () => {
      const response = await report(valid());
      expect(response.statusCode).toBe(200);
      const body = ZIssueReportResponse.parse(response.json());
      expect(body.status).toBe('open');
      expect(await storedReport(body.report_id)).toMatchObject({
        entity_type: 'company',
        entity_id: '1',
        issue_type: 'incorrect_data',
        description: 'Die Telefonnummer ist veraltet.',
        correct_data: '+49 621 123456',
        user_email: 'melder@example.at',
        priority: 'high',
        status: 'open',
        user_id: null,
      });
    });

    it('accepts every issue type of the contract', async () => {
      for (const issueType of ISSUE_TYPES)
        expect((await report({ ...valid(), issueType })).statusCode).toBe(200);
    });

    it('defaults the priority to medium and takes optional fields as empty', async () => {
      const { priority: _priority, correctData: _correct, userEmail: _email, ...rest } = valid();
      const body = ZIssueReportResponse.parse((await report(rest)).json());
      expect(await storedReport(body.report_id)).toMatchObject({
        priority: 'medium',
        correct_data: '',
        user_email: '',
      });
    });

    it('reports an employee and remembers who reported when logged in', async () => {
      const employeeId = db.prepare('SELECT min(employee_id) FROM employees').pluck().get() as number;
      const response = await user.request({
        method: 'POST',
        url: '/api/reports',
        payload: { ...valid(), entityType: 'employee', entityId: String(employeeId) },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect(await storedReport(response.json().report_id)).toMatchObject({
        entity_type: 'employee',
        user_id: user.userId,
      });
    });

    it.each([
      ['an issue type not in the list', { issueType: 'spam' }, 'issueType'],
      ['no issue type', { issueType: undefined }, 'issueType'],
      ['an empty description', { description: '   ' }, 'describe'],
      ['a bad e-mail address', { userEmail: 'not-an-email' }, 'userEmail'],
      ['an unknown priority', { priority: 'urgent' }, 'priority'],
      ['an unknown entity type', { entityType: 'person' }, 'entityType'],
      ['an entity id that is not a number', { entityId: 'eins' }, 'entityId'],
      ['a company that does not exist', { entityId: 999_999 }, 'entityId'],
      ['an employee that does not exist', { entityType: 'employee', entityId: 999_999 }, 'entityId'],
    ])('refuses %s with 400 and a message', async (_what, change, field) => {
      const response = await report({ ...valid(), ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: expect.stringContaining(field) });
    });
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

    it('records what changed in recent_updates and date_updated, and a second refresh the same day changes nothing', async () => {
      const { cid, body } = await refreshUntilChanged(100);
      expect(body.date_updated).toBe(today());
      const company = (await t.stores.companies.companyDetail.company(cid))!;
      expect(company.date_updated).toBe(today());
      expect(company.recent_updates.slice(0, body.changes.length)).toEqual(
        body.changes.map((change) =>
          expect.objectContaining({ ...change, date: expect.stringMatching(new RegExp(`^${today()}`)) }),
        ),
      );
      for (const change of body.changes) {
        expect(company[change.field as keyof typeof company]).toBe(change.new_value);
      }

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
