import type {
  Contact,
  LeadList,
  LeadListItem,
  RecentItem,
  RecentUpdate,
  SavedSearch,
  WatchItem,
} from '@fd/contract';
import { formatAddress, WORKSPACE_LIMITS } from '@fd/contract';
import { AppError, notFound } from '../../errors';
import type { ContactRow, Store } from '../../store/types';
import { parseCompanySearch, parseEmployeeSearch } from '../search/filters';

const limitReached = (what: string, limit: number) =>
  new AppError(
    'limit_reached',
    `You have reached the limit of ${limit.toLocaleString('en-US')} ${what}. Remove some first.`,
  );

const toContact = (row: ContactRow): Contact => row;

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;

/** The caller's own lists, watch list, contacts, saved searches and recently viewed pages. */
export function createWorkspaceService(store: Store) {
  const ws = store.workspace;

  function ownList(userId: string, listId: number) {
    const list = ws.list(userId, listId);
    if (!list) throw notFound('No such list.', 'list_not_found');
    return list;
  }

  function requireCompany(companyId: number) {
    if (!store.companyDetail.company(companyId))
      throw notFound(`No company with id ${companyId}.`, 'company_not_found');
  }

  return {
    recordView(userId: string, entityType: 'company' | 'employee', entityId: number): void {
      ws.recordView(userId, entityType, entityId, WORKSPACE_LIMITS.recent);
    },
    recent(userId: string): RecentItem[] {
      return ws.recent(userId, WORKSPACE_LIMITS.recent).map((row) => ({
        id: `${row.entity_type}-${row.entity_id}`,
        entity_type: row.entity_type,
        entity_id: row.entity_id,
        name: row.name ?? `#${row.entity_id}`,
        subtitle: row.subtitle,
        viewed_at: row.viewed_at,
      }));
    },
    forgetView(userId: string, key: string): void {
      const [type, id] = key.split('-') as ['company' | 'employee', string];
      if (!ws.deleteView(userId, type, Number(id)))
        throw notFound('That page is not in your history.', 'view_not_found');
    },
    clearViews: (userId: string) => ws.clearViews(userId),

    watch(userId: string, companyId: number): void {
      requireCompany(companyId);
      if (ws.isWatched(userId, companyId)) return;
      if (ws.watchCount(userId) >= WORKSPACE_LIMITS.watchlist)
        throw limitReached('watched companies', WORKSPACE_LIMITS.watchlist);
      ws.watch(userId, companyId);
    },
    unwatch(userId: string, companyId: number): void {
      if (!ws.unwatch(userId, companyId))
        throw notFound('That company is not on your watch list.', 'not_watched');
    },
    isWatched: (userId: string, companyId: number) => ws.isWatched(userId, companyId),
    /** The watch list with changes since each company was added; reading it marks them seen. */
    watchlist(userId: string): WatchItem[] {
      const items = ws.watched(userId).map((row): WatchItem => {
        const updates = JSON.parse(row.recent_updates) as RecentUpdate[];
        const changes = updates.filter((update) => update.date >= row.added_at.slice(0, update.date.length));
        return {
          company_id: row.company_id,
          company_name: row.company_name,
          address: formatAddress(row),
          legal_status: row.legal_status,
          added_at: row.added_at,
          changes,
          unseen_changes: changes.filter((update) => update.date > row.seen_at.slice(0, update.date.length))
            .length,
          latest: {
            report_date: row.report_date,
            revenue: row.revenue,
            earnings: row.earnings,
            employees_number: row.employees_number,
            equity_ratio: row.equity_ratio,
          },
        };
      });
      ws.markWatchlistSeen(userId);
      return items;
    },

    lists: (userId: string): LeadList[] => ws.lists(userId),
    list(userId: string, listId: number): { list: LeadList; items: LeadListItem[] } {
      const list = ownList(userId, listId);
      const items = ws.items(listId).map((row) => ({
        company_id: row.company_id,
        company_name: row.company_name,
        address: formatAddress(row),
        address_country: row.address_country,
        legal_status: row.legal_status,
        latest_revenue: row.latest_revenue,
        added_at: row.added_at,
      }));
      return { list, items };
    },
    createList(userId: string, name: string): LeadList {
      if (ws.listCount(userId) >= WORKSPACE_LIMITS.lists) throw limitReached('lists', WORKSPACE_LIMITS.lists);
      if (ws.listNameTaken(userId, name))
        throw new AppError('conflict', `You already have a list named '${name}'.`, 'list_name_taken');
      return ws.list(userId, ws.createList(userId, name))!;
    },
    renameList(userId: string, listId: number, name: string): LeadList {
      ownList(userId, listId);
      if (ws.listNameTaken(userId, name, listId))
        throw new AppError('conflict', `You already have a list named '${name}'.`, 'list_name_taken');
      ws.renameList(userId, listId, name);
      return ws.list(userId, listId)!;
    },
    deleteList(userId: string, listId: number): void {
      if (!ws.deleteList(userId, listId)) throw notFound('No such list.', 'list_not_found');
    },
    addItems(userId: string, listId: number, companyIds: number[]): { added: number; list: LeadList } {
      const list = ownList(userId, listId);
      const unique = [...new Set(companyIds)];
      if (list.item_count + unique.length > WORKSPACE_LIMITS.itemsPerList) {
        const already = new Set(ws.itemIds(listId));
        const fresh = unique.filter((id) => !already.has(id)).length;
        if (list.item_count + fresh > WORKSPACE_LIMITS.itemsPerList) {
          throw limitReached('companies in a list', WORKSPACE_LIMITS.itemsPerList);
        }
      }
      const added = ws.addItems(listId, unique);
      return { added, list: ws.list(userId, listId)! };
    },
    removeItem(userId: string, listId: number, companyId: number): void {
      ownList(userId, listId);
      if (!ws.removeItem(listId, companyId))
        throw notFound('That company is not on this list.', 'list_item_not_found');
    },
    /** Company ids of a list in the order they were added, for exports. */
    listForExport(userId: string, listId: number) {
      return { list: ownList(userId, listId), companyIds: ws.itemIds(listId) };
    },

    contacts: (userId: string): Contact[] => ws.contacts(userId).map(toContact),
    createContact(userId: string, employeeId: number, note: string): Contact {
      const existing = ws.contactForEmployee(userId, employeeId);
      if (existing !== null) {
        ws.updateContact(userId, existing, note);
        return toContact(ws.contact(userId, existing)!);
      }
      if (ws.contactCount(userId) >= WORKSPACE_LIMITS.contacts)
        throw limitReached('contacts', WORKSPACE_LIMITS.contacts);
      const contactId = ws.createContact(userId, employeeId, note);
      if (contactId === null) throw notFound(`No employee with id ${employeeId}.`, 'employee_not_found');
      return toContact(ws.contact(userId, contactId)!);
    },
    updateContact(userId: string, contactId: number, note: string): Contact {
      if (!ws.updateContact(userId, contactId, note)) throw notFound('No such contact.', 'contact_not_found');
      return toContact(ws.contact(userId, contactId)!);
    },
    deleteContact(userId: string, contactId: number): void {
      if (!ws.deleteContact(userId, contactId)) throw notFound('No such contact.', 'contact_not_found');
    },

    searches: (userId: string): SavedSearch[] => ws.searches(userId),
    createSearch(userId: string, search: Omit<SavedSearch, 'id' | 'created_at'>): SavedSearch {
      if (ws.searchCount(userId) >= WORKSPACE_LIMITS.savedSearches) {
        throw limitReached('saved searches', WORKSPACE_LIMITS.savedSearches);
      }
      // A saved search must run: the same validation as the search answers bad filters with 400.
      const filters = search.filters as Parameters<typeof parseCompanySearch>[0];
      if (search.entity === 'companies') parseCompanySearch(filters);
      else parseEmployeeSearch(filters);
      if (ws.searchNameTaken(userId, search.name)) {
        throw new AppError(
          'conflict',
          `You already have a saved search named '${search.name}'.`,
          'saved_search_name_taken',
        );
      }
      const id = ws.createSearch(userId, search);
      return ws.searches(userId).find((saved) => saved.id === id)!;
    },
    deleteSearch(userId: string, searchId: number): void {
      if (!ws.deleteSearch(userId, searchId))
        throw notFound('No such saved search.', 'saved_search_not_found');
    },
  };
}
