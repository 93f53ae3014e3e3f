import { ZAuditResponse, ZCompanyDetail, ZDecisionResponse, ZOperatorReportsResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/modules/mail/mailer';
import { runOperatorCommand } from '../../src/modules/operator/role-command';
import { clientAddress } from '../auth-helpers';
import { type SignedInUser, signIn, uniqueEmail } from '../factories';
import type { TestApp } from '../helpers';
import { createOperatorTestApp } from '../mail-keeping-app';

/** The operator console's issue-report queue and audit log (docs/decisions/170), on both engines. */
describe('operator console: issue reports', () => {
  let t: TestApp;
  let operator: SignedInUser;
  let reporter: SignedInUser;
  let mails: OutgoingMail[] = [];

  beforeAll(async () => {
    ({ t, operator, mails } = await createOperatorTestApp('operator'));
    reporter = await signIn(t, 'reporter');
  });
  afterAll(() => t?.close());

  const report = async (payload: Record<string, unknown>, lang: 'de' | 'en' = 'de') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { 'x-lang': lang },
      payload: {
        entityType: 'company',
        entityId: 2,
        issueType: 'incorrect_data',
        description: 'Die Telefonnummer ist falsch.',
        ...payload,
      },
      remoteAddress: clientAddress(),
    });
    expect(response.statusCode).toBe(200);
    return response.json().report_id as number;
  };
  const company = async (id: number) =>
    ZCompanyDetail.parse((await t.app.inject(`/api/companies?cid=${id}`)).json());

  it('answers 401 to anonymous callers, 403 to other users and to API keys', async () => {
    expect((await t.app.inject('/api/operator/reports')).statusCode).toBe(401);
    const other = await reporter.request({ url: '/api/operator/reports', headers: { 'x-lang': 'en' } });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({
      code: 'operator_only',
      error: expect.stringContaining('operators'),
    });
    const created = await operator.request({
      method: 'POST',
      url: '/api/account/api-keys',
      payload: { name: 'k' },
    });
    const key = created.json().key as string;
    const withKey = await t.app.inject({
      url: '/api/operator/audit',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(withKey.statusCode).toBe(403);
    expect(withKey.json().code).toBe('api_key_not_allowed');
    expect((await operator.request('/api/operator/reports')).statusCode).toBe(200);
  });

  it('lists open reports with the company, the text and the suggested correction', async () => {
    const id = await report({ correctData: '+43 1 5550000', userEmail: 'melder@example.at' });
    const { reports } = ZOperatorReportsResponse.parse(
      (await operator.request('/api/operator/reports')).json(),
    );
    expect(reports.find((r) => r.report_id === id)).toMatchObject({
      entity_type: 'company',
      entity_id: 2,
      description: 'Die Telefonnummer ist falsch.',
      correct_data: '+43 1 5550000',
      status: 'open',
    });
  });

  it('accepts a report: the field changes as a change with the source “report”, the reporter is mailed in their language', async () => {
    const id = await report({ correctData: '+43 1 5550001', userEmail: 'reporter-en@example.at' }, 'en');
    mails.length = 0;
    const response = await operator.request({
      method: 'POST',
      url: `/api/operator/reports/${id}/accept`,
      payload: { correction: { field: 'contact_phone', value: '+43 1 5550001' } },
    });
    expect(response.statusCode).toBe(200);
    expect(ZDecisionResponse.parse(response.json()).report).toMatchObject({
      status: 'resolved',
      decided_by: operator.email,
    });
    const detail = await company(2);
    expect(detail.company.contact_phone).toBe('+43 1 5550001');
    expect(detail.history[0]).toMatchObject({
      field: 'contact_phone',
      new_value: '+43 1 5550001',
      source: 'report',
    });
    expect(detail.events[0]).toMatchObject({ type: 'contact_change', source: 'report' });
    // The mail rides the durable queue (docs/decisions/197).
    await t.app.accountMailsSent();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'reporter-en@example.at',
      subject: `Your report no. ${id} to Firmenradar`,
    });
    // Decided once: a second decision is refused.
    const again = await operator.request({
      method: 'POST',
      url: `/api/operator/reports/${id}/reject`,
      payload: { reason: 'x' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('issue_report_decided');
  });

  it('rejects a report with a reason and mails a signed-in reporter in their account language', async () => {
    const response = await reporter.request({
      method: 'POST',
      url: '/api/reports',
      payload: { entityType: 'company', entityId: 3, issueType: 'other', description: 'Das stimmt nicht.' },
    });
    const id = response.json().report_id as number;
    mails.length = 0;
    const rejected = await operator.request({
      method: 'POST',
      url: `/api/operator/reports/${id}/reject`,
      payload: { reason: 'Der Registereintrag bestätigt die Angabe.' },
    });
    expect(ZDecisionResponse.parse(rejected.json()).report).toMatchObject({
      status: 'rejected',
      decision_reason: 'Der Registereintrag bestätigt die Angabe.',
    });
    await t.app.accountMailsSent();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe(reporter.email);
    expect(mails[0]?.subject).toBe(`Ihre Meldung Nr. ${id} an Firmenradar`);
    expect(mails[0]?.text).toContain('Der Registereintrag bestätigt die Angabe.');
  });

  it('refuses bad decisions with translated errors and changes nothing', async () => {
    const id = await report({});
    const status = await operator.request({
      method: 'POST',
      url: `/api/operator/reports/${id}/accept`,
      headers: { 'x-lang': 'en' },
      payload: { correction: { field: 'legal_status', value: 'Bankrupt' } },
    });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({
      code: 'correction_status_invalid',
      error: '“Bankrupt” is not a legal status.',
    });
    const { reports } = ZOperatorReportsResponse.parse(
      (await operator.request('/api/operator/reports')).json(),
    );
    expect(reports.find((r) => r.report_id === id)?.status).toBe('open');
    const unknown = await operator.request({
      method: 'POST',
      url: '/api/operator/reports/999999/reject',
      payload: { reason: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('issue_report_not_found');
    const noReason = await operator.request({
      method: 'POST',
      url: `/api/operator/reports/${id}/reject`,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('applies a report once when two operators accept it at the same moment', async () => {
    const id = await report({ correctData: 'https://www.beispiel-gleichzeitig.at' });
    const accept = () =>
      operator.request({
        method: 'POST',
        url: `/api/operator/reports/${id}/accept`,
        payload: { correction: { field: 'contact_website', value: 'https://www.beispiel-gleichzeitig.at' } },
      });
    const answers = await Promise.all([accept(), accept()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const websiteChanges = (await company(2)).history.filter(
      (entry) => entry.new_value === 'https://www.beispiel-gleichzeitig.at',
    );
    expect(websiteChanges).toHaveLength(1);
  });

  it('accepts a report about a person only without a correction', async () => {
    const employee = (await company(2)).employees[0];
    if (!employee) throw new Error('company 2 has no employees in the test dataset');
    const id = await report({ entityType: 'employee', entityId: employee.employee_id });
    const withCorrection = await operator.request({
      method: 'POST',
      url: `/api/operator/reports/${id}/accept`,
      payload: { correction: { field: 'contact_phone', value: '+43 1 1' } },
    });
    expect(withCorrection.json().code).toBe('correction_needs_company');
    const plain = await operator.request({
      method: 'POST',
      url: `/api/operator/reports/${id}/accept`,
      payload: {},
    });
    expect(ZDecisionResponse.parse(plain.json()).report.status).toBe('resolved');
  });

  it('records every action in the audit log, filterable by action and operator', async () => {
    const all = ZAuditResponse.parse((await operator.request('/api/operator/audit')).json());
    expect(all.entries.map((entry) => entry.action)).toEqual([
      'report.accept',
      'report.accept',
      'report.reject',
      'report.accept',
    ]);
    expect(JSON.parse(all.entries[3]?.after ?? '{}')).toEqual({
      status: 'resolved',
      contact_phone: '+43 1 5550001',
    });
    expect(all.entries[1]?.actor_email).toBe(operator.email);
    const accepts = ZAuditResponse.parse(
      (await operator.request('/api/operator/audit?action=report.accept')).json(),
    );
    expect(accepts.entries).toHaveLength(3);
    const byNobody = ZAuditResponse.parse(
      (await operator.request('/api/operator/audit?actor=nobody%25')).json(),
    );
    expect(byNobody.entries).toEqual([]);
  });

  it('grants and removes the role only by the command; an unknown e-mail is refused', async () => {
    const unknown = await runOperatorCommand(['add', uniqueEmail('ghost')], t.stores.accounts, 'de');
    expect(unknown.code).not.toBe(0);
    expect(unknown.output).toContain('Es gibt kein Konto mit der E-Mail-Adresse');
    expect((await runOperatorCommand(['grant', reporter.email], t.stores.accounts, 'en')).code).toBe(2);
    expect(await runOperatorCommand(['add', reporter.email], t.stores.accounts, 'en')).toEqual({
      code: 0,
      output: `${reporter.email} is an operator now.`,
    });
    expect((await reporter.request('/api/operator/reports')).statusCode).toBe(200);
    await runOperatorCommand(['remove', reporter.email], t.stores.accounts, 'en');
    expect((await reporter.request('/api/operator/reports')).statusCode).toBe(403);
  });
});
