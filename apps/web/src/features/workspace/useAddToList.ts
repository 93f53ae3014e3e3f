import { formatCount, type LeadList } from '@fd/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { invalidate, queryKeys } from '../api/queryKeys';
import { addListItems, createList, fetchLists } from '../api/workspace';
import { ADD_ITEMS_BATCH, formattedLimit, isAtLimit } from './limits';
import { useFailureMessage } from './useFailureMessage';

export type AddOutcome = { kind: 'success'; text: string; listId: number } | { kind: 'error'; text: string };

/** The lists of the 'add to lead list' menu, loaded each time it opens, and the adding itself. */
export function useAddToList(companyIds: number[]) {
  const { t } = useTranslation();
  const lang = useLang();
  const failureMessage = useFailureMessage();
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const listsQuery = useQuery({
    queryKey: queryKeys.lists(),
    queryFn: ({ signal }) => fetchLists(signal),
    enabled: wanted,
  });
  const lists = listsQuery.data ?? null;
  const setLists = (change: (current: LeadList[]) => LeadList[]) =>
    queryClient.setQueryData<LeadList[]>(queryKeys.lists(), (current) => change(current ?? []));

  const loadError = listsQuery.error;
  useEffect(() => {
    // A 401 is on its way to /login (failureMessage answers null): no failure to show here.
    setLoadFailed(loadError !== null && failureMessage(loadError) !== null);
  }, [loadError, failureMessage]);

  /** The menu opened: its lists come from the cache, asked again when they are no longer fresh. */
  const { isStale, refetch } = listsQuery;
  const load = useCallback(() => {
    setOutcome(null);
    setWanted(true);
    if (isStale) void refetch();
  }, [isStale, refetch]);

  const addTo = async (list: LeadList) => {
    setBusy(true);
    setOutcome(null);
    try {
      let added = 0;
      let updated = list;
      const unique = [...new Set(companyIds)];
      for (let start = 0; start < unique.length; start += ADD_ITEMS_BATCH) {
        const answer = await addListItems(list.id, unique.slice(start, start + ADD_ITEMS_BATCH));
        added += answer.added;
        updated = answer.list;
      }
      setLists((current) => current.map((entry) => (entry.id === updated.id ? updated : entry)));
      void invalidate.lists(queryClient);
      const text =
        added > 0
          ? t('workspace.addToList.added', {
              count: added,
              formatted: formatCount(added, lang),
              name: list.name,
            })
          : t('workspace.addToList.alreadyThere', { count: unique.length, name: list.name });
      setOutcome({ kind: 'success', text, listId: list.id });
    } catch (error) {
      const conflict = t('workspace.limits.items', {
        name: list.name,
        limit: formattedLimit('itemsPerList', lang),
      });
      const text = failureMessage(error, { conflict });
      if (text !== null) setOutcome({ kind: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  /** Creates the list and adds the companies; true when the list was created. */
  const createAndAdd = async (name: string): Promise<boolean> => {
    setBusy(true);
    setOutcome(null);
    let list: LeadList;
    try {
      list = await createList(name);
    } catch (error) {
      const taken = lists?.some((entry) => entry.name === name) ?? false;
      const conflict =
        taken || !isAtLimit('lists', lists?.length ?? 0)
          ? t('workspace.leadlists.duplicate', { name })
          : t('workspace.limits.lists', { limit: formattedLimit('lists', lang) });
      const text = failureMessage(error, { conflict });
      if (text !== null) setOutcome({ kind: 'error', text });
      setBusy(false);
      return false;
    }
    setLists((current) => [list, ...current]);
    await addTo(list);
    return true;
  };

  return { lists, loadFailed, busy, outcome, load, addTo, createAndAdd };
}
