import { ZContactResponse, ZContactsResponse } from '@fd/contract';
import type Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../factories';
import type { TestApp } from '../helpers';
import { json, parseCsv, useWorkspaceApp } from './workspace-helpers';

/** Saved contacts (employees) with notes, and their CSV export. */
describe('the workspace', () => {
  let t: TestApp;
  let db: Database.Database;
  useWorkspaceApp((app, database) => {
    t = app;
    db = database;
  });

  describe('contacts', () => {
    let employeeId: number;
    beforeAll(() => {
      employeeId = db
        .prepare('SELECT employee_id FROM employees WHERE email IS NOT NULL ORDER BY employee_id LIMIT 1')
        .pluck()
        .get() as number;
    });

    it('saves an employee with a note, changes the note and removes the contact', async () => {
      const user = await signIn(t, 'contacts');
      const employee = (await t.stores.companies.companyDetail.employee(employeeId))!;
      const { contact } = await json(
        ZContactResponse,
        user.request({
          method: 'POST',
          url: '/api/contacts',
          payload: { employee_id: employeeId, note: 'Messe 2026' },
        }),
      );
      expect(contact).toMatchObject({
        employee_id: employeeId,
        fullName: employee.fullName,
        company_name: employee.company_name,
        email: employee.email,
        note: 'Messe 2026',
      });
      const updated = await json(
        ZContactResponse,
        user.request({
          method: 'PATCH',
          url: `/api/contacts/${contact.id}`,
          payload: { note: 'Angebot geschickt' },
        }),
      );
      expect(updated.contact.note).toBe('Angebot geschickt');

      const resaved = await json(
        ZContactResponse,
        user.request({
          method: 'POST',
          url: '/api/contacts',
          payload: { employee_id: employeeId, note: 'Rückruf' },
        }),
      );
      expect(resaved.contact.id).toBe(contact.id);
      const { contacts } = await json(ZContactsResponse, user.request('/api/contacts'));
      expect(contacts.map((saved) => [saved.id, saved.note])).toEqual([[contact.id, 'Rückruf']]);

      expect((await user.request({ method: 'DELETE', url: `/api/contacts/${contact.id}` })).statusCode).toBe(
        200,
      );
      expect((await json(ZContactsResponse, user.request('/api/contacts'))).contacts).toEqual([]);
      expect((await user.request({ method: 'DELETE', url: `/api/contacts/${contact.id}` })).statusCode).toBe(
        404,
      );
    });

    it('refuses an employee that does not exist', async () => {
      const user = await signIn(t, 'contacts-unknown');
      const response = await user.request({
        method: 'POST',
        url: '/api/contacts',
        payload: { employee_id: 999_999 },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toContain('999999');
    });

    it('exports the contacts as CSV with the note', async () => {
      const user = await signIn(t, 'contacts-export');
      await user.request({
        method: 'POST',
        url: '/api/contacts',
        payload: { employee_id: employeeId, note: 'Notiz; mit "Zitat"' },
      });
      const response = await user.request('/api/contacts/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/csv');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const [header, ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
      expect(header).toEqual([
        'Name',
        'Position',
        'Firma',
        'Firmen-ID',
        'E-Mail',
        'Telefon',
        'Notiz',
        'Gespeichert am',
      ]);
      const employee = (await t.stores.companies.companyDetail.employee(employeeId))!;
      expect(rows).toHaveLength(1);
      expect(rows[0]!.slice(0, 7)).toEqual([
        employee.fullName,
        employee.title,
        employee.company_name,
        String(employee.company_id),
        employee.email,
        employee.phone ?? '',
        'Notiz; mit "Zitat"',
      ]);
      expect(rows[0]![7]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    });

    it('exports a note that looks like a spreadsheet formula as text', async () => {
      const user = await signIn(t, 'contacts-formula');
      await user.request({
        method: 'POST',
        url: '/api/contacts',
        payload: { employee_id: employeeId, note: '=HYPERLINK("http://example.com")' },
      });
      const [, row] = parseCsv(
        (await user.request('/api/contacts/export')).rawPayload.subarray(3).toString('utf8'),
      );
      expect(row![6]).toBe(`'=HYPERLINK("http://example.com")`);
    });

    it("answers another user's contact with 404 and changes nothing", async () => {
      const owner = await signIn(t, 'contacts-owner');
      const intruder = await signIn(t, 'contacts-intruder');
      const { contact } = await json(
        ZContactResponse,
        owner.request({
          method: 'POST',
          url: '/api/contacts',
          payload: { employee_id: employeeId, note: 'privat' },
        }),
      );
      expect(
        (
          await intruder.request({
            method: 'PATCH',
            url: `/api/contacts/${contact.id}`,
            payload: { note: 'x' },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await intruder.request({ method: 'DELETE', url: `/api/contacts/${contact.id}` })).statusCode,
      ).toBe(404);
      expect((await json(ZContactsResponse, intruder.request('/api/contacts'))).contacts).toEqual([]);
      expect((await json(ZContactsResponse, owner.request('/api/contacts'))).contacts[0]!.note).toBe(
        'privat',
      );
    });
  });
});
