import type { Kysely } from 'kysely';
import type { SavedSearchRow, WorkspaceRepository } from '../types';
import { createLeadListRepository } from './lead-lists';
import { byteOrder, changed, counted, type Engine } from './query-layer';
import { createRecentPeopleRepository } from './recent-people';
import type { AccountTables } from './tables';

type Db = Kysely<AccountTables>;

/**
 * Everything a user keeps, by company and person keys: every statement names the user (or a
 * list the service has checked is the user's), so one user's ids never reach another user's
 * rows (a foreign id simply matches nothing).
 */
export function createWorkspaceRepository(db: Db, engine: Engine): WorkspaceRepository {
  const now = () => new Date().toISOString();
  const count = (table: 'watchlist' | 'contacts' | 'saved_searches', userId: string) =>
    counted(
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    );
  // Newest first; equal times by type and key, byte-wise on both engines. The trim keeps
  // exactly the rows this order lists first, so it never drops a view the list still shows.
  const recentViews = (on: Db, userId: string) =>
    on
      .selectFrom('recent_views')
      .where('user_id', '=', userId)
      .orderBy('viewed_at', 'desc')
      .orderBy('entity_type')
      .orderBy(byteOrder(engine, 'entity_key'));
  const watchlist = () => db.selectFrom('watchlist');
  const contacts = () =>
    db
      .selectFrom('contacts')
      .select((eb) => [
        'contact_id as id',
        'employee_key',
        'note',
        'created_at',
        'updated_at',
        eb('counted_at', 'is not', null).as('counted'),
      ]);

  // SQLite answers the comparison with 0 or 1, PostgreSQL with a boolean.
  const contactRow = <T extends { counted: unknown }>(row: T) => ({ ...row, counted: Boolean(row.counted) });

  return {
    ...createLeadListRepository(db, engine),
    ...createRecentPeopleRepository(db, engine),

    async recordView(userId, entityType, entityKey, keep) {
      await db.transaction().execute(async (tx) => {
        await tx
          .insertInto('recent_views')
          .values({ user_id: userId, entity_type: entityType, entity_key: entityKey, viewed_at: now() })
          .onConflict((conflict) =>
            conflict
              .columns(['user_id', 'entity_type', 'entity_key'])
              .doUpdateSet((eb) => ({ viewed_at: eb.ref('excluded.viewed_at') })),
          )
          .execute();
        await tx
          .deleteFrom('recent_views')
          .where('user_id', '=', userId)
          .where((eb) =>
            eb(
              eb.refTuple('entity_type', 'entity_key'),
              'not in',
              recentViews(tx, userId)
                .select(['entity_type', 'entity_key'])
                .limit(keep)
                .$asTuple('entity_type', 'entity_key'),
            ),
          )
          .execute();
      });
    },
    recent: (userId, limit) =>
      recentViews(db, userId).select(['entity_type', 'entity_key', 'viewed_at']).limit(limit).execute(),
    deleteView: async (userId, entityType, entityKey) =>
      changed(
        await db
          .deleteFrom('recent_views')
          .where('user_id', '=', userId)
          .where('entity_type', '=', entityType)
          .where('entity_key', '=', entityKey)
          .executeTakeFirst(),
      ) > 0,
    clearViews: async (userId) =>
      void (await db.deleteFrom('recent_views').where('user_id', '=', userId).execute()),

    async watch(userId, companyKey) {
      const at = now();
      const result = await db
        .insertInto('watchlist')
        .values({ user_id: userId, company_key: companyKey, added_at: at, seen_at: at, alert_types: null })
        .onConflict((conflict) => conflict.columns(['user_id', 'company_key']).doNothing())
        .executeTakeFirst();
      return changed(result) > 0;
    },
    unwatch: async (userId, companyKey) =>
      changed(
        await db
          .deleteFrom('watchlist')
          .where('user_id', '=', userId)
          .where('company_key', '=', companyKey)
          .executeTakeFirst(),
      ) > 0,
    watchCount: (userId) => count('watchlist', userId),
    watched: (userId) =>
      watchlist()
        .select(['company_key', 'added_at', 'seen_at', 'alert_types'])
        .where('user_id', '=', userId)
        .orderBy('added_at', 'desc')
        .orderBy(byteOrder(engine, 'company_key'))
        .execute(),
    async unwatchMany(userId, companyKeys) {
      if (companyKeys.length === 0) return 0;
      return changed(
        await db
          .deleteFrom('watchlist')
          .where('user_id', '=', userId)
          .where('company_key', 'in', companyKeys)
          .executeTakeFirst(),
      );
    },
    markWatchlistSeen: async (userId) =>
      void (await db
        .updateTable('watchlist')
        .set({ seen_at: now() })
        .where('user_id', '=', userId)
        .execute()),
    async markWatchedSeen(userId, companyKey) {
      await db
        .updateTable('watchlist')
        .set({ seen_at: now() })
        .where('user_id', '=', userId)
        .where('company_key', '=', companyKey)
        .execute();
    },
    setAlertTypes: async (userId, companyKey, types) =>
      changed(
        await db
          .updateTable('watchlist')
          .set({ alert_types: types })
          .where('user_id', '=', userId)
          .$if(companyKey !== null, (query) => query.where('company_key', '=', companyKey!))
          .executeTakeFirst(),
      ),
    isWatched: async (userId, companyKey) =>
      (await watchlist()
        .select('company_key')
        .where('user_id', '=', userId)
        .where('company_key', '=', companyKey)
        .executeTakeFirst()) !== undefined,

    contacts: async (userId) =>
      (
        await contacts()
          .where('user_id', '=', userId)
          .orderBy('updated_at', 'desc')
          .orderBy('contact_id', 'desc')
          .execute()
      ).map(contactRow),
    async contact(userId, contactId) {
      const row = await contacts()
        .where('user_id', '=', userId)
        .where('contact_id', '=', contactId)
        .executeTakeFirst();
      return row ? contactRow(row) : null;
    },
    contactCount: (userId) => count('contacts', userId),
    contactForEmployee: async (userId, employeeKey) =>
      (
        await db
          .selectFrom('contacts')
          .select('contact_id')
          .where('user_id', '=', userId)
          .where('employee_key', '=', employeeKey)
          .executeTakeFirst()
      )?.contact_id ?? null,
    async createContact(userId, employeeKey, note, counted) {
      const at = now();
      const row = await db
        .insertInto('contacts')
        .values({
          user_id: userId,
          employee_key: employeeKey,
          note,
          created_at: at,
          updated_at: at,
          counted_at: counted ? at : null,
        })
        .returning('contact_id')
        .executeTakeFirstOrThrow();
      return row.contact_id;
    },
    updateContact: async (userId, contactId, note) =>
      changed(
        await db
          .updateTable('contacts')
          .set({ note, updated_at: now() })
          .where('user_id', '=', userId)
          .where('contact_id', '=', contactId)
          .executeTakeFirst(),
      ) > 0,
    markContactCounted: async (userId, contactId) => {
      await db
        .updateTable('contacts')
        .set({ counted_at: now() })
        .where('user_id', '=', userId)
        .where('contact_id', '=', contactId)
        .execute();
    },
    deleteContact: async (userId, contactId) =>
      changed(
        await db
          .deleteFrom('contacts')
          .where('user_id', '=', userId)
          .where('contact_id', '=', contactId)
          .executeTakeFirst(),
      ) > 0,

    searches: async (userId) =>
      (
        await db
          .selectFrom('saved_searches')
          .select(['search_id as id', 'name', 'entity', 'filters', 'created_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('search_id', 'desc')
          .execute()
      ).map((row) => ({ ...row, filters: JSON.parse(row.filters) as SavedSearchRow['filters'] })),
    searchCount: (userId) => count('saved_searches', userId),
    searchNameTaken: async (userId, name) =>
      (await db
        .selectFrom('saved_searches')
        .select('search_id')
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .executeTakeFirst()) !== undefined,
    async createSearch(userId, search) {
      const row = await db
        .insertInto('saved_searches')
        .values({
          user_id: userId,
          name: search.name,
          entity: search.entity,
          filters: JSON.stringify(search.filters),
          created_at: now(),
        })
        .returning('search_id')
        .executeTakeFirstOrThrow();
      return row.search_id;
    },
    deleteSearch: async (userId, searchId) =>
      changed(
        await db
          .deleteFrom('saved_searches')
          .where('user_id', '=', userId)
          .where('search_id', '=', searchId)
          .executeTakeFirst(),
      ) > 0,
  };
}
