import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import { createPostgresAccountStore, migratePostgresAccounts } from '../../src/store/postgres/account-store';
import { createPools, type PostgresPools } from '../../src/store/postgres/database';
import { createTestDatabase, type TestDatabase } from '../postgres';

// Nothing listens on port 1: every connection attempt is refused at once.
const UNREACHABLE = 'postgres://firmenradar:secret@127.0.0.1:1/firmenradar';

describe('PostgreSQL account store', () => {
  let database: TestDatabase;
  let pools: PostgresPools;
  beforeAll(async () => {
    database = await createTestDatabase();
    // The only replica is unreachable: any account read sent to a replica would fail.
    pools = createPools(database.url, [UNREACHABLE]);
    await migratePostgresAccounts(pools.primary);
  });
  afterAll(async () => {
    await pools.close();
    await database.drop();
  });

  it('reads and writes on the primary only, so a new session resolves at once', async () => {
    const store = createPostgresAccountStore(pools);
    await store.users.create({
      user_id: 'u-primary',
      email: 'primary@example.at',
      fullname: 'P',
      password_hash: null,
      google_sub: null,
      email_verified: true,
      language: 'de',
      security_ip: null,
    });
    await store.sessions.create({
      session_id: 's-primary',
      token_hash: 'hash-primary',
      user_id: 'u-primary',
      created_at: 1,
      last_seen_at: 1,
      expires_at: Date.now() + 1000,
      user_agent: null,
      ip: null,
    });
    expect((await store.sessions.byTokenHash('hash-primary'))?.user_id).toBe('u-primary');
    expect(await store.workspace.listCount('u-primary')).toBe(0);
  });

  it('answers 503 unavailable, for single statements and transactions, when the database is gone', async () => {
    const gone = createPools(UNREACHABLE, []);
    try {
      const store = createPostgresAccountStore(gone);
      const unavailable = { name: 'AppError', code: 'database_unavailable', status: 503 };
      for (const attempt of [
        store.users.byId('u-primary'),
        store.sessions.touch('s-primary', 2),
        store.emailTokens.consume('t', 1),
        store.workspace.addItems(1, ['k1']),
        store.users.delete('u-primary'),
      ]) {
        const error = await attempt.then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(AppError);
        expect(error).toMatchObject(unavailable);
      }
    } finally {
      await gone.close();
    }
  });
});
