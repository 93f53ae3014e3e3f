import { describe, expect, it } from 'vitest';
import type { AccountStore } from '../../src/store/types';
import { newUser, tick, useAccountStore } from './account-store-helpers';
import { engines } from './engines';

/** The workspace: lead lists, watch list, recently viewed, contacts and saved searches. */
describe.each(engines)('account store contract: $name', (engine) => {
  let store: AccountStore;
  useAccountStore(engine, (opened) => {
    store = opened;
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

  it('keeps alerted event types per watch, every type (null) until set, and only the caller’s', async () => {
    await store.users.create(newUser('alerted'));
    await store.users.create(newUser('bystander'));
    for (const key of ['c1', 'c2']) await store.workspace.watch('alerted', key);
    await store.workspace.watch('bystander', 'c1');
    const types = async (userId: string) =>
      Object.fromEntries(
        (await store.workspace.watched(userId)).map((row) => [row.company_key, row.alert_types]),
      );
    expect(await types('alerted')).toEqual({ c1: null, c2: null });
    expect(await store.workspace.setAlertTypes('alerted', 'c1', 'management_appointed,merger')).toBe(1);
    expect(await store.workspace.setAlertTypes('alerted', 'c3', 'merger')).toBe(0);
    expect(await types('alerted')).toEqual({ c1: 'management_appointed,merger', c2: null });
    expect(await store.workspace.setAlertTypes('alerted', null, '')).toBe(2);
    expect(await types('alerted')).toEqual({ c1: '', c2: '' });
    expect(await types('bystander')).toEqual({ c1: null });
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
    const contactId = await store.workspace.createContact('networker', 'e7', 'met at fair', true);
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
    const older = await store.workspace.createContact('keeper', 'e1', '', false);
    await tick();
    const newer = await store.workspace.createContact('keeper', 'e2', 'note', true);
    await expect(store.workspace.createContact('keeper', 'e2', 'again', true)).rejects.toThrow();
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
      counted: false,
    });
    expect(contacts[1]?.counted).toBe(true);
    await store.workspace.markContactCounted('alice', older);
    expect((await store.workspace.contact('keeper', older))?.counted).toBe(false);
    await store.workspace.markContactCounted('keeper', older);
    expect((await store.workspace.contact('keeper', older))?.counted).toBe(true);
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
});
