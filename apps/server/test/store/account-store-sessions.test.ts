import { describe, expect, it } from 'vitest';
import type { AccountStore } from '../../src/store/types';
import { newUser, useAccountStore } from './account-store-helpers';
import { engines } from './engines';

/** Sessions and e-mail tokens. */
describe.each(engines)('account store contract: $name', (engine) => {
  let store: AccountStore;
  useAccountStore(engine, (opened) => {
    store = opened;
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
});
