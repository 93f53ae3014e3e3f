import type { ApiKeyRecord, ApiKeyRepository } from '../types';
import type { AccountSql } from './account-sql';

const COLUMNS = 'key_id, user_id, name, prefix, created_at, last_used_at';

export function createApiKeyRepository(sql: AccountSql): ApiKeyRepository {
  return {
    async create(key) {
      await sql.changes(
        `INSERT INTO api_keys (key_id, user_id, name, key_hash, prefix, created_at, last_used_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [key.key_id, key.user_id, key.name, key.key_hash, key.prefix, key.created_at, key.last_used_at],
      );
    },
    byHash: (keyHash) =>
      sql.row<ApiKeyRecord>(`SELECT ${COLUMNS} FROM api_keys WHERE key_hash = $1`, [keyHash]),
    listForUser: (userId) =>
      sql.rows<ApiKeyRecord>(
        `SELECT ${COLUMNS} FROM api_keys WHERE user_id = $1 ORDER BY created_at, key_id COLLATE "C"`,
        [userId],
      ),
    countForUser: (userId) => sql.value('SELECT COUNT(*) FROM api_keys WHERE user_id = $1', [userId]),
    async touch(keyId, at) {
      await sql.changes('UPDATE api_keys SET last_used_at = $2 WHERE key_id = $1', [keyId, at]);
    },
    delete: async (userId, keyId) =>
      (await sql.changes('DELETE FROM api_keys WHERE user_id = $1 AND key_id = $2', [userId, keyId])) === 1,
  };
}
