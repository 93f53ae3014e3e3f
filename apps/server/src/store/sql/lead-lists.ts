import type { Kysely } from 'kysely';
import type { ListRow, WorkspaceRepository } from '../types';
import { byteOrder, changed, counted, type Engine } from './query-layer';
import type { AccountTables } from './tables';

type Db = Kysely<AccountTables>;

type LeadListRepository = Pick<
  WorkspaceRepository,
  | 'lists'
  | 'list'
  | 'listCount'
  | 'listNameTaken'
  | 'createList'
  | 'renameList'
  | 'deleteList'
  | 'addItems'
  | 'removeItem'
  | 'removeItems'
  | 'moveItems'
  | 'items'
  | 'itemKeys'
>;

/** A user's lead lists and their companies; a list the service hands in is one it checked is the user's. */
export function createLeadListRepository(db: Db, engine: Engine): LeadListRepository {
  const now = () => new Date().toISOString();
  const lists = () =>
    db
      .selectFrom('lead_lists as l')
      .select((eb) => [
        'l.list_id as id',
        'l.name',
        'l.created_at',
        'l.updated_at',
        eb
          .selectFrom('lead_list_items as i')
          .select(eb.fn.countAll().as('n'))
          .whereRef('i.list_id', '=', 'l.list_id')
          .as('item_count'),
      ]);
  const toListRow = ({ item_count, ...row }: { item_count: unknown } & Omit<ListRow, 'item_count'>) => ({
    ...row,
    item_count: Number(item_count),
  });
  const touchList = (tx: Db, listId: number, at: string) =>
    tx.updateTable('lead_lists').set({ updated_at: at }).where('list_id', '=', listId).execute();
  const items = (on: Db, listId: number, companyKeys: string[]) =>
    on.deleteFrom('lead_list_items').where('list_id', '=', listId).where('company_key', 'in', companyKeys);

  return {
    lists: async (userId) =>
      (
        await lists()
          .where('l.user_id', '=', userId)
          .orderBy('l.updated_at', 'desc')
          .orderBy('l.list_id', 'desc')
          .execute()
      ).map(toListRow),
    async list(userId, listId) {
      const row = await lists()
        .where('l.user_id', '=', userId)
        .where('l.list_id', '=', listId)
        .executeTakeFirst();
      return row ? toListRow(row) : null;
    },
    listCount: (userId) =>
      counted(
        db
          .selectFrom('lead_lists')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ),
    listNameTaken: async (userId, name, exceptListId) =>
      (await db
        .selectFrom('lead_lists')
        .select('list_id')
        .where('user_id', '=', userId)
        .where('name', '=', name)
        .where('list_id', 'is distinct from', exceptListId ?? null)
        .executeTakeFirst()) !== undefined,
    async createList(userId, name) {
      const at = now();
      const row = await db
        .insertInto('lead_lists')
        .values({ user_id: userId, name, created_at: at, updated_at: at })
        .returning('list_id')
        .executeTakeFirstOrThrow();
      return row.list_id;
    },
    renameList: async (userId, listId, name) =>
      changed(
        await db
          .updateTable('lead_lists')
          .set({ name, updated_at: now() })
          .where('user_id', '=', userId)
          .where('list_id', '=', listId)
          .executeTakeFirst(),
      ) > 0,
    deleteList: async (userId, listId) =>
      changed(
        await db
          .deleteFrom('lead_lists')
          .where('user_id', '=', userId)
          .where('list_id', '=', listId)
          .executeTakeFirst(),
      ) > 0,
    addItems: (listId, companyKeys) =>
      db.transaction().execute(async (tx) => {
        const at = now();
        // A key twice in one call is added once: DO NOTHING also skips rows this statement inserted.
        const added =
          companyKeys.length === 0
            ? 0
            : changed(
                await tx
                  .insertInto('lead_list_items')
                  .values(companyKeys.map((company_key) => ({ list_id: listId, company_key, added_at: at })))
                  .onConflict((conflict) => conflict.doNothing())
                  .executeTakeFirst(),
              );
        await touchList(tx, listId, at);
        return added;
      }),
    removeItem: (listId, companyKey) =>
      db.transaction().execute(async (tx) => {
        const removed = changed(await items(tx, listId, [companyKey]).executeTakeFirst()) > 0;
        if (removed) await touchList(tx, listId, now());
        return removed;
      }),
    async removeItems(listId, companyKeys) {
      if (companyKeys.length === 0) return 0;
      return db.transaction().execute(async (tx) => {
        const removed = changed(await items(tx, listId, companyKeys).executeTakeFirst());
        if (removed > 0) await touchList(tx, listId, now());
        return removed;
      });
    },
    async moveItems(fromListId, toListId, companyKeys) {
      if (companyKeys.length === 0) return { moved: 0, added: 0 };
      return db.transaction().execute(async (tx) => {
        const at = now();
        const added = changed(
          await tx
            .insertInto('lead_list_items')
            .columns(['list_id', 'company_key', 'added_at'])
            .expression((eb) =>
              eb
                .selectFrom('lead_list_items')
                .select([eb.val(toListId).as('list_id'), 'company_key', eb.val(at).as('added_at')])
                .where('list_id', '=', fromListId)
                .where('company_key', 'in', companyKeys),
            )
            .onConflict((conflict) => conflict.doNothing())
            .executeTakeFirst(),
        );
        const moved = changed(await items(tx, fromListId, companyKeys).executeTakeFirst());
        if (moved > 0) {
          await touchList(tx, fromListId, at);
          await touchList(tx, toListId, at);
        }
        return { moved, added };
      });
    },
    items: (listId, page) =>
      db
        .selectFrom('lead_list_items')
        .select(['company_key', 'added_at'])
        .where('list_id', '=', listId)
        .orderBy('added_at', 'desc')
        .orderBy(byteOrder(engine, 'company_key'))
        .$call((query) => (page ? query.limit(page.limit).offset(page.offset) : query))
        .execute(),
    itemKeys: async (listId) =>
      (
        await db
          .selectFrom('lead_list_items')
          .select('company_key')
          .where('list_id', '=', listId)
          .orderBy('added_at')
          .orderBy(byteOrder(engine, 'company_key'))
          .execute()
      ).map((row) => row.company_key),
  };
}
