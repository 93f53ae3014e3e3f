import type {
  Contact,
  LeadList,
  LeadListItem,
  MessageResponse,
  MoveListItemsResponse,
  PerformanceIndicator,
  RecentItem,
  SavedSearch,
  WatchItem,
} from '@fd/contract';
import { apiDelete, apiGet, apiPatch, apiPost } from './client';

/** The caller's workspace (issue: lists, watch list, recently viewed, contacts, saved searches). */

export type SearchEntity = SavedSearch['entity'];

export async function fetchRecent(signal?: AbortSignal): Promise<RecentItem[]> {
  return (await apiGet<{ items: RecentItem[] }>('/recent', undefined, signal)).items;
}

export function clearRecent(): Promise<MessageResponse> {
  return apiDelete<MessageResponse>('/recent');
}

/** `key` is the item's id: 'company-123' or 'employee-45'. */
export function forgetRecent(key: string): Promise<MessageResponse> {
  return apiDelete<MessageResponse>(`/recent/${encodeURIComponent(key)}`);
}

/** Reading the watch list marks its changes as seen; the answer still counts them as unseen. */
export async function fetchWatchlist(signal?: AbortSignal): Promise<WatchItem[]> {
  return (await apiGet<{ items: WatchItem[] }>('/watchlist', undefined, signal)).items;
}

export function watchCompany(companyId: number): Promise<MessageResponse> {
  return apiPost<MessageResponse>('/watchlist', { company_id: companyId });
}

export function unwatchCompany(companyId: number): Promise<MessageResponse> {
  return apiDelete<MessageResponse>(`/watchlist/${companyId}`);
}

/** Stops watching the companies in one request; answers how many were watched. */
export async function unwatchCompanies(companyIds: number[]): Promise<number> {
  return (await apiPost<{ removed: number }>('/watchlist/remove', { company_ids: companyIds })).removed;
}

export async function fetchLists(signal?: AbortSignal): Promise<LeadList[]> {
  return (await apiGet<{ lists: LeadList[] }>('/lists', undefined, signal)).lists;
}

export async function fetchList(
  listId: number,
  signal?: AbortSignal,
): Promise<{ list: LeadList; items: LeadListItem[] }> {
  const { list, items } = await apiGet<{ list: LeadList; items?: LeadListItem[] }>(
    `/lists/${listId}`,
    undefined,
    signal,
  );
  return { list, items: items ?? [] };
}

export async function createList(name: string): Promise<LeadList> {
  return (await apiPost<{ list: LeadList }>('/lists', { name })).list;
}

export async function renameList(listId: number, name: string): Promise<LeadList> {
  return (await apiPatch<{ list: LeadList }>(`/lists/${listId}`, { name })).list;
}

export function deleteList(listId: number): Promise<MessageResponse> {
  return apiDelete<MessageResponse>(`/lists/${listId}`);
}

export function addListItems(
  listId: number,
  companyIds: number[],
): Promise<{ added: number; list: LeadList }> {
  return apiPost<{ added: number; list: LeadList }>(`/lists/${listId}/items`, { company_ids: companyIds });
}

export function removeListItem(listId: number, companyId: number): Promise<MessageResponse> {
  return apiDelete<MessageResponse>(`/lists/${listId}/items/${companyId}`);
}

/** Removes the companies from the list in one request. */
export function removeListItems(
  listId: number,
  companyIds: number[],
): Promise<{ removed: number; list: LeadList }> {
  return apiPost<{ removed: number; list: LeadList }>(`/lists/${listId}/items/remove`, {
    company_ids: companyIds,
  });
}

/** Moves the companies to another of the user's lists in one request. */
export function moveListItems(
  listId: number,
  targetListId: number,
  companyIds: number[],
): Promise<MoveListItemsResponse> {
  return apiPost<MoveListItemsResponse>(`/lists/${listId}/items/move`, {
    company_ids: companyIds,
    target_list_id: targetListId,
  });
}

export type ExportFormat = 'csv' | 'xlsx';

const exportQuery = (format: ExportFormat, companyIds?: readonly number[]) =>
  `format=${format}${companyIds ? `&company_ids=${companyIds.join(',')}` : ''}`;

/** A plain link: the browser downloads the file with the session cookie (a selection or all). */
export function listExportUrl(listId: number, format: ExportFormat, companyIds?: readonly number[]): string {
  return `/api/lists/${listId}/export?${exportQuery(format, companyIds)}`;
}

export function watchlistExportUrl(format: ExportFormat, companyIds?: readonly number[]): string {
  return `/api/watchlist/export?${exportQuery(format, companyIds)}`;
}

export async function fetchContacts(signal?: AbortSignal): Promise<Contact[]> {
  return (await apiGet<{ contacts: Contact[] }>('/contacts', undefined, signal)).contacts;
}

/** Saves the employee as a contact, or changes the note of the existing one. */
export async function saveContact(employeeId: number, note: string): Promise<Contact> {
  return (await apiPost<{ contact: Contact }>('/contacts', { employee_id: employeeId, note })).contact;
}

export async function updateContactNote(contactId: number, note: string): Promise<Contact> {
  return (await apiPatch<{ contact: Contact }>(`/contacts/${contactId}`, { note })).contact;
}

export function deleteContact(contactId: number): Promise<MessageResponse> {
  return apiDelete<MessageResponse>(`/contacts/${contactId}`);
}

export const CONTACTS_EXPORT_URL = '/api/contacts/export';

export async function fetchSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  return (await apiGet<{ searches: SavedSearch[] }>('/saved-searches', undefined, signal)).searches;
}

export async function createSavedSearch(
  name: string,
  entity: SearchEntity,
  filters: PerformanceIndicator[],
): Promise<SavedSearch> {
  return (await apiPost<{ search: SavedSearch }>('/saved-searches', { name, entity, filters })).search;
}

export function deleteSavedSearch(searchId: number): Promise<MessageResponse> {
  return apiDelete<MessageResponse>(`/saved-searches/${searchId}`);
}
