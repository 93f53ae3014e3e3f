import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleVerifier } from '../../src/modules/auth/google';
import { firstLink, startJwksServer, startSmtpServer } from '../auth-helpers';
import { createTestApp, type TestApp } from '../helpers';

const CLIENT_ID = 'test-client.apps.googleusercontent.com';

describe('Google sign-in', () => {
  let t: TestApp;
  let jwks: Awaited<ReturnType<typeof startJwksServer>>;
  beforeAll(async () => {
    jwks = await startJwksServer();
    t = await createTestApp({ env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwks.url } });
  });
  afterAll(async () => {
    await t.close();
    await jwks.close();
  });

  const claims = {
    sub: 'google-123',
    email: 'Lena@Example.de',
    email_verified: true,
    name: 'Lena Berger',
    aud: CLIENT_ID,
  };
  const post = (url: string, credential: string, clientId = CLIENT_ID) =>
    t.app.inject({ method: 'POST', url, payload: { clientId, credential } });

  it('registers with a verified Google ID token and logs in with it', async () => {
    const register = await post('/api/register', await jwks.sign(claims));
    expect(register.statusCode).toBe(200);
    expect(register.json().success).toBe(true);
    const loginResponse = await post('/api/login', await jwks.sign(claims));
    expect(loginResponse.statusCode).toBe(200);
    expect(loginResponse.json().user).toMatchObject({ email: 'lena@example.de', fullname: 'Lena Berger' });
    expect(loginResponse.cookies.some((c) => c.name === 'fr_session')).toBe(true);
  });

  it('links a Google identity to an existing account with the same address', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { fullname: 'Max Gruber', email: 'max@example.at', password: 'sicheres-passwort' },
    });
    const response = await post(
      '/api/login',
      await jwks.sign({ ...claims, sub: 'google-max', email: 'max@example.at' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().user.fullname).toBe('Max Gruber');
  });

  it.each([
    ['another audience', { ...claims, aud: 'someone-else' }, CLIENT_ID],
    ['an unverified e-mail', { ...claims, email_verified: false }, CLIENT_ID],
    ['a foreign client id', claims, 'someone-else'],
  ])('refuses a token with %s', async (_label, tokenClaims, clientId) => {
    const response = await post('/api/login', await jwks.sign(tokenClaims), clientId);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Google-Anmeldung fehlgeschlagen');
  });

  it('refuses an expired token and a token signed by another key', async () => {
    const expired = await jwks.sign(claims, '-1m');
    expect((await post('/api/login', expired)).statusCode).toBe(401);
    const other = await startJwksServer();
    try {
      expect((await post('/api/login', await other.sign(claims))).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('fails closed without a configured client id', async () => {
    const verify = createGoogleVerifier(null, jwks.url);
    expect(await verify(await jwks.sign(claims), CLIENT_ID)).toBeNull();
  });
});

describe('mail over SMTP', () => {
  it('delivers the verification mail to a real SMTP server, with a plain-text part', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { 'x-lang': 'en' },
        payload: { fullname: 'Sara Koch', email: 'sara@example.ch', password: 'sicheres-passwort' },
      });
      expect(response.statusCode).toBe(200);
      await t.app.accountMailsSent();
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(['sara@example.ch']);
      expect(mail!.raw).toContain('Subject: Please confirm your email address');
      expect(mail!.raw).toContain('text/plain');
      expect(firstLink(mail!.raw)).toMatch(/^http:\/\/localhost:3000\/api\/verify\?token=/);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
