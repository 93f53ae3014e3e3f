import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ATTEMPTS_PER_HOUR, FREE_ATTEMPTS } from '../../src/modules/auth/login-throttle';
import { clientAddress, lastOutboxMail, outboxCount, registerAndVerify } from '../auth-helpers';
import { createTestApp, type TestApp } from '../helpers';

/** Findings 1, 2, 5 and 7 of the hostile-client run (issue 16), one test each. */
describe('security: logins and registration', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Per-IP route limits lifted, so that only the limits under test can refuse.
    t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '1000' } });
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, remoteAddress = clientAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress });

  it('finding 1: 200 parallel wrong passwords from one client get at most the limit checked', async () => {
    const { email } = await registerAndVerify(t, 'parallel@example.at');
    const remoteAddress = clientAddress();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => attempt(email, `wrong-password-${i}`, remoteAddress)),
    );
    const checked = responses.filter((r) => r.statusCode === 401).length;
    const refused = responses.filter((r) => r.statusCode === 429).length;
    expect(checked).toBe(FREE_ATTEMPTS);
    expect(refused).toBe(200 - FREE_ATTEMPTS);
  });

  it('finding 1: 200 parallel wrong passwords from 200 clients get at most the account limit checked', async () => {
    const { email } = await registerAndVerify(t, 'spread@example.at');
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => attempt(email, `wrong-password-${i}`)),
    );
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(ACCOUNT_ATTEMPTS_PER_HOUR);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(200 - ACCOUNT_ATTEMPTS_PER_HOUR);
    expect(refused.every((r) => r.json().code === 'account_locked')).toBe(true);
  });

  it('finding 5: a guesser elsewhere cannot lock the owner out of their own client', async () => {
    const { email, password } = await registerAndVerify(t, 'owner@example.at');
    const owner = clientAddress();
    expect((await attempt(email, password, owner)).statusCode).toBe(200);
    // One guesser, one client: slowed down after five failures.
    const guesser = clientAddress();
    for (let i = 0; i < FREE_ATTEMPTS; i++) await attempt(email, `guess-${i}-password`, guesser);
    const slowed = await attempt(email, password, guesser);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().code).toBe('login_throttled');
    // Many clients: the account limit stops them, including a new client with the right password.
    for (let i = 0; i < ACCOUNT_ATTEMPTS_PER_HOUR; i++) await attempt(email, `spread-${i}-password`);
    const stranger = await attempt(email, password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('account_locked');
    // The owner's own client, known from its earlier login, still gets in.
    expect((await attempt(email, password, owner)).statusCode).toBe(200);
  });

  it('finding 2: registering an existing address never changes the account, and mails its owner', async () => {
    const email = 'victim@example.at';
    const register = (fullname: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { fullname, email, password },
        remoteAddress: clientAddress(),
      });
    expect((await register('Victim', 'victims-own-password')).statusCode).toBe(200);
    await t.app.accountMailsSent();
    const verifyLink = lastOutboxMail(t.dataDir).link!;
    const before = (await t.stores.accounts.users.byEmail(email))!;

    const second = await register('Attacker', 'attackers-password');
    expect(second.statusCode).toBe(200);
    await t.app.accountMailsSent();
    const after = (await t.stores.accounts.users.byEmail(email))!;
    expect(after).toEqual(before);
    const notice = lastOutboxMail(t.dataDir).raw;
    expect(notice).toMatch(/Sie haben bereits ein Konto|You already have an account/);
    expect(notice).toContain('/reset-password/confirm?token=');

    // The victim verifies: the account keeps the victim's password, not the attacker's.
    await t.app.inject(verifyLink.replace(/^https?:\/\/[^/]+/, ''));
    expect((await attempt(email, 'attackers-password')).statusCode).toBe(401);
    expect((await attempt(email, 'victims-own-password')).statusCode).toBe(200);
  });

  it('finding 7: mails to addresses not yet verified carry no text a user typed', async () => {
    const before = outboxCount(t.dataDir);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        fullname: 'Win a prize at http://evil.example now',
        email: 'someone-else@example.at',
        password: 'sicheres-passwort',
      },
      remoteAddress: clientAddress(),
    });
    expect(response.statusCode).toBe(200);
    await t.app.accountMailsSent();
    expect(outboxCount(t.dataDir)).toBe(before + 1);
    const { raw, link } = lastOutboxMail(t.dataDir);
    expect(raw).not.toMatch(/evil|prize/);
    expect(link).toMatch(/\/api\/verify\?token=/);
  });
});
