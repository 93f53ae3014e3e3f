import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStore, NewUser } from '../../src/store/types';
import { engines } from './engines';

const newUser = (id: string, overrides: Partial<NewUser> = {}): NewUser => ({
  user_id: id,
  email: `${id}@example.at`,
  fullname: id,
  password_hash: null,
  google_sub: null,
  email_verified: true,
  language: 'de',
  security_ip: null,
  ...overrides,
});

describe.each(engines)('account store contract: $name', (engine) => {
  let store: AccountStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    const opened = await engine.open();
    store = opened.stores.accounts;
    cleanup = opened.cleanup;
  });
  afterAll(() => cleanup());

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

  it('keeps sessions by token hash and ends them', async () => {
    await store.users.create(newUser('u-session'));
    const session = (id: string, lastSeen: number) => ({
      session_id: id,
      token_hash: `hash-${id}`,
      user_id: 'u-session',
      created_at: 1,
      last_seen_at: lastSeen,
      expires_at: Date.now() + 100_000,
      user_agent: null,
      ip: '127.0.0.1',
    });
    await store.sessions.create(session('s1', Date.now()));
    await store.sessions.create(session('s2', Date.now()));
    await store.sessions.create(session('s-old', 5));
    expect((await store.sessions.byTokenHash('hash-s1'))?.session_id).toBe('s1');
    await store.sessions.touch('s1', 42);
    expect((await store.sessions.byTokenHash('hash-s1'))?.last_seen_at).toBe(42);
    expect(await store.sessions.deleteExpired(Date.now(), 1000)).toBe(2);
    await store.sessions.create(session('s3', Date.now()));
    await store.sessions.deleteForUser('u-session', 's3');
    expect((await store.sessions.listForUser('u-session')).map((s) => s.session_id)).toEqual(['s3']);
    await store.sessions.delete('s3');
    expect(await store.sessions.byTokenHash('hash-s3')).toBeNull();
  });

  it('consumes e-mail tokens once and invalidates a purpose', async () => {
    await store.users.create(newUser('u-token'));
    const token = {
      user_id: 'u-token',
      purpose: 'reset' as const,
      created_at: 1,
      expires_at: Date.now() + 1000,
    };
    await store.emailTokens.create('t-1', token);
    await store.emailTokens.create('t-2', token);
    expect(await store.emailTokens.consume('t-1', 10)).toBe(true);
    expect(await store.emailTokens.consume('t-1', 11)).toBe(false);
    await store.emailTokens.invalidateForUser('u-token', 'reset', 12);
    expect((await store.emailTokens.byHash('t-2'))?.used_at).toBe(12);
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
    const listId = await store.workspace.createList('u-gone', 'Weg');
    await store.workspace.addItems(listId, ['k1']);
    const messageId = await store.messages.save({
      kind: 'support',
      name: 'Gone',
      email: 'gone@example.at',
      company: '',
      subject: 'Hi',
      message: 'Hello',
      user_id: 'u-gone',
    });
    expect(messageId).toBeGreaterThan(0);
    await store.users.delete('u-gone');
    expect(await store.users.byId('u-gone')).toBeNull();
    expect(await store.sessions.byTokenHash('hash-gone')).toBeNull();
    expect(await store.workspace.list('u-gone', listId)).toBeNull();
  });

  it("keeps one user's workspace apart from another's", async () => {
    await store.users.create(newUser('alice'));
    await store.users.create(newUser('bob'));
    const listId = await store.workspace.createList('alice', 'Leads');
    expect(await store.workspace.addItems(listId, ['c1', 'c2', 'c2'])).toBe(2);
    expect(await store.workspace.addItems(listId, ['c2', 'c3'])).toBe(1);
    expect(await store.workspace.list('bob', listId)).toBeNull();
    expect(await store.workspace.deleteList('bob', listId)).toBe(false);
    expect(await store.workspace.renameList('bob', listId, 'Mine')).toBe(false);
    expect((await store.workspace.list('alice', listId))?.item_count).toBe(3);
    expect(await store.workspace.itemKeys(listId)).toEqual(['c1', 'c2', 'c3']);
    expect(await store.workspace.listNameTaken('alice', 'Leads')).toBe(true);
    expect(await store.workspace.listNameTaken('alice', 'Leads', listId)).toBe(false);
    expect(await store.workspace.removeItem(listId, 'c2')).toBe(true);
    expect(await store.workspace.removeItem(listId, 'c2')).toBe(false);
    expect(await store.workspace.listCount('alice')).toBe(1);
  });

  it('keeps the watch list with seen marks', async () => {
    await store.users.create(newUser('watcher'));
    expect(await store.workspace.watch('watcher', 'c9')).toBe(true);
    expect(await store.workspace.watch('watcher', 'c9')).toBe(false);
    expect(await store.workspace.isWatched('watcher', 'c9')).toBe(true);
    expect(await store.workspace.isWatched('alice', 'c9')).toBe(false);
    expect(await store.workspace.watchCount('watcher')).toBe(1);
    const [row] = await store.workspace.watched('watcher');
    await store.workspace.markWatchlistSeen('watcher');
    const [seen] = await store.workspace.watched('watcher');
    expect(seen!.seen_at >= row!.seen_at).toBe(true);
    expect(await store.workspace.unwatch('watcher', 'c9')).toBe(true);
    expect(await store.workspace.unwatch('watcher', 'c9')).toBe(false);
  });

  it('keeps recently viewed pages, newest first, trimmed to the limit', async () => {
    await store.users.create(newUser('viewer'));
    for (const key of ['a', 'b', 'c']) await store.workspace.recordView('viewer', 'company', key, 2);
    const recent = await store.workspace.recent('viewer', 10);
    expect(recent).toHaveLength(2);
    expect(await store.workspace.deleteView('viewer', 'company', recent[0]!.entity_key)).toBe(true);
    await store.workspace.clearViews('viewer');
    expect(await store.workspace.recent('viewer', 10)).toEqual([]);
  });

  it('keeps contacts by person key and saved searches by name', async () => {
    await store.users.create(newUser('networker'));
    const contactId = await store.workspace.createContact('networker', 'e7', 'met at fair');
    expect(await store.workspace.contactForEmployee('networker', 'e7')).toBe(contactId);
    expect(await store.workspace.updateContact('networker', contactId, 'call back')).toBe(true);
    expect(await store.workspace.updateContact('alice', contactId, 'stolen')).toBe(false);
    expect((await store.workspace.contact('networker', contactId))?.note).toBe('call back');
    expect(await store.workspace.contactCount('networker')).toBe(1);
    const filters = [{ indicator: 'country', operator: 'must', values: ['Austria'] }];
    const searchId = await store.workspace.createSearch('networker', {
      name: 'AT',
      entity: 'companies',
      filters,
    });
    expect(await store.workspace.searchNameTaken('networker', 'AT')).toBe(true);
    expect((await store.workspace.searches('networker'))[0]?.filters).toEqual(filters);
    expect(await store.workspace.deleteSearch('alice', searchId)).toBe(false);
    expect(await store.workspace.deleteSearch('networker', searchId)).toBe(true);
    expect(await store.workspace.deleteContact('networker', contactId)).toBe(true);
  });

  it('stores issue reports', async () => {
    const id = await store.issueReports.save({
      entityType: 'company',
      entityId: '1',
      entityName: 'X',
      issueType: 'incorrect_data',
      description: 'wrong address',
      correctData: '',
      userEmail: '',
      priority: 'medium',
      timestamp: null,
      userAgent: null,
      url: null,
      user_id: null,
    });
    expect(id).toBeGreaterThan(0);
  });
});
