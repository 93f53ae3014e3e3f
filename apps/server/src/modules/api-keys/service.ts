import { randomUUID } from 'node:crypto';
import {
  API_KEY_PREFIX,
  API_KEY_REQUESTS_PER_DAY,
  API_KEYS_CREATED_PER_DAY,
  type ApiKey,
  MAX_API_KEYS,
} from '@fd/contract';
import { fail } from '../../errors';
import type { AccountStore, ApiKeyRecord, LimitCount, UserRecord } from '../../store/types';
import { randomToken, sha256 } from '../auth/crypto';

const DAY_MS = 24 * 3600 * 1000;
/** last_used_at is written at most once a minute per key, not on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** One daily request quota per account, shared by its keys: a new key does not start afresh. */
const quotaKey = (userId: string) => `quota:apikey:${userId}`;
const createdKey = (userId: string) => `apikey-created:${userId}`;

function toApiKey(record: ApiKeyRecord): ApiKey {
  return {
    id: record.key_id,
    name: record.name,
    prefix: record.prefix,
    created_at: record.created_at,
    last_used_at: record.last_used_at,
  };
}

export type ApiKeyService = ReturnType<typeof createApiKeyService>;

/**
 * API keys for programs: random secrets shown once, stored as SHA-256 like session tokens,
 * revocable, at most 5 live per account, sharing the account's daily request quota counted in the
 * account store (docs/decisions/173).
 */
export function createApiKeyService(accounts: AccountStore) {
  /**
   * Counts `units` requests against the account's daily key quota (0: reads where it stands); past
   * the quota nothing is counted and the answer's count is above it.
   */
  const count = (userId: string, units: number, now = Date.now()): Promise<LimitCount> =>
    accounts.limits.hit(quotaKey(userId), DAY_MS, { max: API_KEY_REQUESTS_PER_DAY, by: units, now });

  return {
    list: async (userId: string): Promise<ApiKey[]> =>
      (await accounts.apiKeys.listForUser(userId)).map(toApiKey),

    async create(userId: string, name: string): Promise<{ key: string; apiKey: ApiKey }> {
      if ((await accounts.apiKeys.countForUser(userId)) >= MAX_API_KEYS)
        throw fail('api_key_limit', { limit: MAX_API_KEYS });
      const created = await accounts.limits.hit(createdKey(userId), DAY_MS, {
        max: API_KEYS_CREATED_PER_DAY,
      });
      if (created.count > API_KEYS_CREATED_PER_DAY)
        throw fail('api_key_create_limit', { limit: API_KEYS_CREATED_PER_DAY }).retryAfter(
          Math.max(1, Math.ceil((created.resetAt - Date.now()) / 1000)),
        );
      const key = `${API_KEY_PREFIX}${randomToken()}`;
      const record: ApiKeyRecord = {
        key_id: randomUUID(),
        user_id: userId,
        name,
        prefix: key.slice(0, API_KEY_PREFIX.length + 6),
        created_at: new Date().toISOString(),
        last_used_at: null,
      };
      // Counted again where the key is added, so that concurrent creates never pass the limit.
      if (!(await accounts.apiKeys.create({ ...record, key_hash: sha256(key) }, MAX_API_KEYS)))
        throw fail('api_key_limit', { limit: MAX_API_KEYS });
      return { key, apiKey: toApiKey(record) };
    },

    async revoke(userId: string, keyId: string): Promise<void> {
      if (!(await accounts.apiKeys.delete(userId, keyId))) throw fail('api_key_not_found');
    },

    count,

    /**
     * Counts `extra` more requests against the account's daily key quota (a call that carries
     * several queries counts each); past the quota nothing is counted and the call is refused with 429.
     */
    async charge(userId: string, extra: number, now = Date.now()): Promise<LimitCount> {
      if (extra <= 0) return { count: 0, resetAt: now };
      const quota = await count(userId, extra, now);
      if (quota.count > API_KEY_REQUESTS_PER_DAY)
        throw fail('api_key_quota').retryAfter(Math.max(1, Math.ceil((quota.resetAt - now) / 1000)));
      return quota;
    },

    /**
     * The key's owner, or null for an unknown key. Nothing is counted yet: a request counts once
     * it is admitted (`count`, after its in-flight slot, docs/decisions/210).
     */
    async resolve(key: string, now = Date.now()): Promise<{ user: UserRecord; key: ApiKeyRecord } | null> {
      const record = await accounts.apiKeys.byHash(sha256(key));
      if (!record) return null;
      const user = await accounts.users.byId(record.user_id);
      // The keys of an account an operator locked are refused like unknown ones.
      if (!user || (await accounts.userAdmin.isLocked(user.user_id))) return null;
      if (!record.last_used_at || now - Date.parse(record.last_used_at) > TOUCH_INTERVAL_MS) {
        await accounts.apiKeys.touch(record.key_id, new Date(now).toISOString());
      }
      return { user, key: record };
    },
  };
}
