import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/modules/auth/crypto';
import { csrfTokenFor } from '../../src/modules/auth/guard';
import {
  clientAddress,
  lastOutboxMail,
  login,
  ORIGIN,
  outboxCount,
  registerAndVerify,
  sessionCookie,
} from '../auth-helpers';
import { createTestApp, type TestApp } from '../helpers';

describe('accounts by e-mail', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload, headers, remoteAddress: clientAddress() });
  const details = (cookie: string, query = '') =>
    t.app.inject({ url: `/api/getUserDetails${query}`, cookies: { fr_session: cookie } });

  it('registers, mails a verification link, and refuses login until it is opened', async () => {
    const response = await register({
      fullname: 'Anna Huber',
      email: 'Anna@Example.at',
      password: 'sicheres-passwort',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    await t.app.accountMailsSent();
    const { raw, link } = lastOutboxMail(t.dataDir);
    expect(raw).toContain('To: anna@example.at');
    expect(raw).toContain('Content-Type: text/plain');
    expect(link).toMatch(/\/api\/verify\?token=/);

    const early = await login(t, 'anna@example.at', 'sicheres-passwort');
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toMatch(/verify|bestätigen/i);

    const verify = await t.app.inject(link!.replace(/^https?:\/\/[^/]+/, ''));
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/login?verification=success');

    const again = await t.app.inject(link!.replace(/^https?:\/\/[^/]+/, ''));
    expect(again.headers.location).toBe('/login?verification=fail');

    const ok = await login(t, 'ANNA@example.at', 'sicheres-passwort');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      user: { email: 'anna@example.at', fullname: 'Anna Huber', membership_id: '0', profile_avatar: '' },
    });
    const cookie = ok.cookies.find((c) => c.name === 'fr_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
  });

  it('stores only the hash of the session token', async () => {
    const { email, password } = await registerAndVerify(t, 'hash@example.at');
    const token = sessionCookie(await login(t, email, password));
    const row = await t.stores.accounts.sessions.byTokenHash(sha256(token));
    expect(row).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const { email } = await registerAndVerify(t, 'wrong@example.at');
    const wrong = await login(t, email, 'not the password');
    const unknown = await login(t, 'nobody@example.at', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('refuses an expired verification link', async () => {
    await register({ fullname: 'Late', email: 'late@example.at', password: 'sicheres-passwort' });
    const user = (await t.stores.accounts.users.byEmail('late@example.at'))!;
    const token = randomBytes(32).toString('base64url');
    await t.stores.accounts.emailTokens.create(sha256(token), {
      user_id: user.user_id,
      purpose: 'verify',
      created_at: 0,
      expires_at: Date.now() - 1,
    });
    const response = await t.app.inject(`/api/verify?token=${token}`);
    expect(response.headers.location).toBe('/login?verification=fail');
  });

  it('does not reveal an existing account on registration, and tells its owner', async () => {
    const { email } = await registerAndVerify(t, 'dup@example.at');
    const before = outboxCount(t.dataDir);
    const response = await register({ fullname: 'Someone', email, password: 'another-password' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(
      (await register({ fullname: 'New', email: 'fresh@example.at', password: 'another-password' })).json()
        .message,
    );
    await t.app.accountMailsSent();
    expect(outboxCount(t.dataDir)).toBe(before + 2);
    expect(lastOutboxMail(t.dataDir).raw).not.toContain('dup@example.at');
    const login1 = await login(t, email, 'another-password');
    expect(login1.statusCode).toBe(401);
  });

  it.each([
    [
      { fullname: 'A', email: 'a@example.at', password: 'short' },
      'The password must be at least 8 characters long',
    ],
    [{ fullname: 'A', email: 'a@example.at', password: 'x'.repeat(129) }, 'at most 128'],
    [{ fullname: 'A', email: 'not-an-email', password: 'long enough' }, 'email'],
    [{ fullname: '', email: 'a@example.at', password: 'long enough' }, 'name'],
  ])('refuses registration %# with a 400 that says why', async (payload, text) => {
    const response = await register(payload, { 'x-lang': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(text);
  });

  it('writes a new token at every login and ends the previous one', async () => {
    const { email, password } = await registerAndVerify(t, 'rotate@example.at');
    const first = sessionCookie(await login(t, email, password));
    const second = sessionCookie(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password },
        cookies: { fr_session: first },
        headers: { origin: ORIGIN },
      }),
    );
    expect(second).not.toBe(first);
    expect((await details(first)).statusCode).toBe(401);
    expect((await details(second)).statusCode).toBe(200);
  });

  it('tells a first login from a returning user by the login before (docs/decisions/189)', async () => {
    const { email, password } = await registerAndVerify(t, 'returning@example.at');
    const first = await login(t, email, password);
    expect(first.json().user.previous_login_at).toBeNull();
    expect((await details(sessionCookie(first))).json().user.previous_login_at).toBeNull();
    const second = await login(t, email, password);
    const previous = second.json().user.previous_login_at as string;
    expect(Date.parse(previous)).not.toBeNaN();
    expect((await details(sessionCookie(second))).json().user.previous_login_at).toBe(previous);
    // The first session, still open, now belongs to a returning user too.
    expect((await details(sessionCookie(first))).json().user.previous_login_at).toBe(previous);
    const third = await login(t, email, password);
    expect(Date.parse(third.json().user.previous_login_at)).toBeGreaterThanOrEqual(Date.parse(previous));
  });

  it('ends the session on logout', async () => {
    const { email, password } = await registerAndVerify(t, 'logout@example.at');
    const token = sessionCookie(await login(t, email, password));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { fr_session: token },
      headers: { origin: ORIGIN },
    });
    expect(response.statusCode).toBe(200);
    expect((await details(token)).statusCode).toBe(401);
  });

  it('ends a session idle for more than a week', async () => {
    const { email, password } = await registerAndVerify(t, 'idle@example.at');
    const token = sessionCookie(await login(t, email, password));
    const session = (await t.stores.accounts.sessions.byTokenHash(sha256(token)))!;
    await t.stores.accounts.sessions.touch(session.session_id, Date.now() - 8 * 24 * 3600 * 1000);
    expect((await details(token)).statusCode).toBe(401);
  });

  it("refuses another user's id and anonymous callers", async () => {
    const { email, password } = await registerAndVerify(t, 'own@example.at');
    const token = sessionCookie(await login(t, email, password));
    const own = await details(token);
    const userId = own.json().user.id;
    expect((await details(token, `?uid=${userId}`)).statusCode).toBe(200);
    expect((await details(token, '?uid=someone-else')).statusCode).toBe(403);
    expect((await t.app.inject('/api/getUserDetails')).statusCode).toBe(401);
  });

  it('refuses a state-changing request from another site', async () => {
    const { email, password } = await registerAndVerify(t, 'csrf@example.at');
    const token = sessionCookie(await login(t, email, password));
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { fr_session: token },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const noOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { fr_session: token },
    });
    expect(noOrigin.statusCode).toBe(403);
    // Finding 8: a token of the attacker's choosing, planted as cookie and header, is refused.
    const planted = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { fr_session: token, fr_csrf: 'abc' },
      headers: { 'x-csrf-token': 'abc' },
    });
    expect(planted.statusCode).toBe(403);
    const withToken = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      cookies: { fr_session: token },
      headers: { 'x-csrf-token': csrfTokenFor(token) },
    });
    expect(withToken.statusCode).toBe(200);
  });

  describe('password reset', () => {
    it('mails a single-use link that sets a new password and ends old sessions', async () => {
      const { email, password } = await registerAndVerify(t, 'reset@example.at');
      const oldSession = sessionCookie(await login(t, email, password));
      const request = await t.app.inject({ method: 'POST', url: '/api/reset', payload: { email } });
      expect(request.statusCode).toBe(200);
      await t.app.accountMailsSent();
      const { link, raw } = lastOutboxMail(t.dataDir);
      expect(raw).not.toContain(password);
      const token = new URL(link!).searchParams.get('token')!;
      const confirm = (pw: string) =>
        t.app.inject({ method: 'POST', url: '/api/reset/confirm', payload: { token, password: pw } });
      expect((await confirm('brand-new-password')).statusCode).toBe(200);
      expect((await confirm('another-new-password')).statusCode).toBe(400);
      expect((await details(oldSession)).statusCode).toBe(401);
      expect((await login(t, email, password)).statusCode).toBe(401);
      expect((await login(t, email, 'brand-new-password')).statusCode).toBe(200);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const before = outboxCount(t.dataDir);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/reset',
        payload: { email: 'ghost@example.at' },
      });
      expect(response.statusCode).toBe(200);
      await t.app.accountMailsSent();
      expect(outboxCount(t.dataDir)).toBe(before);
    });

    it('refuses an expired reset token', async () => {
      const { email } = await registerAndVerify(t, 'expired@example.at');
      const user = (await t.stores.accounts.users.byEmail(email))!;
      const token = randomBytes(32).toString('base64url');
      await t.stores.accounts.emailTokens.create(sha256(token), {
        user_id: user.user_id,
        purpose: 'reset',
        created_at: 0,
        expires_at: Date.now() - 1,
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/reset/confirm',
        payload: { token, password: 'new-password-1' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/invalid|expired|ungültig/i);
    });
  });

  describe('rate limits', () => {
    it('makes a client wait after five failed logins for one account', async () => {
      const { email, password } = await registerAndVerify(t, 'locked@example.at');
      const remoteAddress = clientAddress();
      const attempt = (pw: string) =>
        t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: pw }, remoteAddress });
      for (let i = 0; i < 5; i++) expect((await attempt(`wrong-${i}-password`)).statusCode).toBe(401);
      const locked = await attempt(password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().code).toBe('login_throttled');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('limits registrations per IP address', async () => {
      const fresh = await createTestApp();
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++) {
          const response = await fresh.app.inject({
            method: 'POST',
            url: '/api/register',
            payload: { fullname: 'Bulk', email: `bulk${i}@example.at`, password: 'sicheres-passwort' },
          });
          statuses.push(response.statusCode);
        }
        expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
        expect(statuses[10]).toBe(429);
      } finally {
        await fresh.close();
      }
    });
  });

  it('scales the per-IP limits by RATE_LIMIT_FACTOR', async () => {
    const relaxed = await createTestApp({ env: { RATE_LIMIT_FACTOR: '2' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const response = await relaxed.app.inject({
          method: 'POST',
          url: '/api/register',
          payload: { fullname: 'Bulk', email: `relaxed${i}@example.at`, password: 'sicheres-passwort' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await relaxed.close();
    }
  });

  it('draws initials for a profile without a photo', async () => {
    const response = await t.app.inject('/api/profile_avatar?name=Anna%20Huber');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('>AH<');
    expect((await t.app.inject('/api/profile_avatar?employee_id=abc')).statusCode).toBe(400);
  });
});
