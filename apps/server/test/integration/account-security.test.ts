import { ZSessionsResponse } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { clientAddress, login } from '../auth-helpers';
import { anotherSession, requesterFor, signIn } from '../factories';
import type { TestApp } from '../helpers';
import { json, useWorkspaceApp } from './workspace-helpers';

/** The password and the sessions of an account. */
describe('the workspace', () => {
  let t: TestApp;
  useWorkspaceApp((app) => {
    t = app;
  });

  describe('account', () => {
    it('refuses a password change with the wrong current password with 403', async () => {
      const user = await signIn(t, 'password-wrong');
      const response = await user.request({
        method: 'POST',
        url: '/api/account/password',
        payload: { current_password: 'not my password', new_password: 'a new password' },
        headers: { 'x-lang': 'en' },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toMatch(/password/i);
      expect((await login(t, user.email, user.password)).statusCode).toBe(200);
    });

    it('changes the password, ends the other sessions and keeps the current one', async () => {
      const user = await signIn(t, 'password');
      const otherDevice = await anotherSession(t, user);
      const response = await user.request({
        method: 'POST',
        url: '/api/account/password',
        payload: { current_password: user.password, new_password: 'ein ganz neues passwort' },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(200);
      expect((await user.request('/api/account')).statusCode).toBe(200);
      expect((await requesterFor(t, otherDevice)('/api/account')).statusCode).toBe(401);
      expect((await login(t, user.email, user.password)).statusCode).toBe(401);
      expect((await login(t, user.email, 'ein ganz neues passwort')).statusCode).toBe(200);
    });

    it('refuses a new password shorter than 8 characters with 400', async () => {
      const user = await signIn(t, 'password-short');
      const response = await user.request({
        method: 'POST',
        url: '/api/account/password',
        payload: { current_password: user.password, new_password: 'kurz' },
        headers: { 'x-lang': 'en' },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain('at least 8 characters');
    });

    it('lists the sessions of the account and marks the current one', async () => {
      const user = await signIn(t, 'sessions');
      await anotherSession(t, user);
      const { sessions } = await json(ZSessionsResponse, user.request('/api/account/sessions'));
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((session) => session.current)).toHaveLength(1);
    });

    it('signs out another session of the account, and only that one', async () => {
      const user = await signIn(t, 'revoke');
      const otherDevice = await anotherSession(t, user);
      const { sessions } = await json(ZSessionsResponse, user.request('/api/account/sessions'));
      const other = sessions.find((session) => !session.current)!;
      expect(
        (await user.request({ method: 'DELETE', url: `/api/account/sessions/${other.id}` })).statusCode,
      ).toBe(200);
      expect((await requesterFor(t, otherDevice)('/api/account')).statusCode).toBe(401);
      expect((await user.request('/api/account')).statusCode).toBe(200);
    });

    it("answers another user's session id with 404 and leaves it alone", async () => {
      const user = await signIn(t, 'revoke-own');
      const victim = await signIn(t, 'revoke-victim');
      const { sessions } = await json(ZSessionsResponse, victim.request('/api/account/sessions'));
      const response = await user.request({
        method: 'DELETE',
        url: `/api/account/sessions/${sessions[0]!.id}`,
      });
      expect(response.statusCode).toBe(404);
      expect((await victim.request('/api/account')).statusCode).toBe(200);
      expect(
        (await user.request({ method: 'DELETE', url: '/api/account/sessions/not-a-uuid' })).statusCode,
      ).toBe(400);
    });
  });
});
