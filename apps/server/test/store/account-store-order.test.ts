import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountStore } from '../../src/store/types';
import { newUser, useAccountStore } from './account-store-helpers';
import { engines } from './engines';

/**
 * Rows written in the same millisecond list in the same order on both engines: SQLite's
 * recent views and lists once sorted by time alone (ties fell in whatever order the query plan
 * read them, e.g. by name), PostgreSQL's with a tie-breaker. The clock stands still here.
 */
describe.each(engines)('account store order on equal times: $name', (engine) => {
  let store: AccountStore;
  useAccountStore(engine, (opened) => {
    store = opened;
  });
  const stillClock = () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T09:00:00.000Z'));
  };
  afterEach(() => vi.useRealTimers());

  it('lists recent views by type, then key byte-wise, and trims exactly what it does not list', async () => {
    await store.users.create(newUser('same-time-viewer'));
    stillClock();
    for (const [type, key] of [
      ['employee', 'a'],
      ['company', 'a'],
      ['company', 'B'],
    ] as const)
      await store.workspace.recordView('same-time-viewer', type, key, 10);
    expect(
      (await store.workspace.recent('same-time-viewer', 10)).map(
        (row) => `${row.entity_type}:${row.entity_key}`,
      ),
    ).toEqual(['company:B', 'company:a', 'employee:a']);
    await store.workspace.recordView('same-time-viewer', 'company', 'C', 2);
    expect((await store.workspace.recent('same-time-viewer', 10)).map((row) => row.entity_key)).toEqual([
      'B',
      'C',
    ]);
  });

  it('lists lists, saved searches and contacts changed together newest first', async () => {
    await store.users.create(newUser('same-time-keeper'));
    stillClock();
    const first = await store.workspace.createList('same-time-keeper', 'a');
    const second = await store.workspace.createList('same-time-keeper', 'b');
    expect((await store.workspace.lists('same-time-keeper')).map((list) => list.id)).toEqual([second, first]);
    const one = await store.workspace.createSearch('same-time-keeper', {
      name: 'a',
      entity: 'companies',
      filters: [],
    });
    const two = await store.workspace.createSearch('same-time-keeper', {
      name: 'b',
      entity: 'companies',
      filters: [],
    });
    expect((await store.workspace.searches('same-time-keeper')).map((search) => search.id)).toEqual([
      two,
      one,
    ]);
    const older = await store.workspace.createContact('same-time-keeper', 'e-b', '', true);
    const newer = await store.workspace.createContact('same-time-keeper', 'e-a', '', true);
    expect((await store.workspace.contacts('same-time-keeper')).map((contact) => contact.id)).toEqual([
      newer,
      older,
    ]);
  });

  it('lists watched companies and list items added together by key, byte-wise', async () => {
    await store.users.create(newUser('same-time-watcher'));
    stillClock();
    for (const key of ['b', 'C', 'a']) await store.workspace.watch('same-time-watcher', key);
    expect((await store.workspace.watched('same-time-watcher')).map((row) => row.company_key)).toEqual([
      'C',
      'a',
      'b',
    ]);
    const listId = await store.workspace.createList('same-time-watcher', 'L');
    await store.workspace.addItems(listId, ['b', 'C', 'a']);
    expect((await store.workspace.items(listId)).map((row) => row.company_key)).toEqual(['C', 'a', 'b']);
    expect(await store.workspace.itemKeys(listId)).toEqual(['C', 'a', 'b']);
  });
});
