import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfTokenFor } from '../../src/modules/auth/guard';
import { clientAddress, login } from '../auth-helpers';
import { type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

/** Finding 8 (caching of personal data; a CSRF token bound to the session) of issue 16. */
describe('security: caching and CSRF', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t, 'headers');
  });
  afterAll(() => t.close());

  it('finding 8: every answer with personal or account data says Cache-Control: no-store', async () => {
    for (const url of [
      '/api/account',
      '/api/account/sessions',
      '/api/lists',
      '/api/watchlist',
      '/api/getUserDetails',
      '/api/companies?cid=1',
    ]) {
      const response = await user.request({ url, remoteAddress: clientAddress() });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const loggedIn = await login(t, user.email, user.password);
    expect(loggedIn.headers['cache-control']).toBe('no-store');
    // Public documents keep their own caching for anonymous callers only.
    const avatar = await t.app.inject('/api/profile_avatar?name=Anna%20Huber');
    expect(avatar.headers['cache-control']).toBe('public, max-age=86400');
    const signedInAvatar = await user.request('/api/profile_avatar?name=Anna%20Huber');
    expect(signedInAvatar.headers['cache-control']).toBe('no-store');
  });

  it('finding 8: the CSRF token is bound to the session', async () => {
    const loggedIn = await login(t, user.email, user.password);
    const session = loggedIn.cookies.find((c) => c.name === 'fr_session')!.value;
    const csrf = loggedIn.cookies.find((c) => c.name === 'fr_csrf')!.value;
    expect(csrf).toBe(csrfTokenFor(session));
    const post = (token: string, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/lists',
        payload: { name: `Bound ${token.slice(0, 4)}` },
        cookies: { fr_session: session, fr_csrf: cookie },
        headers: { 'x-csrf-token': token },
      });
    // A pair planted by someone else matches itself but not the session.
    expect((await post('planted-token', 'planted-token')).statusCode).toBe(403);
    // The token of another session of the same user does not fit this one either.
    const other = await login(t, user.email, user.password);
    const otherCsrf = other.cookies.find((c) => c.name === 'fr_csrf')!.value;
    expect((await post(otherCsrf, otherCsrf)).statusCode).toBe(403);
    expect((await post(csrf, csrf)).statusCode).toBe(200);
  });
});
