import { occasionalPurge } from '../limit-cleanup';
import type { LimitCount, LimitRepository } from '../types';
import type { SqliteDatabase } from './database';

export function createLimitRepository(db: SqliteDatabase): LimitRepository {
  // One statement: a new window when the old one has ended, else `by` more hits; a hit that would
  // pass max leaves the count and is answered with count + by (above max: refused).
  const hit = db.prepare(`
    INSERT INTO limit_counters (key, hits, refused, reset_at)
    VALUES (@key, CASE WHEN @max IS NULL OR @by <= @max THEN @by ELSE 0 END,
            CASE WHEN @max IS NULL OR @by <= @max THEN 0 ELSE @by END, @reset)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN limit_counters.reset_at <= @now THEN excluded.hits
                  WHEN @max IS NULL OR limit_counters.hits + @by <= @max THEN limit_counters.hits + @by
                  ELSE limit_counters.hits END,
      refused = CASE WHEN limit_counters.reset_at <= @now THEN excluded.refused
                     WHEN @max IS NULL OR limit_counters.hits + @by <= @max THEN 0
                     ELSE @by END,
      reset_at = CASE WHEN limit_counters.reset_at <= @now THEN @reset ELSE limit_counters.reset_at END
    RETURNING hits + refused AS count, reset_at AS resetAt`);
  // IMMEDIATE takes the write lock first, so processes sharing the file count one after another.
  const hitAtomically = db.transaction((values: Record<string, unknown>) => hit.get(values) as LimitCount);
  const read = db.prepare(
    'SELECT hits AS count, reset_at AS resetAt FROM limit_counters WHERE key = ? AND reset_at > ?',
  );
  const reset = db.prepare('DELETE FROM limit_counters WHERE key = ?');
  const purge = db.prepare('DELETE FROM limit_counters WHERE reset_at <= ?');
  const repository: LimitRepository = {
    async hit(key, windowMs, options = {}) {
      const now = options.now ?? Date.now();
      const result = hitAtomically.immediate({
        key,
        now,
        reset: now + windowMs,
        max: options.max ?? null,
        by: options.by ?? 1,
      });
      cleanup();
      return result;
    },
    read: async (key, now = Date.now()) => (read.get(key, now) as LimitCount | undefined) ?? null,
    reset: async (key) => void reset.run(key),
    purgeExpired: async (now = Date.now()) => purge.run(now).changes,
  };
  const cleanup = occasionalPurge(() => repository.purgeExpired());
  return repository;
}
