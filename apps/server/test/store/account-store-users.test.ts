import { describe, expect, it } from 'vitest';
import type { AccountStore } from '../../src/store/types';
import { newUser, tick, useAccountStore } from './account-store-helpers';
import { engines } from './engines';

/** Users: creating, finding, updating and deleting with everything that is theirs. */
describe.each(engines)('account store contract: $name', (engine) => {
  let store: AccountStore;
  useAccountStore(engine, (opened) => {
    store = opened;
  });

  it('keeps users, finds them by e-mail in any case and updates them', async () => {
    const user = await store.users.create(
      newUser('u-find', { email: 'find@example.at', email_verified: false }),
    );
    expect(user.email_verified_at).toBeNull();
    expect((await store.users.byEmail('FIND@example.at'))?.user_id).toBe('u-find');
    await store.users.update('u-find', { fullname: 'Found', email_verified: true, google_sub: 'g-1' });
    const updated = await store.users.byId('u-find');
    expect(updated?.fullname).toBe('Found');
    expect(updated?.email_verified_at).not.toBeNull();
    expect((await store.users.byGoogleSub('g-1'))?.user_id).toBe('u-find');
  });

  it("deletes a user's sessions, tokens and workspace with the account, and keeps their messages", async () => {
    await store.users.create(newUser('u-gone'));
    await store.sessions.create({
      session_id: 's-gone',
      token_hash: 'hash-gone',
      user_id: 'u-gone',
      created_at: 1,
      last_seen_at: 1,
      expires_at: Date.now() + 1000,
      user_agent: null,
      ip: null,
    });
    await store.emailTokens.create('t-gone', {
      user_id: 'u-gone',
      purpose: 'verify',
      created_at: 1,
      expires_at: Date.now() + 1000,
    });
    const listId = await store.workspace.createList('u-gone', 'Weg');
    await store.workspace.addItems(listId, ['k1']);
    await store.workspace.watch('u-gone', 'k1');
    await store.workspace.recordView('u-gone', 'company', 'k1', 10);
    await store.workspace.createContact('u-gone', 'e1', '', true);
    await store.workspace.createSearch('u-gone', { name: 'S', entity: 'companies', filters: [] });
    const messageId = await store.messages.save({
      kind: 'support',
      name: 'Gone',
      email: 'gone@example.at',
      company: '',
      subject: 'Hi',
      message: 'Hello',
      user_id: 'u-gone',
      lang: 'de',
    });
    expect(messageId).toBeGreaterThan(0);
    await store.users.delete('u-gone');
    expect(await store.users.byId('u-gone')).toBeNull();
    expect(await store.sessions.byTokenHash('hash-gone')).toBeNull();
    expect(await store.emailTokens.byHash('t-gone')).toBeNull();
    expect(await store.workspace.list('u-gone', listId)).toBeNull();
    expect(await store.workspace.items(listId)).toEqual([]);
    expect(await store.workspace.watchCount('u-gone')).toBe(0);
    expect(await store.workspace.recent('u-gone', 10)).toEqual([]);
    expect(await store.workspace.contactCount('u-gone')).toBe(0);
    expect(await store.workspace.searchCount('u-gone')).toBe(0);
    // A new account may take the address again.
    expect((await store.users.create(newUser('u-back', { email: 'U-GONE@example.at' }))).user_id).toBe(
      'u-back',
    );
  });

  it('creates users with the defaults and answers null for unknown ones', async () => {
    const user = await store.users.create(
      newUser('u-new', {
        email: 'New@Example.at',
        password_hash: 'h',
        security_ip: '10.0.0.1',
        language: 'en',
      }),
    );
    expect(user).toEqual({
      user_id: 'u-new',
      email: 'New@Example.at',
      fullname: 'u-new',
      password_hash: 'h',
      membership_id: '0',
      profile_avatar: '',
      google_sub: null,
      email_verified_at: expect.any(String),
      language: 'en',
      security_ip: '10.0.0.1',
      created_at: user.created_at,
      updated_at: user.created_at,
      last_login_at: null,
      previous_login_at: null,
    });
    expect(new Date(user.created_at).toISOString()).toBe(user.created_at);
    expect(await store.users.byId('u-new')).toEqual(user);
    expect(await store.users.byId('nobody')).toBeNull();
    expect(await store.users.byEmail('nobody@example.at')).toBeNull();
    expect(await store.users.byGoogleSub('no-sub')).toBeNull();
  });

  it('rejects a second account with the same e-mail in another case', async () => {
    await store.users.create(newUser('u-twice', { email: 'twice@example.at' }));
    const second = store.users.create(newUser('u-twice-2', { email: 'TWICE@example.at' }));
    await expect(second).rejects.toThrow();
    await expect(second).rejects.not.toMatchObject({ name: 'AppError' });
    expect(await store.users.byId('u-twice-2')).toBeNull();
  });

  it('updates only the fields given, and clears the verification mark', async () => {
    const user = await store.users.create(newUser('u-edit', { password_hash: 'old' }));
    await tick();
    await store.users.update('u-edit', {});
    expect(await store.users.byId('u-edit')).toEqual(user);
    await store.users.update('u-edit', {
      password_hash: null,
      language: 'en',
      profile_avatar: 'avatar.png',
      email_verified: false,
    });
    const edited = (await store.users.byId('u-edit'))!;
    expect(edited).toMatchObject({
      fullname: 'u-edit',
      password_hash: null,
      language: 'en',
      profile_avatar: 'avatar.png',
      email_verified_at: null,
      created_at: user.created_at,
    });
    expect(edited.updated_at > user.updated_at).toBe(true);
  });
});
