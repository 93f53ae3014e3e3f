import type { Kysely } from 'kysely';
import type { WorkspaceRepository } from '../types';
import { byteOrder, changed, type Engine } from './query-layer';
import type { AccountTables } from './tables';

type Db = Kysely<AccountTables>;
type RecentPeopleRepository = Pick<
  WorkspaceRepository,
  'recordPersonView' | 'recentPeople' | 'deletePersonView' | 'clearPersonViews'
>;

/**
 * The person pages a user viewed, by page key (docs/decisions/192): kept and trimmed as
 * `recent_views` keeps the company and employee pages.
 */
export function createRecentPeopleRepository(db: Db, engine: Engine): RecentPeopleRepository {
  // Newest first; equal times by key, byte-wise on both engines, so the trim drops what the list drops.
  const newestFirst = (on: Db, userId: string) =>
    on
      .selectFrom('recent_people')
      .where('user_id', '=', userId)
      .orderBy('viewed_at', 'desc')
      .orderBy(byteOrder(engine, 'person_key'));

  return {
    async recordPersonView(userId, personKey, keep) {
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('recent_people')
          .values({ user_id: userId, person_key: personKey, viewed_at: new Date().toISOString() })
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'person_key'])
              .doUpdateSet((eb) => ({ viewed_at: eb.ref('excluded.viewed_at') })),
          )
          .execute();
        await tx
          .deleteFrom('recent_people')
          .where('user_id', '=', userId)
          .where('person_key', 'not in', newestFirst(tx, userId).select('person_key').limit(keep))
          .execute();
      });
    },
    recentPeople: (userId, limit) =>
      newestFirst(db, userId).select(['person_key', 'viewed_at']).limit(limit).execute(),
    deletePersonView: async (userId, personKey) =>
      changed(
        await db
          .deleteFrom('recent_people')
          .where('user_id', '=', userId)
          .where('person_key', '=', personKey)
          .executeTakeFirst(),
      ) > 0,
    clearPersonViews: async (userId) =>
      void (await db.deleteFrom('recent_people').where('user_id', '=', userId).execute()),
  };
}
