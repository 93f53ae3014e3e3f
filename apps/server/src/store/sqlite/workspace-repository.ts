import type { WorkspaceRepository } from '../types';
import type { SqliteDatabase } from './database';

/**
 * Everything a user keeps: every statement names the user, so one user's ids never reach
 * another user's rows (a foreign id simply matches nothing).
 */
export function createWorkspaceRepository(db: SqliteDatabase): WorkspaceRepository {
  const now = () => new Date().toISOString();
  const s = {
    recordView:
      db.prepare(`INSERT INTO recent_views (user_id, entity_type, entity_id, viewed_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id, entity_type, entity_id) DO UPDATE SET viewed_at = excluded.viewed_at`),
    trimViews: db.prepare(`DELETE FROM recent_views WHERE user_id = ? AND (entity_type, entity_id) NOT IN
      (SELECT entity_type, entity_id FROM recent_views WHERE user_id = ? ORDER BY viewed_at DESC LIMIT ?)`),
    recent: db.prepare(`SELECT r.entity_type, r.entity_id, r.viewed_at,
        coalesce(c.company_name, e.full_name) AS name,
        CASE WHEN r.entity_type = 'company' THEN c.address_city || ', ' || c.address_country ELSE e.title || ' · ' || e.company_name END AS subtitle
      FROM recent_views r
      LEFT JOIN companies c ON r.entity_type = 'company' AND c.company_id = r.entity_id
      LEFT JOIN employees e ON r.entity_type = 'employee' AND e.employee_id = r.entity_id
      WHERE r.user_id = ? ORDER BY r.viewed_at DESC LIMIT ?`),
    deleteView: db.prepare(
      'DELETE FROM recent_views WHERE user_id = ? AND entity_type = ? AND entity_id = ?',
    ),
    clearViews: db.prepare('DELETE FROM recent_views WHERE user_id = ?'),

    watch: db.prepare(`INSERT INTO watchlist (user_id, company_id, added_at, seen_at) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id, company_id) DO NOTHING`),
    unwatch: db.prepare('DELETE FROM watchlist WHERE user_id = ? AND company_id = ?'),
    watchCount: db.prepare('SELECT count(*) FROM watchlist WHERE user_id = ?').pluck(),
    watched:
      db.prepare(`SELECT w.company_id, w.added_at, w.seen_at, c.company_name, c.address_street, c.address_postcode,
        c.address_city, c.legal_status, c.recent_updates, l.report_date, l.revenue, l.earnings, l.employees_number, l.equity_ratio
      FROM watchlist w JOIN companies c ON c.company_id = w.company_id
      LEFT JOIN latest_financials l ON l.company_id = w.company_id
      WHERE w.user_id = ? ORDER BY w.added_at DESC`),
    markSeen: db.prepare('UPDATE watchlist SET seen_at = ? WHERE user_id = ?'),
    isWatched: db.prepare('SELECT 1 FROM watchlist WHERE user_id = ? AND company_id = ?').pluck(),

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
    addItem: db.prepare(`INSERT INTO lead_list_items (list_id, company_id, added_at)
      SELECT ?, company_id, ? FROM companies WHERE company_id = ? ON CONFLICT DO NOTHING`),
    removeItem: db.prepare('DELETE FROM lead_list_items WHERE list_id = ? AND company_id = ?'),
    items:
      db.prepare(`SELECT i.company_id, i.added_at, c.company_name, c.address_street, c.address_postcode, c.address_city,
        c.address_country, c.legal_status, l.revenue AS latest_revenue
      FROM lead_list_items i JOIN companies c ON c.company_id = i.company_id
      LEFT JOIN latest_financials l ON l.company_id = i.company_id
      WHERE i.list_id = ? ORDER BY i.added_at DESC, i.company_id`),
    itemIds: db
      .prepare('SELECT company_id FROM lead_list_items WHERE list_id = ? ORDER BY added_at, company_id')
      .pluck(),

    contacts: db.prepare(`SELECT k.contact_id AS id, k.employee_id, k.note, k.created_at, k.updated_at,
        e.full_name AS fullName, e.title, e.company_id, e.company_name, e.email, e.phone
      FROM contacts k JOIN employees e ON e.employee_id = k.employee_id
      WHERE k.user_id = ? ORDER BY k.updated_at DESC`),
    contact: db.prepare(`SELECT k.contact_id AS id, k.employee_id, k.note, k.created_at, k.updated_at,
        e.full_name AS fullName, e.title, e.company_id, e.company_name, e.email, e.phone
      FROM contacts k JOIN employees e ON e.employee_id = k.employee_id
      WHERE k.user_id = ? AND k.contact_id = ?`),
    contactCount: db.prepare('SELECT count(*) FROM contacts WHERE user_id = ?').pluck(),
    contactByEmployee: db
      .prepare('SELECT contact_id FROM contacts WHERE user_id = ? AND employee_id = ?')
      .pluck(),
    createContact: db.prepare(`INSERT INTO contacts (user_id, employee_id, note, created_at, updated_at)
      SELECT ?, employee_id, ?, ?, ? FROM employees WHERE employee_id = ?`),
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
  type Row = Record<string, unknown>;

  return {
    recordView(userId, entityType, entityId, keep) {
      db.transaction(() => {
        s.recordView.run(userId, entityType, entityId, now());
        s.trimViews.run(userId, userId, keep);
      })();
    },
    recent: (userId, limit) => s.recent.all(userId, limit) as ReturnType<WorkspaceRepository['recent']>,
    deleteView: (userId, entityType, entityId) => s.deleteView.run(userId, entityType, entityId).changes > 0,
    clearViews: (userId) => void s.clearViews.run(userId),

    watch(userId, companyId) {
      const at = now();
      return s.watch.run(userId, companyId, at, at).changes > 0;
    },
    unwatch: (userId, companyId) => s.unwatch.run(userId, companyId).changes > 0,
    watchCount: (userId) => Number(s.watchCount.get(userId)),
    watched: (userId) => s.watched.all(userId) as ReturnType<WorkspaceRepository['watched']>,
    markWatchlistSeen: (userId) => void s.markSeen.run(now(), userId),
    isWatched: (userId, companyId) => s.isWatched.get(userId, companyId) !== undefined,

    lists: (userId) => s.lists.all(userId) as ReturnType<WorkspaceRepository['lists']>,
    list: (userId, listId) =>
      (s.list.get(userId, listId) as ReturnType<WorkspaceRepository['list']> | undefined) ?? null,
    listCount: (userId) => Number(s.listCount.get(userId)),
    listNameTaken: (userId, name, exceptListId) =>
      s.listByName.get(userId, name, exceptListId ?? null) !== undefined,
    createList(userId, name) {
      const at = now();
      return Number(s.createList.run(userId, name, at, at).lastInsertRowid);
    },
    renameList: (userId, listId, name) => s.renameList.run(name, now(), userId, listId).changes > 0,
    deleteList: (userId, listId) => s.deleteList.run(userId, listId).changes > 0,
    addItems(listId, companyIds) {
      return db.transaction(() => {
        const at = now();
        let added = 0;
        for (const companyId of companyIds) added += s.addItem.run(listId, at, companyId).changes;
        s.touchList.run(at, listId);
        return added;
      })();
    },
    removeItem(listId, companyId) {
      const removed = s.removeItem.run(listId, companyId).changes > 0;
      if (removed) s.touchList.run(now(), listId);
      return removed;
    },
    items: (listId) => s.items.all(listId) as ReturnType<WorkspaceRepository['items']>,
    itemIds: (listId) => s.itemIds.all(listId) as number[],

    contacts: (userId) => s.contacts.all(userId) as ReturnType<WorkspaceRepository['contacts']>,
    contact: (userId, contactId) =>
      (s.contact.get(userId, contactId) as ReturnType<WorkspaceRepository['contact']> | undefined) ?? null,
    contactCount: (userId) => Number(s.contactCount.get(userId)),
    contactForEmployee: (userId, employeeId) =>
      (s.contactByEmployee.get(userId, employeeId) as number | undefined) ?? null,
    createContact(userId, employeeId, note) {
      const at = now();
      const result = s.createContact.run(userId, note, at, at, employeeId);
      return result.changes > 0 ? Number(result.lastInsertRowid) : null;
    },
    updateContact: (userId, contactId, note) =>
      s.updateContact.run(note, now(), userId, contactId).changes > 0,
    deleteContact: (userId, contactId) => s.deleteContact.run(userId, contactId).changes > 0,

    searches: (userId) =>
      (s.searches.all(userId) as Row[]).map((row) => ({
        ...row,
        filters: JSON.parse(row.filters as string),
      })) as ReturnType<WorkspaceRepository['searches']>,
    searchCount: (userId) => Number(s.searchCount.get(userId)),
    searchNameTaken: (userId, name) => s.searchByName.get(userId, name) !== undefined,
    createSearch: (userId, search) =>
      Number(
        s.createSearch.run(userId, search.name, search.entity, JSON.stringify(search.filters), now())
          .lastInsertRowid,
      ),
    deleteSearch: (userId, searchId) => s.deleteSearch.run(userId, searchId).changes > 0,
  };
}
