import { type Kysely, sql } from 'kysely';
import { occasionalPurge } from '../limit-cleanup';
import type { LimitRepository } from '../types';
import { atomically, changed, type Engine, prepare } from './query-layer';
import type { AccountTables } from './tables';

/** A limit hit's values; `max` is null for a counter without one. */
interface Hit extends Record<string, unknown> {
  key: string;
  now: number;
  reset: number;
  max: number | null;
  by: number;
}

export function createLimitRepository(db: Kysely<AccountTables>, engine: Engine): LimitRepository {
  // One statement, compiled once (every request counts a hit): a new window when the old one has
  // ended, else `by` more hits; a hit that would pass max leaves the count and is answered with
  // count + by (above max: refused). Racing hits on a key are counted one after another.
  const hit = prepare(db, (p: Hit) => {
    const max = sql<number | null>`cast(${p.max} as integer)`;
    const by = sql<number>`cast(${p.by} as integer)`;
    const ended = sql<boolean>`limit_counters.reset_at <= ${p.now}`;
    const fits = sql<boolean>`${max} is null or limit_counters.hits + ${by} <= ${max}`;
    const freshFits = sql<boolean>`${max} is null or ${by} <= ${max}`;
    return db
      .insertInto('limit_counters')
      .values({
        key: p.key,
        hits: sql`case when ${freshFits} then ${by} else 0 end`,
        refused: sql`case when ${freshFits} then 0 else ${by} end`,
        reset_at: p.reset,
      })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql`case when ${ended} then excluded.hits when ${fits} then limit_counters.hits + ${by}
                    else limit_counters.hits end`,
          refused: sql`case when ${ended} then excluded.refused when ${fits} then 0 else ${by} end`,
          reset_at: sql`case when ${ended} then ${p.reset} else limit_counters.reset_at end`,
        }),
      )
      .returning([sql<number>`hits + refused`.as('count'), 'reset_at as resetAt']);
  });
  // A slot of a request in flight: the count goes up while below max, and each slot taken holds
  // the counter for another lease; a full counter is answered with max + 1 and left as it is.
  const acquire = prepare(db, (p: { key: string; now: number; reset: number; max: number }) => {
    const max = sql<number>`cast(${p.max} as integer)`;
    const ended = sql<boolean>`limit_counters.reset_at <= ${p.now}`;
    const takes = sql<boolean>`${ended} or limit_counters.hits < ${max}`;
    return db
      .insertInto('limit_counters')
      .values({ key: p.key, hits: 1, refused: 0, reset_at: p.reset })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql`case when ${ended} then 1 when ${takes} then limit_counters.hits + 1
                    else limit_counters.hits end`,
          refused: sql`case when ${takes} then 0 else 1 end`,
          reset_at: sql`case when ${takes} then ${p.reset} else limit_counters.reset_at end`,
        }),
      )
      .returning(sql<number>`hits + refused`.as('count'));
  });
  const release = prepare(db, (p: { key: string; now: number }) =>
    db
      .updateTable('limit_counters')
      .set({ hits: sql`case when hits > 0 then hits - 1 else 0 end`, refused: 0 })
      .where('key', '=', p.key)
      .where('reset_at', '>', p.now),
  );
  const read = prepare(db, (p: { key: string; now: number }) =>
    db
      .selectFrom('limit_counters')
      .select(['hits as count', 'reset_at as resetAt'])
      .where('key', '=', p.key)
      .where('reset_at', '>', p.now),
  );
  const repository: LimitRepository = {
    async hit(key, windowMs, options = {}) {
      const now = options.now ?? Date.now();
      const values = { key, now, reset: now + windowMs, max: options.max ?? null, by: options.by ?? 1 };
      const result = await atomically(engine, db, async (on) => (await hit.run(values, on)).rows[0]!);
      cleanup();
      return result;
    },
    async acquire(key, max, leaseMs, now = Date.now()) {
      const values = { key, now, reset: now + leaseMs, max };
      const row = await atomically(engine, db, async (on) => (await acquire.run(values, on)).rows[0]!);
      cleanup();
      return Number(row.count);
    },
    release: async (key, now = Date.now()) => void (await release.run({ key, now })),
    read: async (key, now = Date.now()) => (await read.run({ key, now })).rows[0] ?? null,
    reset: async (key) => void (await db.deleteFrom('limit_counters').where('key', '=', key).execute()),
    purgeExpired: async (now = Date.now()) =>
      changed(await db.deleteFrom('limit_counters').where('reset_at', '<=', now).executeTakeFirst()),
  };
  const cleanup = occasionalPurge(() => repository.purgeExpired());
  return repository;
}
