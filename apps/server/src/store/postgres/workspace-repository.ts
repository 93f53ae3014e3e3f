import type {
  ContactRow,
  ListItemRow,
  ListRow,
  RecentViewRow,
  SavedSearchRow,
  WatchRow,
  WorkspaceRepository,
} from '../types';
import type { AccountSql } from './account-sql';

const LIST_COLUMNS = `l.list_id AS id, l.name, l.created_at, l.updated_at,
  (SELECT count(*) FROM lead_list_items i WHERE i.list_id = l.list_id) AS item_count`;
const CONTACT_COLUMNS = 'contact_id AS id, employee_key, note, created_at, updated_at';
// Keys sort byte-wise ("C") as in SQLite, whatever collation the database was created with; the
// trim and the read share this order, so equal timestamps never drop a view the list still shows.
const RECENT_ORDER = 'viewed_at DESC, entity_type, entity_key COLLATE "C"';

/**
 * Everything a user keeps, by company and person keys: every statement names the user, so one
 * user's ids never reach another user's rows (a foreign id simply matches nothing).
 */
export function createWorkspaceRepository(sql: AccountSql): WorkspaceRepository {
  const now = () => new Date().toISOString();
  const exists = async (text: string, values: unknown[]) => (await sql.row(text, values)) !== null;
  const changed = async (text: string, values: unknown[]) => (await sql.changes(text, values)) > 0;
  const touchList = (tx: AccountSql, listId: number, at: string) =>
    tx.changes('UPDATE lead_lists SET updated_at = $2 WHERE list_id = $1', [listId, at]);

  return {
    async recordView(userId, entityType, entityKey, keep) {
      await sql.transaction(async (tx) => {
        await tx.changes(
          `INSERT INTO recent_views (user_id, entity_type, entity_key, viewed_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (user_id, entity_type, entity_key) DO UPDATE SET viewed_at = excluded.viewed_at`,
          [userId, entityType, entityKey, now()],
        );
        await tx.changes(
          `DELETE FROM recent_views WHERE user_id = $1 AND (entity_type, entity_key) NOT IN
             (SELECT entity_type, entity_key FROM recent_views WHERE user_id = $1 ORDER BY ${RECENT_ORDER} LIMIT $2)`,
          [userId, keep],
        );
      });
    },
    recent: (userId, limit) =>
      sql.rows<RecentViewRow>(
        `SELECT entity_type, entity_key, viewed_at FROM recent_views WHERE user_id = $1
         ORDER BY ${RECENT_ORDER} LIMIT $2`,
        [userId, limit],
      ),
    deleteView: (userId, entityType, entityKey) =>
      changed('DELETE FROM recent_views WHERE user_id = $1 AND entity_type = $2 AND entity_key = $3', [
        userId,
        entityType,
        entityKey,
      ]),
    async clearViews(userId) {
      await sql.changes('DELETE FROM recent_views WHERE user_id = $1', [userId]);
    },

    async watch(userId, companyKey) {
      const at = now();
      return changed(
        `INSERT INTO watchlist (user_id, company_key, added_at, seen_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (user_id, company_key) DO NOTHING`,
        [userId, companyKey, at],
      );
    },
    unwatch: (userId, companyKey) =>
      changed('DELETE FROM watchlist WHERE user_id = $1 AND company_key = $2', [userId, companyKey]),
    watchCount: (userId) => sql.value('SELECT count(*) FROM watchlist WHERE user_id = $1', [userId]),
    watched: (userId) =>
      sql.rows<WatchRow>(
        `SELECT company_key, added_at, seen_at FROM watchlist WHERE user_id = $1
         ORDER BY added_at DESC, company_key COLLATE "C"`,
        [userId],
      ),
    unwatchMany: (userId, companyKeys) =>
      sql.changes('DELETE FROM watchlist WHERE user_id = $1 AND company_key = ANY($2::text[])', [
        userId,
        companyKeys,
      ]),
    async markWatchlistSeen(userId) {
      await sql.changes('UPDATE watchlist SET seen_at = $2 WHERE user_id = $1', [userId, now()]);
    },
    async markWatchedSeen(userId, companyKey) {
      await sql.changes('UPDATE watchlist SET seen_at = $3 WHERE user_id = $1 AND company_key = $2', [
        userId,
        companyKey,
        now(),
      ]);
    },
    isWatched: (userId, companyKey) =>
      exists('SELECT 1 FROM watchlist WHERE user_id = $1 AND company_key = $2', [userId, companyKey]),

    lists: (userId) =>
      sql.rows<ListRow>(
        `SELECT ${LIST_COLUMNS} FROM lead_lists l WHERE l.user_id = $1 ORDER BY l.updated_at DESC, l.list_id DESC`,
        [userId],
      ),
    list: (userId, listId) =>
      sql.row<ListRow>(`SELECT ${LIST_COLUMNS} FROM lead_lists l WHERE l.user_id = $1 AND l.list_id = $2`, [
        userId,
        listId,
      ]),
    listCount: (userId) => sql.value('SELECT count(*) FROM lead_lists WHERE user_id = $1', [userId]),
    listNameTaken: (userId, name, exceptListId) =>
      exists('SELECT 1 FROM lead_lists WHERE user_id = $1 AND name = $2 AND list_id IS DISTINCT FROM $3', [
        userId,
        name,
        exceptListId ?? null,
      ]),
    async createList(userId, name) {
      const at = now();
      return sql.value(
        'INSERT INTO lead_lists (user_id, name, created_at, updated_at) VALUES ($1, $2, $3, $3) RETURNING list_id',
        [userId, name, at],
      );
    },
    renameList: (userId, listId, name) =>
      changed('UPDATE lead_lists SET name = $3, updated_at = $4 WHERE user_id = $1 AND list_id = $2', [
        userId,
        listId,
        name,
        now(),
      ]),
    deleteList: (userId, listId) =>
      changed('DELETE FROM lead_lists WHERE user_id = $1 AND list_id = $2', [userId, listId]),
    addItems: (listId, companyKeys) =>
      sql.transaction(async (tx) => {
        const at = now();
        // A key twice in one call is added once: DO NOTHING also skips rows this statement inserted.
        const added = await tx.changes(
          `INSERT INTO lead_list_items (list_id, company_key, added_at)
           SELECT $1, key, $3 FROM unnest($2::text[]) AS key ON CONFLICT DO NOTHING`,
          [listId, companyKeys, at],
        );
        await touchList(tx, listId, at);
        return added;
      }),
    removeItem: (listId, companyKey) =>
      sql.transaction(async (tx) => {
        const removed =
          (await tx.changes('DELETE FROM lead_list_items WHERE list_id = $1 AND company_key = $2', [
            listId,
            companyKey,
          ])) > 0;
        if (removed) await touchList(tx, listId, now());
        return removed;
      }),
    removeItems: (listId, companyKeys) =>
      sql.transaction(async (tx) => {
        const removed = await tx.changes(
          'DELETE FROM lead_list_items WHERE list_id = $1 AND company_key = ANY($2::text[])',
          [listId, companyKeys],
        );
        if (removed > 0) await touchList(tx, listId, now());
        return removed;
      }),
    moveItems: (fromListId, toListId, companyKeys) =>
      sql.transaction(async (tx) => {
        const at = now();
        const added = await tx.changes(
          `INSERT INTO lead_list_items (list_id, company_key, added_at)
           SELECT $1, company_key, $2 FROM lead_list_items WHERE list_id = $3 AND company_key = ANY($4::text[])
           ON CONFLICT DO NOTHING`,
          [toListId, at, fromListId, companyKeys],
        );
        const moved = await tx.changes(
          'DELETE FROM lead_list_items WHERE list_id = $1 AND company_key = ANY($2::text[])',
          [fromListId, companyKeys],
        );
        if (moved > 0) {
          await touchList(tx, fromListId, at);
          await touchList(tx, toListId, at);
        }
        return { moved, added };
      }),
    items: (listId) =>
      sql.rows<ListItemRow>(
        `SELECT company_key, added_at FROM lead_list_items WHERE list_id = $1
         ORDER BY added_at DESC, company_key COLLATE "C"`,
        [listId],
      ),
    itemKeys: async (listId) =>
      (
        await sql.rows<{ company_key: string }>(
          `SELECT company_key FROM lead_list_items WHERE list_id = $1 ORDER BY added_at, company_key COLLATE "C"`,
          [listId],
        )
      ).map((row) => row.company_key),

    contacts: (userId) =>
      sql.rows<ContactRow>(
        `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE user_id = $1 ORDER BY updated_at DESC, contact_id DESC`,
        [userId],
      ),
    contact: (userId, contactId) =>
      sql.row<ContactRow>(`SELECT ${CONTACT_COLUMNS} FROM contacts WHERE user_id = $1 AND contact_id = $2`, [
        userId,
        contactId,
      ]),
    contactCount: (userId) => sql.value('SELECT count(*) FROM contacts WHERE user_id = $1', [userId]),
    contactForEmployee: async (userId, employeeKey) =>
      (
        await sql.row<{ contact_id: number }>(
          'SELECT contact_id FROM contacts WHERE user_id = $1 AND employee_key = $2',
          [userId, employeeKey],
        )
      )?.contact_id ?? null,
    async createContact(userId, employeeKey, note) {
      const at = now();
      return sql.value(
        `INSERT INTO contacts (user_id, employee_key, note, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $4) RETURNING contact_id`,
        [userId, employeeKey, note, at],
      );
    },
    updateContact: (userId, contactId, note) =>
      changed('UPDATE contacts SET note = $3, updated_at = $4 WHERE user_id = $1 AND contact_id = $2', [
        userId,
        contactId,
        note,
        now(),
      ]),
    deleteContact: (userId, contactId) =>
      changed('DELETE FROM contacts WHERE user_id = $1 AND contact_id = $2', [userId, contactId]),

    searches: async (userId) =>
      (
        await sql.rows<Omit<SavedSearchRow, 'filters'> & { filters: string }>(
          `SELECT search_id AS id, name, entity, filters, created_at FROM saved_searches WHERE user_id = $1
           ORDER BY created_at DESC, search_id DESC`,
          [userId],
        )
      ).map((row) => ({ ...row, filters: JSON.parse(row.filters) })),
    searchCount: (userId) => sql.value('SELECT count(*) FROM saved_searches WHERE user_id = $1', [userId]),
    searchNameTaken: (userId, name) =>
      exists('SELECT 1 FROM saved_searches WHERE user_id = $1 AND name = $2', [userId, name]),
    createSearch: (userId, search) =>
      sql.value(
        `INSERT INTO saved_searches (user_id, name, entity, filters, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING search_id`,
        [userId, search.name, search.entity, JSON.stringify(search.filters), now()],
      ),
    deleteSearch: (userId, searchId) =>
      changed('DELETE FROM saved_searches WHERE user_id = $1 AND search_id = $2', [userId, searchId]),
  };
}
