import { ZAuditResponse, ZInboxDecision, ZInboxResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/modules/mail/mailer';
import { clientAddress } from '../auth-helpers';
import { type SignedInUser, signIn, uniqueEmail } from '../factories';
import type { TestApp } from '../helpers';
import { createOperatorTestApp } from '../mail-keeping-app';

/** The console's inbox (docs/decisions/177): contact and support messages, replies by queued mail, on both engines. */
describe('operator console: inbox', () => {
  let t: TestApp;
  let operator: SignedInUser;
  let sender: SignedInUser;
  let mails: OutgoingMail[] = [];

  beforeAll(async () => {
    ({ t, operator, mails } = await createOperatorTestApp('opinbox'));
    sender = await signIn(t, 'supporter');
  });
  afterAll(() => t?.close());

  const contact = async (email: string, subject: string, lang: 'de' | 'en') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'x-lang': lang },
      payload: { name: 'Erika Muster', email, subject, message: 'Erste Zeile\nZweite Zeile' },
      remoteAddress: clientAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const inbox = async (status = 'all') => {
    const response = await operator.request(`/api/operator/messages?status=${status}`);
    expect(response.statusCode, response.body).toBe(200);
    return ZInboxResponse.parse(response.json()).messages;
  };
  const find = async (subject: string) => {
    const message = (await inbox()).find((m) => m.subject === subject);
    expect(message, subject).toBeDefined();
    return message!;
  };
  const act = (id: number, action: 'reply' | 'close', payload: object = {}, lang: 'de' | 'en' = 'en') =>
    operator.request({
      method: 'POST',
      url: `/api/operator/messages/${id}/${action}`,
      headers: { 'x-lang': lang },
      payload,
    });

  it('answers 401 to anonymous callers and 403 to other users', async () => {
    expect((await t.app.inject('/api/operator/messages')).statusCode).toBe(401);
    const other = await sender.request('/api/operator/messages');
    expect(other.statusCode).toBe(403);
    expect(other.json().code).toBe('operator_only');
    const reply = await sender.request({
      method: 'POST',
      url: '/api/operator/messages/1/reply',
      payload: { reply: 'x' },
    });
    expect(reply.statusCode).toBe(403);
  });

  it('lists contact and support messages as open, with their language, and filters by status', async () => {
    await contact(uniqueEmail('contact'), 'Frage zu Daten', 'en');
    const support = await sender.request({
      method: 'POST',
      url: '/api/support',
      payload: { name: 'Sam', email: sender.email, subject: 'Support: Export', message: 'Hilfe' },
      remoteAddress: clientAddress(),
    });
    expect(support.statusCode, support.body).toBe(200);
    const open = await inbox('open');
    const asked = open.find((m) => m.subject === 'Frage zu Daten');
    expect(asked).toMatchObject({ kind: 'contact', lang: 'en', status: 'open', reply: null });
    expect(open.find((m) => m.subject === 'Support: Export')).toMatchObject({ kind: 'support', lang: 'de' });
    expect(await inbox('answered')).toEqual([]);
    // Open ones oldest first.
    const ids = open.map((m) => m.message_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses an empty reply, an unknown message and a bad id, translated', async () => {
    const { message_id } = await find('Frage zu Daten');
    for (const [lang, text] of [
      ['de', 'Bitte schreiben Sie eine Antwort.'],
      ['en', 'Please write a reply.'],
    ] as const) {
      const empty = await act(message_id, 'reply', { reply: '  ' }, lang);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'message_reply_required' });
      expect(empty.json().error).toContain(text);
    }
    const unknown = await act(999_999, 'reply', { reply: 'Hallo' }, 'de');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'message_not_found',
      error: 'Es gibt keine Nachricht mit der Nummer 999999.',
    });
    expect((await act(999_999, 'close')).json().code).toBe('message_not_found');
    expect(
      (await operator.request({ method: 'POST', url: '/api/operator/messages/x/close' })).statusCode,
    ).toBe(400);
    expect((await find('Frage zu Daten')).status).toBe('open');
  });

  it('stores a reply, mails it in the message’s language through the queue, audits it, and answers once', async () => {
    const { message_id, email } = await find('Frage zu Daten');
    const replied = await act(message_id, 'reply', { reply: 'Danke, wir haben es korrigiert.\nGrüße' });
    expect(replied.statusCode, replied.body).toBe(200);
    const { message } = ZInboxDecision.parse(replied.json());
    expect(message).toMatchObject({
      status: 'answered',
      reply: 'Danke, wir haben es korrigiert.\nGrüße',
      replied_by: operator.email,
    });
    await t.app.accountMailsSent();
    const mail = mails.find((m) => m.to === email);
    expect(mail?.subject).toBe('Re: Frage zu Daten');
    expect(mail?.text).toContain('Dear Erika Muster,');
    expect(mail?.text).toContain('Danke, wir haben es korrigiert.');
    expect(mail?.text).toContain(`Your message no. ${message_id} of`);
    expect(mail?.text).toContain('> Zweite Zeile');
    const stored = await find('Frage zu Daten');
    expect(stored.reply_mailed_at).not.toBeNull();
    expect((await inbox('answered')).map((m) => m.message_id)).toContain(message_id);

    // A second reply (another operator, a second click) is refused: one reply stands, one mail went out.
    const again = await act(message_id, 'reply', { reply: 'Noch einmal' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'message_answered',
      error: `Message ${message_id} has been answered already.`,
    });
    await t.app.accountMailsSent();
    expect(mails.filter((m) => m.to === email)).toHaveLength(1);

    const audit = ZAuditResponse.parse(
      (await operator.request('/api/operator/audit?action=message.reply')).json(),
    );
    expect(audit.entries[0]).toMatchObject({ action: 'message.reply', actor_email: operator.email });
    expect(audit.entries[0]?.target).toContain(`message:${message_id}`);
    expect(JSON.parse(audit.entries[0]?.before ?? '')).toEqual({ status: 'open' });
    expect(JSON.parse(audit.entries[0]?.after ?? '')).toMatchObject({ status: 'answered' });
  });

  it('writes a support reply in the account’s language', async () => {
    await t.stores.accounts.users.update(sender.userId, { language: 'en' });
    const { message_id } = await find('Support: Export');
    expect((await act(message_id, 'reply', { reply: 'Use the CSV export.' })).statusCode).toBe(200);
    await t.app.accountMailsSent();
    // The message was written in German; the account has since chosen English.
    const mail = mails.find((m) => m.subject === 'Re: Support: Export');
    expect(mail?.to).toBe(sender.email);
    expect(mail?.text).toContain(`Dear Sam,`);
    expect(mail?.text).toContain('Use the CSV export.');
  });

  it('closes an open or answered message once, audited; a closed message takes no reply', async () => {
    await contact(uniqueEmail('closing'), 'Werbung', 'de');
    const { message_id } = await find('Werbung');
    const closed = await act(message_id, 'close');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(ZInboxDecision.parse(closed.json()).message).toMatchObject({
      status: 'closed',
      closed_by: operator.email,
      reply: null,
    });
    expect((await act(message_id, 'close')).json().code).toBe('message_closed');
    const reply = await act(message_id, 'reply', { reply: 'Zu spät' }, 'de');
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      code: 'message_closed',
      error: `Die Nachricht ${message_id} ist schon geschlossen.`,
    });
    const answered = await find('Frage zu Daten');
    expect((await act(answered.message_id, 'close')).statusCode).toBe(200);
    expect((await inbox('closed')).map((m) => m.message_id)).toEqual(
      expect.arrayContaining([message_id, answered.message_id]),
    );
    expect((await inbox('open')).map((m) => m.message_id)).not.toContain(message_id);
    const audit = ZAuditResponse.parse(
      (await operator.request('/api/operator/audit?action=message.close')).json(),
    );
    expect(audit.entries.map((e) => JSON.parse(e.before ?? '').status)).toEqual(['answered', 'open']);
  });

  it('replies concurrently: one wins, the other gets 409', async () => {
    await contact(uniqueEmail('race'), 'Doppelt', 'de');
    const { message_id } = await find('Doppelt');
    const answers = await Promise.all([
      act(message_id, 'reply', { reply: 'Eins' }),
      act(message_id, 'reply', { reply: 'Zwei' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });
});
