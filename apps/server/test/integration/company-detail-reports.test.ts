import { ISSUE_TYPES, ZIssueReportResponse } from '@fd/contract';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '../auth-helpers';
import { accountRow, type SignedInUser } from '../factories';
import type { TestApp } from '../helpers';
import { useDetailApp } from './company-detail-helpers';

/** Reports of wrong data on a company or employee page. */
describe('company and employee pages', () => {
  let t: TestApp;
  let user: SignedInUser;
  let db: Database.Database;
  useDetailApp((app) => {
    ({ t, user, db } = app);
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
});
