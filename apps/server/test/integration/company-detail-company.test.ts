import { reportDateSortKey, ZCompanyDetail } from '@fd/contract';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../factories';
import type { TestApp } from '../helpers';
import {
  SPEC_COMPANY_FIELDS,
  SPEC_EMPLOYEE_FIELDS,
  SPEC_FINANCIAL_FIELDS,
  useDetailApp,
} from './company-detail-helpers';

/** The company page: every field, the linked companies, the peers, and bad ids. */
describe('company and employee pages', () => {
  let t: TestApp;
  let db: Database.Database;
  let user: SignedInUser;
  const { companyId, getCompany } = useDetailApp((app) => {
    ({ t, db, user } = app);
  });

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
          'events',
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
      // The generator describes every company in both languages; the English text is stored too.
      expect(detail.company.short_description).toBeTruthy();
      expect(detail.company.short_description_en).toMatch(
        /^(Founded in|Since|.+, based in|.+ was founded in) /,
      );
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

    it('lists representatives with name, title, representation, location, birth date and start', async () => {
      const detail = ZCompanyDetail.parse((await getCompany(1)).json());
      expect(detail.representatives.length).toBeGreaterThan(0);
      for (const representative of detail.representatives) {
        expect(Object.keys(representative).sort()).toEqual([
          'born_on',
          'location',
          'name',
          'person',
          'representation',
          'since',
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

  describe('GET /api/companies/{id}', () => {
    it("answers exactly what the web app's path answers, to anonymous and signed-in callers", async () => {
      const cid = companyId("subsidiaries <> '[]' AND financials_count > 0");
      const byPath = await t.app.inject(`/api/companies/${cid}`);
      expect(byPath.statusCode).toBe(200);
      expect(byPath.json()).toEqual((await getCompany(cid)).json());
      const signedIn = await user.request(`/api/companies/${cid}`);
      expect(signedIn.json()).toEqual((await getCompany(cid, true)).json());
    });

    it('answers an unknown company with 404 and a bad id with 400 company_id_invalid, in both languages', async () => {
      const unknown = await t.app.inject('/api/companies/999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, code: 'company_not_found' });
      for (const id of ['abc', '0', '-1', '1.5', '1234567890123']) {
        const bad = await t.app.inject({ url: `/api/companies/${id}`, headers: { 'x-lang': 'de' } });
        expect(bad.statusCode, id).toBe(400);
        expect(bad.json()).toMatchObject({ code: 'company_id_invalid', message: /Firmennummer/ });
      }
      const english = await t.app.inject({ url: '/api/companies/abc', headers: { 'x-lang': 'en' } });
      expect(english.json().message).toMatch(/company id must be a positive whole number/);
    });

    it("is documented beside the web app's path, each naming the other", async () => {
      const spec = (await t.app.inject('/api/openapi.json')).json() as {
        paths: Record<string, { get?: { operationId: string; description?: string } }>;
      };
      expect(spec.paths['/api/companies/{id}']?.get).toMatchObject({
        operationId: 'companyById',
        description: expect.stringContaining('GET /api/companies?cid={id}'),
      });
      expect(spec.paths['/api/companies']?.get?.description).toMatch(
        /^The web app's path.*\/api\/companies\/\{id\}/,
      );
      expect(spec.paths['/api/employees/{id}']?.get?.description).toContain('GET /api/employees?eid={id}');
      expect(spec.paths['/api/employees']?.get?.description).toMatch(/^The web app's path/);
    });
  });
});
