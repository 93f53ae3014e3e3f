import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountStore, NewUser } from '../../src/store/types';
import { engines } from './engines';

/** Lets the clock move on, so that timestamps written before and after differ. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

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
    await store.workspace.createContact('u-gone', 'e1', '');
    await store.workspace.createSearch('u-gone', { name: 'S', entity: 'companies', filters: [] });
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
    await expect(second).rejects.not.toMatchObject({ code: 'unavailable' });
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

  it('lists sessions most recently seen first, with numeric times, and ends all of a user', async () => {
    await store.users.create(newUser('u-many'));
    const expires = Date.now() + 100_000;
    for (const [id, lastSeen] of [
      ['m1', 100],
      ['m2', 300],
      ['m3', 200],
    ] as const) {
      await store.sessions.create({
        session_id: id,
        token_hash: `hash-${id}`,
        user_id: 'u-many',
        created_at: 50,
        last_seen_at: lastSeen,
        expires_at: expires,
        user_agent: 'Firefox',
        ip: null,
      });
    }
    const sessions = await store.sessions.listForUser('u-many');
    expect(sessions.map((s) => s.session_id)).toEqual(['m2', 'm3', 'm1']);
    expect(sessions[0]).toEqual({
      session_id: 'm2',
      user_id: 'u-many',
      created_at: 50,
      last_seen_at: 300,
      expires_at: expires,
      user_agent: 'Firefox',
      ip: null,
    });
    expect(await store.sessions.byTokenHash('no-such-hash')).toBeNull();
    await store.sessions.deleteForUser('u-many');
    expect(await store.sessions.listForUser('u-many')).toEqual([]);
  });

  it('consumes a token exactly once when requests race, and leaves other purposes alone', async () => {
    await store.users.create(newUser('u-race'));
    const token = { user_id: 'u-race', created_at: 5, expires_at: 99 };
    await store.emailTokens.create('race', { ...token, purpose: 'verify' });
    await store.emailTokens.create('race-reset', { ...token, purpose: 'reset' });
    await store.emailTokens.create('race-used', { ...token, purpose: 'verify' });
    expect(await store.emailTokens.byHash('race')).toEqual({ ...token, purpose: 'verify', used_at: null });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => store.emailTokens.consume('race', i)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await store.emailTokens.consume('unknown', 1)).toBe(false);
    await store.emailTokens.consume('race-used', 7);
    await store.emailTokens.invalidateForUser('u-race', 'verify', 20);
    expect((await store.emailTokens.byHash('race-used'))?.used_at).toBe(7);
    expect((await store.emailTokens.byHash('race-reset'))?.used_at).toBeNull();
    expect(await store.emailTokens.byHash('unknown')).toBeNull();
  });

  it('orders lists by last change and their items newest first, counting numerically', async () => {
    await store.users.create(newUser('lister'));
    const first = await store.workspace.createList('lister', 'First');
    await tick();
    const second = await store.workspace.createList('lister', 'Second');
    expect((await store.workspace.lists('lister')).map((l) => l.id)).toEqual([second, first]);
    await tick();
    expect(await store.workspace.addItems(first, ['k2', 'k1'])).toBe(2);
    await tick();
    expect(await store.workspace.addItems(first, ['k0'])).toBe(1);
    expect(await store.workspace.addItems(first, ['k0', 'k1'])).toBe(0);
    const lists = await store.workspace.lists('lister');
    expect(lists.map((l) => [l.id, l.name, l.item_count])).toEqual([
      [first, 'First', 3],
      [second, 'Second', 0],
    ]);
    expect(lists[0]!.updated_at > lists[0]!.created_at).toBe(true);
    expect(await store.workspace.itemKeys(first)).toEqual(['k1', 'k2', 'k0']);
    const items = await store.workspace.items(first);
    expect(items.map((item) => item.company_key)).toEqual(['k0', 'k1', 'k2']);
    expect(items[1]!.added_at).toBe(items[2]!.added_at);
    await tick();
    expect(await store.workspace.renameList('lister', second, 'Renamed')).toBe(true);
    expect((await store.workspace.lists('lister')).map((l) => l.name)).toEqual(['Renamed', 'First']);
    expect(await store.workspace.listNameTaken('lister', 'renamed')).toBe(false);
    expect(await store.workspace.listNameTaken('alice', 'Renamed')).toBe(false);
    await tick();
    await store.workspace.removeItem(first, 'k1');
    expect((await store.workspace.lists('lister'))[0]?.id).toBe(first);
    expect(await store.workspace.deleteList('lister', second)).toBe(true);
    expect(await store.workspace.deleteList('lister', second)).toBe(false);
    expect(await store.workspace.listCount('lister')).toBe(1);
    expect(await store.workspace.list('lister', second)).toBeNull();
  });

  it('keeps watched companies newest first and one recent view per page', async () => {
    await store.users.create(newUser('watcher-2'));
    for (const key of ['w1', 'w2', 'w3']) {
      await store.workspace.watch('watcher-2', key);
      await tick();
    }
    expect((await store.workspace.watched('watcher-2')).map((row) => row.company_key)).toEqual([
      'w3',
      'w2',
      'w1',
    ]);
    expect(await store.workspace.watchCount('watcher-2')).toBe(3);
    for (const [type, key] of [
      ['company', 'a'],
      ['employee', 'p'],
      ['company', 'b'],
      ['company', 'a'],
    ] as const) {
      await store.workspace.recordView('watcher-2', type, key, 10);
      await tick();
    }
    const recent = await store.workspace.recent('watcher-2', 10);
    expect(recent.map((row) => `${row.entity_type}:${row.entity_key}`)).toEqual([
      'company:a',
      'company:b',
      'employee:p',
    ]);
    expect(await store.workspace.recent('watcher-2', 1)).toEqual([recent[0]]);
    await store.workspace.recordView('watcher-2', 'employee', 'q', 2);
    expect((await store.workspace.recent('watcher-2', 10)).map((row) => row.entity_key)).toEqual(['q', 'a']);
    expect(await store.workspace.deleteView('watcher-2', 'company', 'b')).toBe(false);
  });

  it('orders contacts by last change and saved searches newest first', async () => {
    await store.users.create(newUser('keeper'));
    const older = await store.workspace.createContact('keeper', 'e1', '');
    await tick();
    const newer = await store.workspace.createContact('keeper', 'e2', 'note');
    await expect(store.workspace.createContact('keeper', 'e2', 'again')).rejects.toThrow();
    expect((await store.workspace.contacts('keeper')).map((c) => c.id)).toEqual([newer, older]);
    await tick();
    await store.workspace.updateContact('keeper', older, 'changed');
    const contacts = await store.workspace.contacts('keeper');
    expect(contacts.map((c) => c.id)).toEqual([older, newer]);
    expect(contacts[0]).toEqual({
      id: older,
      employee_key: 'e1',
      note: 'changed',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await store.workspace.contact('alice', older)).toBeNull();
    expect(await store.workspace.contactForEmployee('keeper', 'e9')).toBeNull();
    expect(await store.workspace.deleteContact('alice', older)).toBe(false);

    const first = await store.workspace.createSearch('keeper', {
      name: 'One',
      entity: 'companies',
      filters: [],
    });
    await tick();
    const filters = [{ indicator: 'city', operator: 'atleast', values: ['Wien', 'Graz'] }];
    const second = await store.workspace.createSearch('keeper', {
      name: 'Two',
      entity: 'companies_employees',
      filters,
    });
    const searches = await store.workspace.searches('keeper');
    expect(searches.map((row) => row.id)).toEqual([second, first]);
    expect(searches[0]).toEqual({
      id: second,
      name: 'Two',
      entity: 'companies_employees',
      filters,
      created_at: expect.any(String),
    });
    expect(await store.workspace.searchCount('keeper')).toBe(2);
    expect(await store.workspace.searchNameTaken('alice', 'One')).toBe(false);
    expect(await store.workspace.searches('nobody')).toEqual([]);
  });

  it('numbers messages and issue reports in the order they arrive', async () => {
    const message = {
      kind: 'contact' as const,
      name: 'A',
      email: 'a@example.at',
      company: 'A GmbH',
      subject: 'Hi',
      message: 'Hello',
      user_id: null,
    };
    const first = await store.messages.save(message);
    expect(await store.messages.save({ ...message, kind: 'support' })).toBeGreaterThan(first);
    const report = {
      entityType: 'employee',
      entityId: 'e1',
      entityName: 'E',
      issueType: 'other',
      description: 'd',
      correctData: 'c',
      userEmail: 'a@example.at',
      priority: 'high',
      timestamp: '2026-01-01T00:00:00.000Z',
      userAgent: 'UA',
      url: 'https://example.at',
      user_id: null,
    } as const;
    const reportId = await store.issueReports.save(report);
    expect(typeof reportId).toBe('number');
    expect(await store.issueReports.save(report)).toBeGreaterThan(reportId);
  });
});
