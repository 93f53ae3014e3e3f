import { MAX_AVATAR_DATA_URL, ZAccountResponse } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { lastOutboxMail, login } from '../auth-helpers';
import { signIn } from '../factories';
import type { TestApp } from '../helpers';
import { json, useWorkspaceApp } from './workspace-helpers';

const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** The account page: name and picture. */
describe('the workspace', () => {
  let t: TestApp;
  useWorkspaceApp((app) => {
    t = app;
  });

  describe('account', () => {
    it('shows the account of the caller', async () => {
      const user = await signIn(t, 'account');
      const { account } = await json(ZAccountResponse, user.request('/api/account'));
      expect(account).toMatchObject({
        id: user.userId,
        email: user.email,
        fullname: 'Test User',
        membership_id: '0',
        profile_avatar: '',
        has_password: true,
        google_linked: false,
      });
    });

    it('changes the full name and the picture', async () => {
      const user = await signIn(t, 'account-patch');
      const named = await json(
        ZAccountResponse,
        user.request({ method: 'PATCH', url: '/api/account', payload: { fullname: '  Anna Huber ' } }),
      );
      expect(named.account.fullname).toBe('Anna Huber');
      const pictured = await json(
        ZAccountResponse,
        user.request({ method: 'PATCH', url: '/api/account', payload: { profile_avatar: TINY_PNG } }),
      );
      expect(pictured.account).toMatchObject({ fullname: 'Anna Huber', profile_avatar: TINY_PNG });
      expect((await user.request('/api/getUserDetails')).json().user).toMatchObject({
        fullname: 'Anna Huber',
        profile_avatar: TINY_PNG,
      });
      const removed = await json(
        ZAccountResponse,
        user.request({ method: 'PATCH', url: '/api/account', payload: { profile_avatar: '' } }),
      );
      expect(removed.account.profile_avatar).toBe('');
    });

    it('keeps the language in the account: details, the next login and mails follow it', async () => {
      const user = await signIn(t, 'account-language');
      const { account } = await json(ZAccountResponse, user.request('/api/account'));
      expect(account.language).toBe('de');
      const english = await json(
        ZAccountResponse,
        user.request({ method: 'PATCH', url: '/api/account', payload: { language: 'en' } }),
      );
      expect(english.account.language).toBe('en');
      expect((await user.request('/api/getUserDetails')).json().user.language).toBe('en');
      // The next login, whatever the login page's language.
      const again = await login(t, user.email, user.password);
      expect(again.json().user.language).toBe('en');
      // Mails that are not answers to a page (the reset link) are written in the account's language.
      await t.app.inject({ method: 'POST', url: '/api/reset', payload: { email: user.email } });
      await t.app.accountMailsSent();
      expect(lastOutboxMail(t.dataDir).raw).toContain('Subject: Reset your password');
    });

    it('refuses a language it does not know', async () => {
      const user = await signIn(t, 'account-language-bad');
      const response = await user.request({
        method: 'PATCH',
        url: '/api/account',
        payload: { language: 'fr' },
        headers: { 'x-lang': 'de' },
      });
      expect(response.statusCode).toBe(400);
      expect((await json(ZAccountResponse, user.request('/api/account'))).account.language).toBe('de');
    });

    it('accepts a picture up to the size limit of the contract', async () => {
      const user = await signIn(t, 'account-large');
      const prefix = 'data:image/jpeg;base64,';
      const largest = `${prefix}${'A'.repeat(MAX_AVATAR_DATA_URL - prefix.length)}`;
      const { account } = await json(
        ZAccountResponse,
        user.request({ method: 'PATCH', url: '/api/account', payload: { profile_avatar: largest } }),
      );
      expect(account.profile_avatar).toBe(largest);
    });

    it.each([
      [
        'a picture that is a link, not a data URL',
        { profile_avatar: 'https://example.com/me.png' },
        'PNG, JPEG or WebP',
      ],
      [
        'a GIF picture',
        { profile_avatar: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' },
        'PNG, JPEG or WebP',
      ],
      [
        'a picture that is too large',
        { profile_avatar: `data:image/png;base64,${'A'.repeat(MAX_AVATAR_DATA_URL)}` },
        'too large',
      ],
      ['an empty name', { fullname: '   ' }, 'full name'],
      ['nothing to change', {}, 'Nothing to change'],
    ])('refuses %s with 400 and a message', async (_what, payload, message) => {
      const user = await signIn(t, 'account-bad');
      const response = await user.request({
        method: 'PATCH',
        url: '/api/account',
        payload,
        headers: { 'x-lang': 'en' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
      expect((await json(ZAccountResponse, user.request('/api/account'))).account).toMatchObject({
        fullname: 'Test User',
        profile_avatar: '',
      });
    });
  });
});
