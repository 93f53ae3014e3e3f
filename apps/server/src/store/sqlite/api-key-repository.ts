import type { ApiKeyRecord, ApiKeyRepository } from '../types';
import type { SqliteDatabase } from './database';

const COLUMNS = 'key_id, user_id, name, prefix, created_at, last_used_at';

export function createApiKeyRepository(db: SqliteDatabase): ApiKeyRepository {
  const insert = db.prepare(`
    INSERT INTO api_keys (key_id, user_id, name, key_hash, prefix, created_at, last_used_at)
    VALUES (@key_id, @user_id, @name, @key_hash, @prefix, @created_at, @last_used_at)`);
  const byHash = db.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE key_hash = ?`);
  const forUser = db.prepare(`SELECT ${COLUMNS} FROM api_keys WHERE user_id = ? ORDER BY created_at, key_id`);
  const count = db.prepare('SELECT COUNT(*) FROM api_keys WHERE user_id = ?').pluck();
  const touch = db.prepare('UPDATE api_keys SET last_used_at = ? WHERE key_id = ?');
  const remove = db.prepare('DELETE FROM api_keys WHERE user_id = ? AND key_id = ?');
  return {
    create: async (key) => void insert.run(key),
    byHash: async (keyHash) => (byHash.get(keyHash) as ApiKeyRecord | undefined) ?? null,
    listForUser: async (userId) => forUser.all(userId) as ApiKeyRecord[],
    countForUser: async (userId) => Number(count.get(userId)),
    touch: async (keyId, at) => void touch.run(at, keyId),
    delete: async (userId, keyId) => remove.run(userId, keyId).changes === 1,
  };
}
