import { occasionalPurge } from '../limit-cleanup';
import type { LimitCount, LimitRepository } from '../types';
import type { AccountSql } from './account-sql';

// One statement: the row lock of ON CONFLICT serialises racing hits on the same key. A hit that
// would pass max leaves the count and is answered with count + by (above max: refused).
const HIT = `
  INSERT INTO limit_counters (key, hits, refused, reset_at)
  VALUES ($1, CASE WHEN $4::integer IS NULL OR $5::integer <= $4::integer THEN $5::integer ELSE 0 END,
          CASE WHEN $4::integer IS NULL OR $5::integer <= $4::integer THEN 0 ELSE $5::integer END, $3)
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN limit_counters.reset_at <= $2 THEN excluded.hits
                WHEN $4::integer IS NULL OR limit_counters.hits + $5::integer <= $4::integer
                  THEN limit_counters.hits + $5::integer
                ELSE limit_counters.hits END,
    refused = CASE WHEN limit_counters.reset_at <= $2 THEN excluded.refused
                   WHEN $4::integer IS NULL OR limit_counters.hits + $5::integer <= $4::integer THEN 0
                   ELSE $5::integer END,
    reset_at = CASE WHEN limit_counters.reset_at <= $2 THEN $3 ELSE limit_counters.reset_at END
  RETURNING hits + refused AS count, reset_at AS "resetAt"`;

export function createLimitRepository(sql: AccountSql): LimitRepository {
  const repository: LimitRepository = {
    async hit(key, windowMs, options = {}) {
      const now = options.now ?? Date.now();
      const result = await sql.row<LimitCount>(HIT, [
        key,
        now,
        now + windowMs,
        options.max ?? null,
        options.by ?? 1,
      ]);
      cleanup();
      return result!;
    },
    read: (key, now = Date.now()) =>
      sql.row<LimitCount>(
        'SELECT hits AS count, reset_at AS "resetAt" FROM limit_counters WHERE key = $1 AND reset_at > $2',
        [key, now],
      ),
    async reset(key) {
      await sql.changes('DELETE FROM limit_counters WHERE key = $1', [key]);
    },
    purgeExpired: (now = Date.now()) => sql.changes('DELETE FROM limit_counters WHERE reset_at <= $1', [now]),
  };
  const cleanup = occasionalPurge(() => repository.purgeExpired());
  return repository;
}
