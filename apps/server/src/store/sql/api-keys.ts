import type { Kysely } from 'kysely';
import type { ApiKeyRepository } from '../types';
import { byteOrder, changed, counted, type Engine, prepare } from './query-layer';
import type { AccountTables } from './tables';

const COLUMNS = ['key_id', 'user_id', 'name', 'prefix', 'created_at', 'last_used_at'] as const;

export function createApiKeyRepository(db: Kysely<AccountTables>, engine: Engine): ApiKeyRepository {
  // A request with an API key looks it up and marks it used: both compiled once.
  const byHash = prepare(db, (p: { hash: string }) =>
    db.selectFrom('api_keys').select(COLUMNS).where('key_hash', '=', p.hash),
  );
  const touch = prepare(db, (p: { keyId: string; at: string }) =>
    db.updateTable('api_keys').set({ last_used_at: p.at }).where('key_id', '=', p.keyId),
  );
  return {
    async create({ key_id, user_id, name, key_hash, prefix, created_at, last_used_at }, max) {
      return db.transaction().execute(async (tx) => {
        // SQLite's transaction holds the file's write lock from BEGIN; PostgreSQL's locks the
        // user's row, so concurrent creates of one user count one after the other.
        if (engine === 'postgres')
          await tx.selectFrom('users').select('user_id').where('user_id', '=', user_id).forUpdate().execute();
        const held = await counted(
          tx
            .selectFrom('api_keys')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('user_id', '=', user_id)
            .executeTakeFirstOrThrow(),
        );
        if (held >= max) return false;
        await tx
          .insertInto('api_keys')
          .values({ key_id, user_id, name, key_hash, prefix, created_at, last_used_at })
          .execute();
        return true;
      });
    },
    byHash: async (hash) => (await byHash.run({ hash })).rows[0] ?? null,
    listForUser: (userId) =>
      db
        .selectFrom('api_keys')
        .select(COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy(byteOrder(engine, 'key_id'))
        .execute(),
    countForUser: (userId) =>
      counted(
        db
          .selectFrom('api_keys')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
    touch: async (keyId, at) => void (await touch.run({ keyId, at })),
    delete: async (userId, keyId) =>
      changed(
        await db
          .deleteFrom('api_keys')
          .where('user_id', '=', userId)
          .where('key_id', '=', keyId)
          .executeTakeFirst(),
      ) === 1,
  };
}
