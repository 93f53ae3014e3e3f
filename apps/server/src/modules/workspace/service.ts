import type { Contact, LeadList, LeadListItem, ListPageQuery, SavedSearch, WatchItem } from '@fd/contract';
import { EVENT_TYPES, formatAddress, WORKSPACE_LIMITS } from '@fd/contract';
import { fail } from '../../errors';
import type { WatchRow } from '../../store/types';
import type { Quotas } from '../limits/quotas';
import { parseCompanySearch, parseEmployeeSearch } from '../search/filters';
import { alertTypesToStore, storedAlertTypes } from './alerts';
import { type WorkspaceStores, workspaceContext } from './key-resolver';
import { limitReached } from './limits';
import { createSelectionActions } from './selection';

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;

/** A watched company as the dataset has it now. */
interface WatchedCompany {
  row: WatchRow;
  item: Omit<WatchItem, 'events' | 'unseen_changes' | 'added_at' | 'alert_types'>;
}

/** Events a watch list reads per company, the latest recorded first. */
const WATCH_EVENTS_LIMIT = 50;

/**
 * The caller's own lists, watch list, contacts and saved searches (recently viewed: ./recent.ts). The
 * account store keeps companies and people by key; this service turns them into the current
 * dataset's rows. Kept rows whose company the dataset lacks (another dataset is loaded) stay
 * stored and are left out of what is shown.
 */
export function createWorkspaceService(
  deps: WorkspaceStores & { quotas: Pick<Quotas, 'requireContactView'> },
) {
  const { ws, companies, keys } = workspaceContext(deps);

  async function ownList(userId: string, listId: number) {
    const list = await ws.list(userId, listId);
    if (!list) throw fail('list_not_found');
    return list;
  }

  async function watchedCompanies(rows: WatchRow[]): Promise<WatchedCompany[]> {
    const ids = await keys.companyIds(rows.map((row) => row.company_key));
    const found = rows.flatMap((row, index) => (ids[index] === null ? [] : [{ row, id: ids[index]! }]));
    const details = await companies.companies.watchRows(found.map(({ id }) => id));
    const byId = new Map(details.map((detail) => [detail.company_id, detail]));
    return found.flatMap(({ row, id }) => {
      const detail = byId.get(id);
      if (!detail) return [];
      return [
        {
          row,
          item: {
            company_id: id,
            company_name: detail.company_name,
            address: formatAddress(detail),
            legal_status: detail.legal_status,
            synthetic: detail.synthetic,
            latest: {
              report_date: detail.report_date,
              revenue: detail.revenue,
              earnings: detail.earnings,
              employees_number: detail.employees_number,
              equity_ratio: detail.equity_ratio,
            },
          },
        },
      ];
    });
  }

  async function toContacts(rows: Awaited<ReturnType<typeof ws.contacts>>): Promise<Contact[]> {
    const ids = await keys.employeeIds(rows.map((row) => row.employee_key));
    const cards = new Map(
      (await companies.employeeLookup.cards(ids.filter((id) => id !== null))).map((card) => [
        card.employee_id,
        card,
      ]),
    );
    return rows.flatMap((row, index) => {
      const card = ids[index] === null ? undefined : cards.get(ids[index]!);
      if (!card) return [];
      const { employee_id, ...person } = card;
      // E-mail and phone only once they were counted against the contact-data quota.
      const contact = row.counted ? {} : { email: null, phone: null };
      return [
        {
          id: row.id,
          employee_id,
          note: row.note,
          created_at: row.created_at,
          updated_at: row.updated_at,
          ...person,
          ...contact,
        },
      ];
    });
  }

  async function contactOr404(userId: string, contactId: number): Promise<Contact> {
    const row = await ws.contact(userId, contactId);
    const [contact] = row ? await toContacts([row]) : [];
    if (!contact) throw fail('contact_not_found');
    return contact;
  }

  return {
    ...createSelectionActions({ ws, companies, keys, ownList }),

    async watch(userId: string, companyId: number): Promise<void> {
      const key = await keys.companyKeyOr404(companyId);
      if (await ws.isWatched(userId, key)) return;
      if ((await ws.watchCount(userId)) >= WORKSPACE_LIMITS.watchlist) throw limitReached('watchlist');
      await ws.watch(userId, key);
    },
    async unwatch(userId: string, companyId: number): Promise<void> {
      const key = await keys.keyOf('company', companyId);
      if (!key || !(await ws.unwatch(userId, key))) throw fail('not_watched');
    },
    async markWatchedSeen(userId: string, companyId: number): Promise<void> {
      const key = await keys.keyOf('company', companyId);
      if (key) await ws.markWatchedSeen(userId, key);
    },
    async isWatched(userId: string, companyId: number): Promise<boolean> {
      const key = await keys.keyOf('company', companyId);
      return key !== null && (await ws.isWatched(userId, key));
    },
    /**
     * The watch list with the events of each company's alerted types recorded since it was
     * added (docs/decisions/142); reading it marks them seen.
     */
    async watchlist(userId: string, options = { markSeen: true }): Promise<WatchItem[]> {
      const watched = await watchedCompanies(await ws.watched(userId));
      const items = await Promise.all(
        watched.map(async ({ row, item }): Promise<WatchItem> => {
          const types = storedAlertTypes(row.alert_types);
          const events =
            types?.length === 0
              ? []
              : await companies.events.recordedSince(
                  item.company_id,
                  row.added_at,
                  types,
                  WATCH_EVENTS_LIMIT,
                );
          return {
            ...item,
            added_at: row.added_at,
            alert_types: types ?? [...EVENT_TYPES],
            events,
            unseen_changes: events.filter((event) => event.recorded_at > row.seen_at).length,
          };
        }),
      );
      if (options.markSeen) await ws.markWatchlistSeen(userId);
      return items;
    },
    /**
     * Alerts on these event types for one watched company, or for every one when `companyId`
     * is null; returns the types now chosen and how many watches it set.
     */
    async setAlertTypes(userId: string, companyId: number | null, types: readonly string[]) {
      const stored = alertTypesToStore(types);
      let companyKey: string | null = null;
      if (companyId !== null) {
        companyKey = await keys.keyOf('company', companyId);
        if (!companyKey || !(await ws.isWatched(userId, companyKey))) throw fail('not_watched');
      }
      const companiesSet = await ws.setAlertTypes(userId, companyKey, stored);
      return { alert_types: storedAlertTypes(stored) ?? [...EVENT_TYPES], companies: companiesSet };
    },

    lists: (userId: string): Promise<LeadList[]> => ws.lists(userId),
    /** One page of a list's companies, newest first (at most 100 a request, decision 173). */
    async list(userId: string, listId: number, page: ListPageQuery) {
      const list = await ownList(userId, listId);
      const rows = await ws.items(listId, page);
      const ids = await keys.companyIds(rows.map((row) => row.company_key));
      const listed = await companies.companies.listItems(ids.filter((id) => id !== null));
      const byId = new Map(listed.map((item) => [item.company_id, item]));
      const items = rows.flatMap((row, index): LeadListItem[] => {
        const company = ids[index] === null ? undefined : byId.get(ids[index]!);
        if (!company) return [];
        return [
          {
            company_id: company.company_id,
            company_name: company.company_name,
            address: company.address,
            address_country: company.address_country,
            legal_status: company.legal_status,
            latest_revenue: company.latest_revenue,
            synthetic: company.synthetic,
            added_at: row.added_at,
          },
        ];
      });
      return { list, items, page: { ...page, total: list.item_count } };
    },
    async createList(userId: string, name: string): Promise<LeadList> {
      if ((await ws.listCount(userId)) >= WORKSPACE_LIMITS.lists) throw limitReached('lists');
      if (await ws.listNameTaken(userId, name)) throw fail('list_name_taken', { name });
      return (await ws.list(userId, await ws.createList(userId, name)))!;
    },
    async renameList(userId: string, listId: number, name: string): Promise<LeadList> {
      await ownList(userId, listId);
      if (await ws.listNameTaken(userId, name, listId)) throw fail('list_name_taken', { name });
      await ws.renameList(userId, listId, name);
      return (await ws.list(userId, listId))!;
    },
    async deleteList(userId: string, listId: number): Promise<void> {
      if (!(await ws.deleteList(userId, listId))) throw fail('list_not_found');
    },
    async addItems(
      userId: string,
      listId: number,
      companyIds: number[],
    ): Promise<{ added: number; already: number; list: LeadList }> {
      const list = await ownList(userId, listId);
      // Unknown companies are skipped, as before the store split.
      const companyKeys = await keys.distinctCompanyKeys(companyIds);
      if (list.item_count + companyKeys.length > WORKSPACE_LIMITS.itemsPerList) {
        const already = new Set(await ws.itemKeys(listId));
        const fresh = companyKeys.filter((key) => !already.has(key)).length;
        if (list.item_count + fresh > WORKSPACE_LIMITS.itemsPerList) {
          throw limitReached('itemsPerList');
        }
      }
      const added = await ws.addItems(listId, companyKeys);
      return { added, already: companyKeys.length - added, list: (await ws.list(userId, listId))! };
    },
    async removeItem(userId: string, listId: number, companyId: number): Promise<void> {
      await ownList(userId, listId);
      const key = await keys.keyOf('company', companyId);
      if (!key || !(await ws.removeItem(listId, key))) throw fail('list_item_not_found');
    },
    /** A list's companies in the order they were added, for exports (those the dataset holds). */
    async listForExport(userId: string, listId: number) {
      const list = await ownList(userId, listId);
      const ids = await keys.companyIds(await ws.itemKeys(listId));
      const companyIds = ids.filter((id) => id !== null);
      return { list, companyIds };
    },

    contacts: async (userId: string): Promise<Contact[]> => toContacts(await ws.contacts(userId)),
    /**
     * Saves a person with a note. Their e-mail and phone count against the daily contact-data
     * quota like a view of their page, once per saved contact: a person deleted and saved again
     * counts again (docs/decisions/173).
     */
    async createContact(userId: string, employeeId: number, note: string): Promise<Contact> {
      const [key] = await keys.employeeKeys([employeeId]);
      if (!key) throw fail('employee_not_found', { id: String(employeeId) });
      const [card] = await companies.employeeLookup.cards([employeeId]);
      const hasContactData = Boolean(card?.email || card?.phone);
      const existing = await ws.contactForEmployee(userId, key);
      if (existing !== null) {
        const row = await ws.contact(userId, existing);
        if (hasContactData && row && !row.counted) {
          await deps.quotas.requireContactView(userId, employeeId);
          await ws.markContactCounted(userId, existing);
        }
        await ws.updateContact(userId, existing, note);
        return contactOr404(userId, existing);
      }
      if ((await ws.contactCount(userId)) >= WORKSPACE_LIMITS.contacts) throw limitReached('contacts');
      if (hasContactData) await deps.quotas.requireContactView(userId, employeeId);
      return contactOr404(userId, await ws.createContact(userId, key, note, hasContactData));
    },
    async updateContact(userId: string, contactId: number, note: string): Promise<Contact> {
      if (!(await ws.updateContact(userId, contactId, note))) throw fail('contact_not_found');
      return contactOr404(userId, contactId);
    },
    async deleteContact(userId: string, contactId: number): Promise<void> {
      if (!(await ws.deleteContact(userId, contactId))) throw fail('contact_not_found');
    },

    searches: (userId: string): Promise<SavedSearch[]> => ws.searches(userId),
    async createSearch(userId: string, search: Omit<SavedSearch, 'id' | 'created_at'>): Promise<SavedSearch> {
      if ((await ws.searchCount(userId)) >= WORKSPACE_LIMITS.savedSearches) {
        throw limitReached('savedSearches');
      }
      // A saved search must run: the same validation as the search answers bad filters with 400.
      const filters = search.filters as Parameters<typeof parseCompanySearch>[0];
      if (search.entity === 'companies') parseCompanySearch(filters);
      else parseEmployeeSearch(filters);
      if (await ws.searchNameTaken(userId, search.name)) {
        throw fail('saved_search_name_taken', { name: search.name });
      }
      const id = await ws.createSearch(userId, search);
      return (await ws.searches(userId)).find((saved) => saved.id === id)!;
    },
    async deleteSearch(userId: string, searchId: number): Promise<void> {
      if (!(await ws.deleteSearch(userId, searchId))) throw fail('saved_search_not_found');
    },
  };
}
