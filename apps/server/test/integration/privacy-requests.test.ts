import {
  privacyDeadline,
  ZAuditResponse,
  ZPrivacyDecision,
  ZPrivacyRequestFiled,
  ZPrivacyRequestsResponse,
} from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/modules/mail/mailer';
import { withDeadline } from '../../src/modules/privacy/requests-service';
import { clientAddress } from '../auth-helpers';
import { type SignedInUser, signIn, uniqueEmail } from '../factories';
import type { TestApp } from '../helpers';
import { createOperatorTestApp } from '../mail-keeping-app';

/** Privacy requests (docs/decisions/172): the public form, the confirmation, the console's decision. */
describe('privacy requests', () => {
  let t: TestApp;
  let operator: SignedInUser;
  let personKey = '';
  let mails: OutgoingMail[] = [];

  beforeAll(async () => {
    ({ t, operator, mails } = await createOperatorTestApp('opprivacy'));
    for (let id = 1; id < 200 && personKey === ''; id++)
      personKey =
        (await t.stores.companies.companyDetail.representatives(id)).find((r) => r.person?.startsWith('p'))
          ?.person ?? '';
    expect(personKey).not.toBe('');
  });
  afterAll(() => t?.close());

  const file = (payload: Record<string, unknown>, lang: 'de' | 'en' = 'de') =>
    t.app.inject({
      method: 'POST',
      url: '/api/privacy-requests',
      headers: { 'x-lang': lang },
      payload,
      remoteAddress: clientAddress(),
    });
  const valid = (email = uniqueEmail('requester')) => ({
    name: 'Erika Muster',
    email,
    about: `http://localhost:3000/dashboard/people/${personKey}`,
    kind: 'objection',
    message: 'Bitte entfernen Sie meine Daten.',
  });
  const queue = async (status = 'open') =>
    ZPrivacyRequestsResponse.parse(
      (await operator.request(`/api/operator/privacy-requests?status=${status}`)).json(),
    ).requests;

  it('refuses a request without a name, with an invalid e-mail or an unknown kind, translated', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { name: ' ' },
        'privacy_request_name_required',
        'Bitte geben Sie Ihren Namen an.',
        'Please enter your name.',
      ],
      [
        { email: 'no-address' },
        'privacy_request_email_invalid',
        'Bitte geben Sie eine gültige E-Mail-Adresse an.',
        'Please enter a valid e-mail address.',
      ],
      [
        { kind: 'forget-me' },
        'privacy_request_kind_invalid',
        'Bitte wählen Sie, was Sie verlangen: Widerspruch, Löschung oder Berichtigung.',
        'Please choose what you ask for: objection, erasure or rectification.',
      ],
      [
        { kind: 'rectification', correction: '' },
        'privacy_request_correction_required',
        'Bitte geben Sie für eine Berichtigung an, welche Angabe falsch ist und wie sie richtig lautet.',
        'For a rectification, please say which information is wrong and what is correct.',
      ],
    ];
    for (const [change, code, de, en] of cases) {
      for (const [lang, text] of [
        ['de', de],
        ['en', en],
      ] as const) {
        const response = await file({ ...valid(), ...change }, lang);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code });
        expect(response.json().error).toContain(text);
      }
    }
    expect(await queue('all')).toEqual([]);
  });

  it('stores a request and mails the confirmation with the deadline in the requester’s language', async () => {
    const email = uniqueEmail('confirm');
    const filed = await file(valid(email), 'en');
    expect(filed.statusCode, filed.body).toBe(200);
    const answer = ZPrivacyRequestFiled.parse(filed.json());
    expect(answer.request_id).toBeGreaterThan(0);
    await t.app.accountMailsSent();
    const mail = mails.find((m) => m.to === email);
    expect(mail?.subject).toBe(`Your privacy request no. ${answer.request_id} to Firmenradar`);
    expect(mail?.text).toContain('objection to processing (Art. 21 GDPR)');
    expect(mail?.text).toContain(answer.deadline);
    // The same request again within a day is taken once: no second request, no second mail.
    expect(ZPrivacyRequestFiled.parse((await file(valid(email), 'en')).json()).request_id).toBe(0);
    await t.app.accountMailsSent();
    expect(mails.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('computes the deadline as one calendar month and marks open requests past it overdue', () => {
    expect(privacyDeadline('2026-01-31T10:00:00.000Z')).toBe('2026-02-28');
    expect(privacyDeadline('2026-12-15T10:00:00.000Z')).toBe('2027-01-15');
    const base = {
      request_id: 1,
      name: 'A',
      email: 'a@example.at',
      about: 'x',
      kind: 'erasure' as const,
      correction: '',
      message: '',
      lang: 'de' as const,
      received_at: '2026-01-10T08:00:00.000Z',
      decided_at: null,
      decided_by: null,
      decision_reason: null,
      blocked_identity: null,
      corrections: null,
    };
    expect(withDeadline({ ...base, status: 'open' }, '2026-02-11')).toMatchObject({
      deadline: '2026-02-10',
      overdue: true,
    });
    expect(withDeadline({ ...base, status: 'open' }, '2026-02-10').overdue).toBe(false);
    expect(withDeadline({ ...base, status: 'rejected' }, '2026-03-01').overdue).toBe(false);
  });

  it('blocks the person on an objection: 410, the requester is mailed, the log has it', async () => {
    const email = uniqueEmail('objector');
    const { request_id } = ZPrivacyRequestFiled.parse((await file(valid(email), 'de')).json());
    const listed = (await queue()).find((r) => r.request_id === request_id);
    expect(listed).toMatchObject({ kind: 'objection', status: 'open', overdue: false, email });
    expect((await t.app.inject(`/api/people/${encodeURIComponent(personKey)}`)).statusCode).toBe(200);

    const decide = (id: number, action: string, payload: object) =>
      operator.request({
        method: 'POST',
        url: `/api/operator/privacy-requests/${id}/${action}`,
        payload,
        headers: { 'x-lang': 'en' },
      });
    const blocked = await decide(request_id, 'block', { person: personKey });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(ZPrivacyDecision.parse(blocked.json()).request).toMatchObject({
      status: 'blocked',
      decided_by: operator.email,
      blocked_identity: `person:${personKey.slice(1)}`,
    });
    expect((await t.app.inject(`/api/people/${encodeURIComponent(personKey)}`)).statusCode).toBe(410);
    expect((await decide(request_id, 'reject', { reason: 'late' })).json()).toMatchObject({
      code: 'privacy_request_decided',
    });
    await t.app.accountMailsSent();
    const outcome = mails.filter((m) => m.to === email).at(-1);
    expect(outcome?.subject).toBe(`Ihre Datenschutzanfrage Nr. ${request_id} an Firmenradar`);
    expect(outcome?.text).toContain('Zu der betroffenen Person zeigen wir keine Angaben mehr');

    const rejectedEmail = uniqueEmail('rectifier');
    const rectification = ZPrivacyRequestFiled.parse(
      (
        await file({ ...valid(rejectedEmail), kind: 'rectification', correction: 'Titel: Prokuristin' }, 'en')
      ).json(),
    ).request_id;
    expect((await decide(rectification, 'block', { person: personKey })).json()).toMatchObject({
      code: 'privacy_request_not_a_block',
    });
    const rejected = await decide(rectification, 'reject', { reason: 'The register lists this title.' });
    expect(ZPrivacyDecision.parse(rejected.json()).request.status).toBe('rejected');
    await t.app.accountMailsSent();
    expect(mails.filter((m) => m.to === rejectedEmail).at(-1)?.text).toContain(
      'The register lists this title.',
    );

    const audit = ZAuditResponse.parse((await operator.request('/api/operator/audit')).json()).entries;
    expect(audit.map((entry) => entry.action).slice(0, 3)).toEqual([
      'privacy.reject',
      'privacy.block',
      'person.block',
    ]);
    expect((await queue('decided')).map((r) => r.request_id)).toEqual(
      expect.arrayContaining([request_id, rectification]),
    );
  });

  it('is the operator’s: 401 anonymous, 403 to other users', async () => {
    expect((await t.app.inject('/api/operator/privacy-requests')).statusCode).toBe(401);
    const user = await signIn(t, 'notoperator');
    expect((await user.request('/api/operator/privacy-requests')).statusCode).toBe(403);
  });
});
