import { ZAuditResponse, ZPrivacyDecision, ZPrivacyRequestFiled } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/modules/mail/mailer';
import { clientAddress } from '../auth-helpers';
import { type SignedInUser, signIn, uniqueEmail } from '../factories';
import type { TestApp } from '../helpers';
import { createOperatorTestApp } from '../mail-keeping-app';

/** A rectification granted as a correction of the person's record (docs/decisions/163). */
describe('privacy requests: rectification as a correction', () => {
  let t: TestApp;
  let operator: SignedInUser;
  let mails: OutgoingMail[] = [];
  let employee = { id: 0, companyId: 0, name: '' };
  let personKey = '';

  beforeAll(async () => {
    ({ t, operator, mails } = await createOperatorTestApp('oprectify'));
    const detail = t.stores.companies.companyDetail;
    for (let id = 1; id < 200 && (employee.id === 0 || personKey === ''); id++) {
      const staff = (await detail.employees(id))[0];
      if (employee.id === 0 && staff)
        employee = { id: staff.employee_id, companyId: id, name: staff.fullName };
      personKey ||= (await detail.representatives(id)).find((r) => r.person?.startsWith('p'))?.person ?? '';
    }
    expect(employee.id).toBeGreaterThan(0);
    expect(personKey).not.toBe('');
  });
  afterAll(() => t?.close());

  const fileRequest = async (email: string, lang: 'de' | 'en', kind = 'rectification') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/privacy-requests',
      headers: { 'x-lang': lang },
      payload: { name: 'Erika Muster', email, about: 'Firmenradar', kind, correction: 'Titel falsch' },
      remoteAddress: clientAddress(),
    });
    return ZPrivacyRequestFiled.parse(response.json()).request_id;
  };
  const correct = (id: number, payload: object, lang: 'de' | 'en' = 'en') =>
    operator.request({
      method: 'POST',
      url: `/api/operator/privacy-requests/${id}/correct`,
      payload,
      headers: { 'x-lang': lang },
    });

  it('writes the corrected values into the employee’s record, with history, audit and mail', async () => {
    const email = uniqueEmail('rectified');
    const id = await fileRequest(email, 'de');
    const corrections = [
      { field: 'title', value: 'Leiterin Einkauf' },
      { field: 'phone', value: '+43 1 234 56 78' },
      { field: 'email', value: '' },
    ];
    const answer = await correct(id, { person: `e${employee.id}`, corrections });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(ZPrivacyDecision.parse(answer.json()).request).toMatchObject({
      status: 'corrected',
      decided_by: operator.email,
      corrections,
    });
    expect(await t.stores.companies.companyDetail.employee(employee.id)).toMatchObject({
      title: 'Leiterin Einkauf',
      phone: '+43 1 234 56 78',
      email: null,
    });
    const [entry] = await t.stores.companies.history.entries([employee.companyId], 1);
    expect(entry).toMatchObject({
      field: 'person',
      oldValue: null,
      newValue: employee.name,
      source: 'report',
    });

    const second = await correct(id, { person: `e${employee.id}`, corrections });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'privacy_request_decided' });

    const [audit] = ZAuditResponse.parse((await operator.request('/api/operator/audit')).json()).entries;
    expect(audit?.action).toBe('privacy.correct');
    expect(JSON.parse(audit?.before ?? '')).toMatchObject({
      status: 'open',
      records: [{ company_id: employee.companyId, phone: null }],
    });
    expect(JSON.parse(audit?.after ?? '')).toMatchObject({ status: 'corrected', corrections });
    await t.app.accountMailsSent();
    const outcome = mails.filter((m) => m.to === email).at(-1);
    expect(outcome?.text).toContain('Wir zeigen die Angaben nun so:');
    expect(outcome?.text).toContain('Funktion: Leiterin Einkauf');
    expect(outcome?.text).toContain('E-Mail-Adresse: (gelöscht)');
  });

  it('corrects every mandate of a person page, and refuses contact fields for a mandate', async () => {
    const email = uniqueEmail('mandate');
    const id = await fileRequest(email, 'en');
    const refused = await correct(
      id,
      { person: personKey, corrections: [{ field: 'phone', value: '1' }] },
      'de',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'person_correction_field_invalid' });
    expect(refused.json().error).toContain('Das Feld „phone“ gibt es bei dieser Person nicht.');
    const answer = await correct(id, {
      person: personKey,
      corrections: [{ field: 'location', value: 'Graz' }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const mandates = await t.stores.companies.network.mandatesOfPeople([personKey.slice(1)]);
    expect(mandates.length).toBeGreaterThan(0);
    expect(mandates.every((m) => m.location === 'Graz')).toBe(true);
    await t.app.accountMailsSent();
    expect(mails.filter((m) => m.to === email).at(-1)?.text).toContain('Place: Graz');
  });

  it('refuses bad corrections with a translated 400, leaving the request open', async () => {
    const id = await fileRequest(uniqueEmail('invalid'), 'de');
    const person = `e${employee.id}`;
    for (const corrections of [
      [],
      [{ field: 'title', value: ' ' }],
      [{ field: 'email', value: 'no-address' }],
      [
        { field: 'phone', value: '1' },
        { field: 'phone', value: '2' },
      ],
      [{ field: 'birthday', value: '1970' }],
    ]) {
      const response = await correct(id, { person, corrections }, 'de');
      expect(response.statusCode, JSON.stringify(corrections)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'person_correction_invalid' });
    }
    const en = await correct(id, { person, corrections: [] }, 'en');
    expect(en.json().error).toContain('Please give at most one corrected value per field');
    expect(
      (await correct(id, { person: 'e999999999', corrections: [{ field: 'title', value: 'X' }] })).statusCode,
    ).toBe(404);
    const objection = await fileRequest(uniqueEmail('objection'), 'de', 'objection');
    const wrongKind = await correct(
      objection,
      { person, corrections: [{ field: 'title', value: 'X' }] },
      'de',
    );
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error).toContain(
      'Berichtigen lassen sich Angaben nur auf einen Antrag auf Berichtigung hin.',
    );
    expect(
      (await correct(987654, { person, corrections: [{ field: 'title', value: 'X' }] })).statusCode,
    ).toBe(404);
    const open = await operator.request('/api/operator/privacy-requests');
    expect(open.json().requests.map((r: { request_id: number }) => r.request_id)).toEqual(
      expect.arrayContaining([id, objection]),
    );
  });

  it('is the operator’s: 401 anonymous, 403 to other users', async () => {
    const url = '/api/operator/privacy-requests/1/correct';
    const payload = { person: `e${employee.id}`, corrections: [{ field: 'title', value: 'X' }] };
    expect((await t.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
    const user = await signIn(t, 'notrectifier');
    expect((await user.request({ method: 'POST', url, payload })).statusCode).toBe(403);
  });
});
