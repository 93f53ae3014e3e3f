import { type LeadList, WORKSPACE_LIMITS } from '@fd/contract';
import { fail } from '../../errors';
import type { CompanyExportRow } from '../../store/types';
import type { WorkspaceContext } from './key-resolver';
import { limitReached } from './limits';

export interface SelectionDeps extends WorkspaceContext {
  /** The caller's list, or the 404 `list_not_found`. */
  ownList: (userId: string, listId: number) => Promise<LeadList>;
}

/**
 * Actions on a selection of the watch list or of a lead list: each is one request and one
 * transaction, and touches only rows of the caller's own watch list or lists. Companies named
 * that are not on them are left out (counted in no answer).
 */
export function createSelectionActions({ ws, companies, keys, ownList }: SelectionDeps) {
  /** Export rows of the kept keys (in their order), restricted to the selection when given. */
  async function exportRows(kept: string[], selection?: number[]): Promise<CompanyExportRow[]> {
    const chosen = selection ? new Set(await keys.distinctCompanyKeys(selection)) : null;
    const ids = await keys.companyIds(chosen ? kept.filter((key) => chosen.has(key)) : kept);
    return companies.companies.exportRows(ids.filter((id) => id !== null));
  }

  return {
    async unwatchMany(userId: string, companyIds: number[]): Promise<number> {
      return ws.unwatchMany(userId, await keys.distinctCompanyKeys(companyIds));
    },

    async removeItems(userId: string, listId: number, companyIds: number[]) {
      await ownList(userId, listId);
      const removed = await ws.removeItems(listId, await keys.distinctCompanyKeys(companyIds));
      return { removed, list: await ownList(userId, listId) };
    },

    async moveItems(userId: string, listId: number, targetListId: number, companyIds: number[]) {
      if (listId === targetListId) throw fail('list_move_same');
      const [, target] = await Promise.all([ownList(userId, listId), ownList(userId, targetListId)]);
      const selected = await keys.distinctCompanyKeys(companyIds);
      const [onSource, onTarget] = await Promise.all([ws.itemKeys(listId), ws.itemKeys(targetListId)]);
      const source = new Set(onSource);
      const already = new Set(onTarget);
      const fresh = selected.filter((key) => source.has(key) && !already.has(key)).length;
      if (target.item_count + fresh > WORKSPACE_LIMITS.itemsPerList) throw limitReached('itemsPerList');
      const { moved, added } = await ws.moveItems(listId, targetListId, selected);
      const [list, targetAfter] = await Promise.all([ownList(userId, listId), ownList(userId, targetListId)]);
      return { moved, added, list, target: targetAfter };
    },

    /** A list's companies (or the selected ones among them) in the order they were added. */
    async exportList(userId: string, listId: number, selection?: number[]) {
      const list = await ownList(userId, listId);
      return { list, rows: await exportRows(await ws.itemKeys(listId), selection) };
    },

    /** The watched companies (or the selected ones among them), newest first. */
    async exportWatchlist(userId: string, selection?: number[]): Promise<CompanyExportRow[]> {
      const watched = await ws.watched(userId);
      return exportRows(
        watched.map((row) => row.company_key),
        selection,
      );
    },
  };
}
