import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openStore } from '../../src/store';
import type { Store } from '../../src/store/types';

/**
 * The store contract, run against every engine the build ships (decisions: one interface,
 * several engines). Each engine gets a store holding the shared generated test dataset.
 */
const engines: { name: string; open: () => { store: Store; cleanup: () => void } }[] = [
  {
    name: 'sqlite',
    open: () => {
      const dir = mkdtempSync(join(tmpdir(), 'fd-store-'));
      const path = join(dir, 'store.sqlite');
      copyFileSync(inject('datasetTemplate'), path);
      const store = openStore({ kind: 'sqlite', path });
      return { store, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
    },
  },
];

describe.each(engines)('store contract: $name', ({ open }) => {
  let store: Store;
  let cleanup: () => void;
  beforeAll(() => {
    ({ store, cleanup } = open());
  });
  afterAll(() => {
    store.close();
    cleanup();
  });

  it('counts the dataset', () => {
    const counts = store.dataset.counts();
    expect(counts.companies).toBeGreaterThan(0);
    expect(counts.financial_reports).toBeGreaterThan(0);
    expect(counts.seed).not.toBeNull();
  });

  it('returns list items in the order of the ids asked for, skipping unknown ids', () => {
    const items = store.companies.listItems([5, 2, 999_999_999, 9]);
    expect(items.map((item) => item.company_id)).toEqual([5, 2, 9]);
  });

  it('reads name matches in popularity order and honours exclusions', () => {
    const all = store.names.matchIds([{ terms: ['gmbh'], prefix: false }], 50);
    expect(all.length).toBeGreaterThan(0);
    expect([...all].sort((a, b) => a - b)).toEqual(all);
    const first = store.names.matchIds([{ terms: ['gmbh'], prefix: false }], 5);
    expect(first).toEqual(all.slice(0, 5));
    const name = store.companies.listItems([all[0]!])[0]!.company_name.toLowerCase();
    const word = name.split(/[^\p{L}]+/u).find((w) => w.length > 3 && w !== 'gmbh');
    if (word) {
      const without = store.names.matchIds([{ terms: ['gmbh'], prefix: false }], 50, [
        { terms: [word], prefix: false },
      ]);
      expect(without).not.toContain(all[0]);
    }
  });

  it('counts up to the cap and no further', () => {
    expect(store.names.countMatches([{ terms: ['gmbh'], prefix: false }], 7)).toBe(7);
  });

  it('matches prefixes', () => {
    const ids = store.names.matchIds([{ terms: ['gm'], prefix: true }], 10);
    expect(ids.length).toBe(10);
  });

  it('keeps users, sessions and single-use tokens', () => {
    const user = store.users.create({
      user_id: 'conformance-user',
      email: 'conformance@example.at',
      fullname: 'Conformance',
      password_hash: null,
      google_sub: null,
      email_verified: false,
      language: 'de',
      security_ip: null,
    });
    expect(store.users.byEmail('CONFORMANCE@example.at')?.user_id).toBe(user.user_id);
    store.sessions.create({
      session_id: 's1',
      token_hash: 'hash-1',
      user_id: user.user_id,
      created_at: 1,
      last_seen_at: 1,
      expires_at: Date.now() + 1000,
      user_agent: null,
      ip: null,
    });
    expect(store.sessions.byTokenHash('hash-1')?.session_id).toBe('s1');
    store.emailTokens.create('token-1', {
      user_id: user.user_id,
      purpose: 'verify',
      created_at: 1,
      expires_at: Date.now() + 1000,
    });
    expect(store.emailTokens.consume('token-1', Date.now())).toBe(true);
    expect(store.emailTokens.consume('token-1', Date.now())).toBe(false);
    store.users.delete(user.user_id);
    expect(store.sessions.byTokenHash('hash-1')).toBeNull();
  });

  it("keeps one user's workspace apart from another's", () => {
    for (const id of ['alice', 'bob']) {
      store.users.create({
        user_id: id,
        email: `${id}@example.at`,
        fullname: id,
        password_hash: null,
        google_sub: null,
        email_verified: true,
        language: 'de',
        security_ip: null,
      });
    }
    const listId = store.workspace.createList('alice', 'Leads');
    expect(store.workspace.addItems(listId, [1, 2, 2, 999_999_999])).toBe(2);
    expect(store.workspace.list('bob', listId)).toBeNull();
    expect(store.workspace.deleteList('bob', listId)).toBe(false);
    expect(store.workspace.list('alice', listId)?.item_count).toBe(2);
  });
});
