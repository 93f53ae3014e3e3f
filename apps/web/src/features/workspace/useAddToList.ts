import { formatCount, type LeadList } from '@fd/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { isAbortError } from '../api/client';
import { addListItems, createList, fetchLists } from '../api/workspace';
import { ADD_ITEMS_BATCH, formattedLimit, isAtLimit } from './limits';
import { useFailureMessage } from './useFailureMessage';

export type AddOutcome = { kind: 'success'; text: string; listId: number } | { kind: 'error'; text: string };

/** The lists of the 'add to lead list' menu, loaded each time it opens, and the adding itself. */
export function useAddToList(companyIds: number[]) {
  const { t } = useTranslation();
  const lang = useLang();
  const failureMessage = useFailureMessage();
  const [lists, setLists] = useState<LeadList[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<AddOutcome | null>(null);
  const loading = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    loading.current?.abort();
    const controller = new AbortController();
    loading.current = controller;
    setLoadFailed(false);
    setOutcome(null);
    fetchLists(controller.signal).then(setLists, (error: unknown) => {
      if (isAbortError(error)) return;
      if (failureMessage(error) !== null) setLoadFailed(true);
    });
  }, [failureMessage]);

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
      setLists((current) => current?.map((entry) => (entry.id === updated.id ? updated : entry)) ?? null);
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
    setLists((current) => [list, ...(current ?? [])]);
    await addTo(list);
    return true;
  };

  return { lists, loadFailed, busy, outcome, load, addTo, createAndAdd };
}
