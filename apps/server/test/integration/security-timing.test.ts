import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as crypto from '../../src/modules/auth/crypto';
import * as mails from '../../src/modules/auth/mails';
import type { Mailer, OutgoingMail } from '../../src/modules/mail/mailer';
import { clientAddress } from '../auth-helpers';
import { createTestApp, type TestApp } from '../helpers';

vi.mock('../../src/modules/auth/crypto', async (original) => {
  const actual = await original<typeof import('../../src/modules/auth/crypto')>();
  return { ...actual, hashPassword: vi.fn(actual.hashPassword), randomToken: vi.fn(actual.randomToken) };
});
vi.mock('../../src/modules/auth/mails', async (original) => {
  const actual = await original<typeof import('../../src/modules/auth/mails')>();
  return { ...actual, resetMail: vi.fn(actual.resetMail) };
});

/** A mailer that holds every mail until the test lets it go. */
function heldMailer() {
  const sent: OutgoingMail[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mailer: Mailer = {
    async send(mail) {
      await gate;
      sent.push(mail);
    },
    async close() {},
  };
  return { mailer, sent, release };
}

/**
 * Finding 3 (timing tells who has an account): the request does the same work for an address
 * with and without an account, and the mail, the one part that differs, is sent after the answer.
 * Shown by what runs, not by a stopwatch.
 */
describe('security: timing of register and password reset', () => {
  let t: TestApp;
  const held = heldMailer();
  const hash = vi.mocked(crypto.hashPassword);
  beforeAll(async () => {
    t = await createTestApp({ mailer: held.mailer });
    await t.stores.accounts.users.create({
      user_id: 'timing-owner',
      email: 'taken@example.at',
      fullname: 'Owner',
      password_hash: 'x',
      google_sub: null,
      email_verified: true,
      language: 'de',
      security_ip: null,
    });
  });
  afterAll(async () => {
    held.release();
    await t.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: clientAddress() });

  it('finding 3: register hashes once and answers before any mail, for a new and a taken address', async () => {
    hash.mockClear();
    const taken = await post('/api/register', {
      fullname: 'A',
      email: 'taken@example.at',
      password: 'sicheres-passwort',
    });
    expect(hash).toHaveBeenCalledTimes(1);
    const fresh = await post('/api/register', {
      fullname: 'A',
      email: 'fresh-timing@example.at',
      password: 'sicheres-passwort',
    });
    expect(hash).toHaveBeenCalledTimes(2);
    // Both answered while every mail is still held: no mail work is inside the request.
    expect(held.sent).toHaveLength(0);
    expect(taken.statusCode).toBe(200);
    expect(taken.body).toBe(fresh.body);
  });

  it('finding 3: password reset answers before any mail, for a known and an unknown address', async () => {
    hash.mockClear();
    const known = await post('/api/reset', { email: 'taken@example.at' });
    const unknown = await post('/api/reset', { email: 'nobody-timing@example.at' });
    expect(held.sent).toHaveLength(0);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(hash).not.toHaveBeenCalled();
    held.release();
    await t.app.accountMailsSent();
    expect(held.sent.map((mail) => mail.to).sort()).toEqual([
      'fresh-timing@example.at',
      'taken@example.at',
      'taken@example.at',
    ]);
  });

  it('info finding: after the answer, a reset draws a link and writes the mail for an unknown address too', async () => {
    held.release();
    await t.app.accountMailsSent();
    const token = vi.mocked(crypto.randomToken);
    const written = vi.mocked(mails.resetMail);
    held.sent.length = 0;
    token.mockClear();
    written.mockClear();
    await post('/api/reset', { email: 'nobody-else@example.at' });
    await t.app.accountMailsSent();
    expect([token.mock.calls.length, written.mock.calls.length, held.sent.length]).toEqual([1, 1, 0]);
    await post('/api/reset', { email: 'taken@example.at' });
    await t.app.accountMailsSent();
    expect([token.mock.calls.length, written.mock.calls.length, held.sent.length]).toEqual([2, 2, 1]);
  });
});
