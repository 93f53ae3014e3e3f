import { ZAuditResponse, ZOperatorUserResponse, ZOperatorUsersResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOperatorCommand } from '../../src/modules/operator/role-command';
import { clientAddress, login } from '../auth-helpers';
import { anotherSession, requesterFor, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

/** The operator console's user management (docs/decisions/170), on both engines. */
describe('operator console: users', () => {
  let t: TestApp;
  let operator: SignedInUser;
  let user: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    operator = await signIn(t, 'opxusers');
    user = await signIn(t, 'pct_50');
    await runOperatorCommand(['add', operator.email], t.stores.accounts, 'en');
  });
  afterAll(() => t?.close());

  const search = async (q: string) =>
    ZOperatorUsersResponse.parse(
      (await operator.request(`/api/operator/users?q=${encodeURIComponent(q)}`)).json(),
    ).users;
  const act = (action: string, userId: string, as = operator) =>
    as.request({
      method: 'POST',
      url: `/api/operator/users/${userId}/${action}`,
      headers: { 'x-lang': 'en' },
    });

  it('answers 401 to anonymous callers and 403 to other users', async () => {
    expect((await t.app.inject('/api/operator/users')).statusCode).toBe(401);
    expect((await user.request('/api/operator/users')).statusCode).toBe(403);
    expect((await act('lock', operator.userId, user)).statusCode).toBe(403);
  });

  it('finds accounts by a part of the e-mail address, % and _ taken literally', async () => {
    const found = await search('PCT_50');
    expect(found.map((u) => u.email)).toEqual([user.email]);
    expect((await search('pct%50')).length).toBe(0);
    expect(found[0]).toMatchObject({ operator: false, locked_at: null, email_verified: true, sessions: 1 });
    // A bare % matches only addresses containing one, not every account.
    expect((await search('%')).length).toBe(0);
    expect((await search('op_users')).length).toBe(0);
    expect((await search(operator.email))[0]).toMatchObject({ operator: true });
    // No field of the answer carries a user's lists.
    expect(Object.keys(found[0] ?? {})).not.toContain('lists');
  });

  it('locks an account: its sessions end, it cannot log in (translated), its keys are refused', async () => {
    const key = (
      await user.request({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'k' } })
    ).json().key as string;
    const second = requesterFor(t, await anotherSession(t, user));
    const locked = await act('lock', user.userId);
    expect(locked.statusCode).toBe(200);
    expect(ZOperatorUserResponse.parse(locked.json()).user).toMatchObject({
      sessions: 0,
      locked_by: operator.email,
    });
    expect((await user.request('/api/account')).statusCode).toBe(401);
    expect((await second('/api/account')).statusCode).toBe(401);
    for (const lang of ['de', 'en'] as const) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-lang': lang },
        payload: { email: user.email, password: user.password },
        remoteAddress: clientAddress(),
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'account_blocked',
        error: lang === 'de' ? 'Dieses Konto ist gesperrt.' : 'This account is locked.',
      });
    }
    const withKey = await t.app.inject({
      url: '/api/companies?cid=1',
      headers: { authorization: `Bearer ${key}` },
    });
    expect(withKey.statusCode).toBe(401);

    expect((await act('unlock', user.userId)).statusCode).toBe(200);
    const again = await login(t, user.email, user.password);
    expect(again.statusCode).toBe(200);
  });

  it('refuses to lock the operator themselves, and unknown accounts', async () => {
    const self = await act('lock', operator.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({
      code: 'operator_lock_self',
      error: 'You cannot lock your own account.',
    });
    const unknown = await act('lock', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('operator_user_not_found');
    expect((await act('lock', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('ends all sessions and revokes all keys, each in the audit log with before and after', async () => {
    const other = await signIn(t, 'keys-user');
    for (const name of ['a', 'b'])
      expect(
        (await other.request({ method: 'POST', url: '/api/account/api-keys', payload: { name } })).statusCode,
      ).toBe(200);
    const revoked = ZOperatorUserResponse.parse((await act('revoke-keys', other.userId)).json());
    expect(revoked.user.api_keys).toBe(0);
    const ended = ZOperatorUserResponse.parse((await act('end-sessions', other.userId)).json());
    expect(ended.user.sessions).toBe(0);
    expect((await other.request('/api/account')).statusCode).toBe(401);

    const log = ZAuditResponse.parse((await operator.request('/api/operator/audit')).json()).entries;
    const of = (action: string) => log.find((e) => e.action === action && e.target.includes(other.userId));
    expect(JSON.parse(of('user.revoke_keys')?.before ?? '{}')).toMatchObject({ api_keys: 2 });
    expect(JSON.parse(of('user.revoke_keys')?.after ?? '{}')).toMatchObject({ api_keys: 0 });
    expect(JSON.parse(of('user.end_sessions')?.before ?? '{}')).toMatchObject({ sessions: 1 });
    expect(JSON.parse(of('user.end_sessions')?.after ?? '{}')).toMatchObject({ sessions: 0 });
    const lock = log.find((e) => e.action === 'user.lock' && e.target.includes(user.userId));
    expect(lock?.actor_email).toBe(operator.email);
    expect(JSON.parse(lock?.before ?? '{}')).toMatchObject({ locked: false });
    expect(JSON.parse(lock?.after ?? '{}')).toMatchObject({ locked: true, sessions: 0 });
  });
});
