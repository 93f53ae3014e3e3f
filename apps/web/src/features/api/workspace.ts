import { LIST_PAGE_SIZE, type PerformanceIndicator, type RecentItem, type SavedSearch } from '@fd/contract';
import { api, apiUrl } from './client';
import { personPath } from './people';

/** The caller's workspace (issue: lists, watch list, recently viewed, contacts, saved searches). */

export type SearchEntity = SavedSearch['entity'];

export async function fetchRecent(signal?: AbortSignal) {
  return (await api('recent', { signal })).items;
}

export const clearRecent = () => api('clearRecent');

/** `key` is the item's id: 'company-123', 'employee-45' or 'person-<person page key>'. */
export const forgetRecent = (key: string) => api('forgetRecent', { params: { id: key } });

/** Reading the watch list marks its changes as seen; the answer still counts them as unseen. */
export async function fetchWatchlist(signal?: AbortSignal) {
  return (await api('watchlist', { signal })).items;
}

export const watchCompany = (companyId: number) => api('watch', { body: { company_id: companyId } });

export const unwatchCompany = (companyId: number) => api('unwatch', { params: { companyId } });

/** Stops watching the companies in one request; answers how many were watched. */
export async function unwatchCompanies(companyIds: number[]): Promise<number> {
  return (await api('unwatchMany', { body: { company_ids: companyIds } })).removed;
}

/** Alerts on these event types for one watched company, or for every one without `companyId`. */
export async function saveWatchAlerts(types: readonly string[], companyId?: number) {
  const body = { types: [...types] };
  const answer =
    companyId === undefined
      ? await api('watchAlertsAll', { body })
      : await api('watchAlerts', { params: { companyId }, body });
  return answer;
}

export async function fetchLists(signal?: AbortSignal) {
  return (await api('lists', { signal })).lists;
}

/** A list with a page of its companies (at most 100, newest first) and how many it keeps. */
export async function fetchList(listId: number, signal?: AbortSignal, offset = 0) {
  const { list, items, page } = await api('list', {
    params: { id: listId },
    query: { offset: String(offset) },
    signal,
  });
  return { list, items: items ?? [], total: page?.total ?? list.item_count };
}

/**
 * A list with its first `pages` pages of companies, loaded one after the other (a reload keeps
 * what 'show more' loaded); it stops early when the list holds fewer.
 */
export async function fetchListPages(listId: number, pages: number, signal?: AbortSignal) {
  const first = await fetchList(listId, signal);
  const items = [...first.items];
  const shown = new Set(items.map((item) => item.company_id));
  for (let page = 1; page < pages && items.length < first.total; page++) {
    const next = await fetchList(listId, signal, page * LIST_PAGE_SIZE);
    if (next.items.length === 0) break;
    for (const item of next.items) {
      if (shown.has(item.company_id)) continue;
      shown.add(item.company_id);
      items.push(item);
    }
  }
  return { ...first, items };
}

export async function createList(name: string) {
  return (await api('createList', { body: { name } })).list;
}

export async function renameList(listId: number, name: string) {
  return (await api('renameList', { params: { id: listId }, body: { name } })).list;
}

export const deleteList = (listId: number) => api('deleteList', { params: { id: listId } });

export const addListItems = (listId: number, companyIds: number[]) =>
  api('addListItems', { params: { id: listId }, body: { company_ids: companyIds } });

export const removeListItem = (listId: number, companyId: number) =>
  api('removeListItem', { params: { id: listId, companyId } });

/** Removes the companies from the list in one request. */
export const removeListItems = (listId: number, companyIds: number[]) =>
  api('removeListItems', { params: { id: listId }, body: { company_ids: companyIds } });

/** Moves the companies to another of the user's lists in one request. */
export const moveListItems = (listId: number, targetListId: number, companyIds: number[]) =>
  api('moveListItems', {
    params: { id: listId },
    body: { company_ids: companyIds, target_list_id: targetListId },
  });

export type ExportFormat = 'csv' | 'xlsx';

const exportQuery = (format: ExportFormat, companyIds?: readonly number[]) => ({
  format,
  ...(companyIds ? { company_ids: companyIds.join(',') } : {}),
});

/** A plain link: the browser downloads the file with the session cookie (a selection or all). */
export const listExportUrl = (listId: number, format: ExportFormat, companyIds?: readonly number[]) =>
  apiUrl('listExport', { params: { id: listId }, query: exportQuery(format, companyIds) });

export const watchlistExportUrl = (format: ExportFormat, companyIds?: readonly number[]) =>
  apiUrl('watchlistExport', { query: exportQuery(format, companyIds) });

export const CONTACTS_EXPORT_URL = apiUrl('contactsExport');

export async function fetchContacts(signal?: AbortSignal) {
  return (await api('contacts', { signal })).contacts;
}

/** Saves the employee as a contact, or changes the note of the existing one. */
export async function saveContact(employeeId: number, note: string) {
  return (await api('saveContact', { body: { employee_id: employeeId, note } })).contact;
}

export async function updateContactNote(contactId: number, note: string) {
  return (await api('updateContact', { params: { id: contactId }, body: { note } })).contact;
}

export const deleteContact = (contactId: number) => api('deleteContact', { params: { id: contactId } });

export async function fetchSavedSearches(signal?: AbortSignal) {
  return (await api('savedSearches', { signal })).searches;
}

export async function createSavedSearch(name: string, entity: SearchEntity, filters: PerformanceIndicator[]) {
  return (await api('createSavedSearch', { body: { name, entity, filters } })).search;
}

export const deleteSavedSearch = (searchId: number) => api('deleteSavedSearch', { params: { id: searchId } });

/** The page a recently viewed entry opens: a company's or employee's by id, a person's by key. */
export function recentItemPath(item: RecentItem): string {
  if (item.entity_type === 'person') return personPath(item.person_key);
  return `/dashboard/${item.entity_type === 'company' ? 'companies' : 'employees'}/${item.entity_id}`;
}
