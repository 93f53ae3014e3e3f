import { ZEmployeeDetail } from '@fd/contract';
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../factories';
import type { TestApp } from '../helpers';
import { SPEC_EMPLOYEE_FIELDS, useDetailApp } from './company-detail-helpers';

/** The employee page: contact details only for signed-in callers. */
describe('company and employee pages', () => {
  let t: TestApp;
  let user: SignedInUser;
  let db: Database.Database;
  useDetailApp((app) => {
    ({ t, user, db } = app);
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

    it("answers on GET /api/employees/{id} exactly what the web app's path answers", async () => {
      const byPath = await t.app.inject(`/api/employees/${employeeId}`);
      expect(byPath.statusCode).toBe(200);
      expect(byPath.json()).toEqual((await t.app.inject(`/api/employees?eid=${employeeId}`)).json());
      const signedIn = ZEmployeeDetail.parse((await user.request(`/api/employees/${employeeId}`)).json());
      expect(signedIn).toMatchObject({ email: stored.email, phone: stored.phone, contact_visible: true });
      expect((await t.app.inject('/api/employees/999999')).json().code).toBe('employee_not_found');
      const bad = await t.app.inject({ url: '/api/employees/x1', headers: { 'x-lang': 'de' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'employee_id_invalid', message: /Mitarbeiternummer/ });
      const english = await t.app.inject({ url: '/api/employees/0', headers: { 'x-lang': 'en' } });
      expect(english.json().message).toMatch(/employee id must be a positive whole number/);
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
});
