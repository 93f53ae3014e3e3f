import { describe, expect, it } from 'vitest';
import { createSqliteAccountStore, openSqliteAccountDatabase } from '../../store/sqlite';
import { allowedAttempts, createLoginThrottle, FREE_ATTEMPTS } from './login-throttle';

const MINUTE = 60_000;

describe('login throttle', () => {
  it('allows five attempts at once, then one more after 1, 3, 7 and 15 minutes', () => {
    expect(
      [0, 59_999, MINUTE, 3 * MINUTE - 1, 3 * MINUTE, 7 * MINUTE, 15 * MINUTE].map(allowedAttempts),
    ).toEqual([5, 5, 6, 6, 7, 8, 9]);
  });

  it('makes each further wait of one client longer, with Retry-After naming it', async () => {
    const store = createSqliteAccountStore(await openSqliteAccountDatabase(':memory:'));
    const throttle = createLoginThrottle(store.limits);
    const t0 = 1_700_000_000_000;
    const tryAt = async (at: number) =>
      throttle.admit('a@example.at', '10.0.0.1', at).then(
        () => 'checked',
        (error: { code: string; retryAfterSeconds: number }) => `${error.code} ${error.retryAfterSeconds}`,
      );
    for (let i = 0; i < FREE_ATTEMPTS; i++) expect(await tryAt(t0)).toBe('checked');
    expect(await tryAt(t0)).toBe('login_throttled 60');
    expect(await tryAt(t0 + MINUTE)).toBe('checked');
    expect(await tryAt(t0 + MINUTE)).toBe('login_throttled 120');
    expect(await tryAt(t0 + 3 * MINUTE)).toBe('checked');
    expect(await tryAt(t0 + 3 * MINUTE)).toBe('login_throttled 240');
    // Another client of the same account is not slowed down.
    expect(await throttle.admit('a@example.at', '10.0.0.2', t0 + 3 * MINUTE)).toBeUndefined();
    // The right password resets the client's count.
    await throttle.succeeded('a@example.at', '10.0.0.1', t0 + 3 * MINUTE);
    expect(await tryAt(t0 + 3 * MINUTE)).toBe('checked');
    await store.close();
  });
});
