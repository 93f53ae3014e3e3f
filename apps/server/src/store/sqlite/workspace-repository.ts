import type { WorkspaceRepository } from '../types';
import type { SqliteDatabase } from './database';

/**
 * Everything a user keeps, by company and person keys: every statement names the user, so one
 * user's ids never reach another user's rows (a foreign id simply matches nothing).
 */
export function createWorkspaceRepository(db: SqliteDatabase): WorkspaceRepository {
  const now = () => new Date().toISOString();
  const s = {
    recordView:
      db.prepare(`INSERT INTO recent_views (user_id, entity_type, entity_key, viewed_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id, entity_type, entity_key) DO UPDATE SET viewed_at = excluded.viewed_at`),
    trimViews: db.prepare(`DELETE FROM recent_views WHERE user_id = ? AND (entity_type, entity_key) NOT IN
      (SELECT entity_type, entity_key FROM recent_views WHERE user_id = ? ORDER BY viewed_at DESC LIMIT ?)`),
    recent: db.prepare(
      'SELECT entity_type, entity_key, viewed_at FROM recent_views WHERE user_id = ? ORDER BY viewed_at DESC LIMIT ?',
    ),
    deleteView: db.prepare(
      'DELETE FROM recent_views WHERE user_id = ? AND entity_type = ? AND entity_key = ?',
    ),
    clearViews: db.prepare('DELETE FROM recent_views WHERE user_id = ?'),

    watch: db.prepare(`INSERT INTO watchlist (user_id, company_key, added_at, seen_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id, company_key) DO NOTHING`),
    unwatch: db.prepare('DELETE FROM watchlist WHERE user_id = ? AND company_key = ?'),
    watchCount: db.prepare('SELECT count(*) FROM watchlist WHERE user_id = ?').pluck(),
    watched: db.prepare(
      'SELECT company_key, added_at, seen_at FROM watchlist WHERE user_id = ? ORDER BY added_at DESC, company_key',
    ),
    // A JSON array of keys as one parameter: one statement for a whole selection.
    unwatchMany: db.prepare(
      'DELETE FROM watchlist WHERE user_id = ? AND company_key IN (SELECT value FROM json_each(?))',
    ),
    markSeen: db.prepare('UPDATE watchlist SET seen_at = ? WHERE user_id = ?'),
    markOneSeen: db.prepare('UPDATE watchlist SET seen_at = ? WHERE user_id = ? AND company_key = ?'),
    isWatched: db.prepare('SELECT 1 FROM watchlist WHERE user_id = ? AND company_key = ?').pluck(),

    lists: db.prepare(`SELECT l.list_id AS id, l.name, l.created_at, l.updated_at,
        (SELECT count(*) FROM lead_list_items i WHERE i.list_id = l.list_id) AS item_count
      FROM lead_lists l WHERE l.user_id = ? ORDER BY l.updated_at DESC`),
    list: db.prepare(`SELECT l.list_id AS id, l.name, l.created_at, l.updated_at,
        (SELECT count(*) FROM lead_list_items i WHERE i.list_id = l.list_id) AS item_count
      FROM lead_lists l WHERE l.user_id = ? AND l.list_id = ?`),
    listCount: db.prepare('SELECT count(*) FROM lead_lists WHERE user_id = ?').pluck(),
    listByName: db
      .prepare('SELECT list_id FROM lead_lists WHERE user_id = ? AND name = ? AND list_id IS NOT ?')
      .pluck(),
    createList: db.prepare(
      'INSERT INTO lead_lists (user_id, name, created_at, updated_at) VALUES (?, ?, ?, ?)',
    ),
    renameList: db.prepare(
      'UPDATE lead_lists SET name = ?, updated_at = ? WHERE user_id = ? AND list_id = ?',
    ),
    touchList: db.prepare('UPDATE lead_lists SET updated_at = ? WHERE list_id = ?'),
    deleteList: db.prepare('DELETE FROM lead_lists WHERE user_id = ? AND list_id = ?'),
    addItem: db.prepare(`INSERT INTO lead_list_items (list_id, company_key, added_at) VALUES (?, ?, ?)
      ON CONFLICT DO NOTHING`),
    removeItem: db.prepare('DELETE FROM lead_list_items WHERE list_id = ? AND company_key = ?'),
    removeItems: db.prepare(
      'DELETE FROM lead_list_items WHERE list_id = ? AND company_key IN (SELECT value FROM json_each(?))',
    ),
    copyItems: db.prepare(`INSERT INTO lead_list_items (list_id, company_key, added_at)
      SELECT ?, company_key, ? FROM lead_list_items
       WHERE list_id = ? AND company_key IN (SELECT value FROM json_each(?))
      ON CONFLICT DO NOTHING`),
    items: db.prepare(
      'SELECT company_key, added_at FROM lead_list_items WHERE list_id = ? ORDER BY added_at DESC, company_key',
    ),
    itemKeys: db
      .prepare('SELECT company_key FROM lead_list_items WHERE list_id = ? ORDER BY added_at, company_key')
      .pluck(),

    contacts: db.prepare(`SELECT contact_id AS id, employee_key, note, created_at, updated_at
      FROM contacts WHERE user_id = ? ORDER BY updated_at DESC, contact_id DESC`),
    contact: db.prepare(`SELECT contact_id AS id, employee_key, note, created_at, updated_at
      FROM contacts WHERE user_id = ? AND contact_id = ?`),
    contactCount: db.prepare('SELECT count(*) FROM contacts WHERE user_id = ?').pluck(),
    contactByEmployee: db
      .prepare('SELECT contact_id FROM contacts WHERE user_id = ? AND employee_key = ?')
      .pluck(),
    createContact: db.prepare(`INSERT INTO contacts (user_id, employee_key, note, created_at, updated_at)
      VALUES (?, ?, ?, ?, ?)`),
    updateContact: db.prepare(
      'UPDATE contacts SET note = ?, updated_at = ? WHERE user_id = ? AND contact_id = ?',
    ),
    deleteContact: db.prepare('DELETE FROM contacts WHERE user_id = ? AND contact_id = ?'),

    searches: db.prepare(
      'SELECT search_id AS id, name, entity, filters, created_at FROM saved_searches WHERE user_id = ? ORDER BY created_at DESC',
    ),
    searchCount: db.prepare('SELECT count(*) FROM saved_searches WHERE user_id = ?').pluck(),
    searchByName: db.prepare('SELECT search_id FROM saved_searches WHERE user_id = ? AND name = ?').pluck(),
    createSearch: db.prepare(
      'INSERT INTO saved_searches (user_id, name, entity, filters, created_at) VALUES (?, ?, ?, ?, ?)',
    ),
    deleteSearch: db.prepare('DELETE FROM saved_searches WHERE user_id = ? AND search_id = ?'),
  };
  type Rows<K extends keyof WorkspaceRepository> = Awaited<ReturnType<WorkspaceRepository[K]>>;

  return {
    async recordView(userId, entityType, entityKey, keep) {
      db.transaction(() => {
        s.recordView.run(userId, entityType, entityKey, now());
        s.trimViews.run(userId, userId, keep);
      })();
    },
    recent: async (userId, limit) => s.recent.all(userId, limit) as Rows<'recent'>,
    deleteView: async (userId, entityType, entityKey) =>
      s.deleteView.run(userId, entityType, entityKey).changes > 0,
    clearViews: async (userId) => void s.clearViews.run(userId),

    async watch(userId, companyKey) {
      const at = now();
      return s.watch.run(userId, companyKey, at, at).changes > 0;
    },
    unwatch: async (userId, companyKey) => s.unwatch.run(userId, companyKey).changes > 0,
    watchCount: async (userId) => Number(s.watchCount.get(userId)),
    watched: async (userId) => s.watched.all(userId) as Rows<'watched'>,
    unwatchMany: async (userId, companyKeys) =>
      s.unwatchMany.run(userId, JSON.stringify(companyKeys)).changes,
    markWatchlistSeen: async (userId) => void s.markSeen.run(now(), userId),
    markWatchedSeen: async (userId, companyKey) => void s.markOneSeen.run(now(), userId, companyKey),
    isWatched: async (userId, companyKey) => s.isWatched.get(userId, companyKey) !== undefined,

    lists: async (userId) => s.lists.all(userId) as Rows<'lists'>,
    list: async (userId, listId) => (s.list.get(userId, listId) as Rows<'list'> | undefined) ?? null,
    listCount: async (userId) => Number(s.listCount.get(userId)),
    listNameTaken: async (userId, name, exceptListId) =>
      s.listByName.get(userId, name, exceptListId ?? null) !== undefined,
    async createList(userId, name) {
      const at = now();
      return Number(s.createList.run(userId, name, at, at).lastInsertRowid);
    },
    renameList: async (userId, listId, name) => s.renameList.run(name, now(), userId, listId).changes > 0,
    deleteList: async (userId, listId) => s.deleteList.run(userId, listId).changes > 0,
    async addItems(listId, companyKeys) {
      return db.transaction(() => {
        const at = now();
        let added = 0;
        for (const companyKey of companyKeys) added += s.addItem.run(listId, companyKey, at).changes;
        s.touchList.run(at, listId);
        return added;
      })();
    },
    async removeItem(listId, companyKey) {
      return db.transaction(() => {
        const removed = s.removeItem.run(listId, companyKey).changes > 0;
        if (removed) s.touchList.run(now(), listId);
        return removed;
      })();
    },
    async removeItems(listId, companyKeys) {
      return db.transaction(() => {
        const removed = s.removeItems.run(listId, JSON.stringify(companyKeys)).changes;
        if (removed > 0) s.touchList.run(now(), listId);
        return removed;
      })();
    },
    async moveItems(fromListId, toListId, companyKeys) {
      return db.transaction(() => {
        const at = now();
        const keys = JSON.stringify(companyKeys);
        const added = s.copyItems.run(toListId, at, fromListId, keys).changes;
        const moved = s.removeItems.run(fromListId, keys).changes;
        if (moved > 0) {
          s.touchList.run(at, fromListId);
          s.touchList.run(at, toListId);
        }
        return { moved, added };
      })();
    },
    items: async (listId) => s.items.all(listId) as Rows<'items'>,
    itemKeys: async (listId) => s.itemKeys.all(listId) as string[],

    contacts: async (userId) => s.contacts.all(userId) as Rows<'contacts'>,
    contact: async (userId, contactId) =>
      (s.contact.get(userId, contactId) as Rows<'contact'> | undefined) ?? null,
    contactCount: async (userId) => Number(s.contactCount.get(userId)),
    contactForEmployee: async (userId, employeeKey) =>
      (s.contactByEmployee.get(userId, employeeKey) as number | undefined) ?? null,
    async createContact(userId, employeeKey, note) {
      const at = now();
      return Number(s.createContact.run(userId, employeeKey, note, at, at).lastInsertRowid);
    },
    updateContact: async (userId, contactId, note) =>
      s.updateContact.run(note, now(), userId, contactId).changes > 0,
    deleteContact: async (userId, contactId) => s.deleteContact.run(userId, contactId).changes > 0,

    searches: async (userId) =>
      (s.searches.all(userId) as Record<string, unknown>[]).map((row) => ({
        ...row,
        filters: JSON.parse(row.filters as string),
      })) as Rows<'searches'>,
    searchCount: async (userId) => Number(s.searchCount.get(userId)),
    searchNameTaken: async (userId, name) => s.searchByName.get(userId, name) !== undefined,
    createSearch: async (userId, search) =>
      Number(
        s.createSearch.run(userId, search.name, search.entity, JSON.stringify(search.filters), now())
          .lastInsertRowid,
      ),
    deleteSearch: async (userId, searchId) => s.deleteSearch.run(userId, searchId).changes > 0,
  };
}
