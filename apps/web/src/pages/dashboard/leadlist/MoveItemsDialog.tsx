import { formatCount, type LeadList, type LeadListItem, type MoveListItemsResponse } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryKeys } from '../../../features/api/queryKeys';
import { fetchLists, moveListItems } from '../../../features/api/workspace';
import { Modal } from '../../../features/modal/Modal';
import { FormFooter } from '../../../features/ui/FormFooter';
import feedback from '../../../features/ui/feedback.module.css';
import { SelectField } from '../../../features/ui/SelectField';
import { firstListWithRoom, LeadListOptions } from '../../../features/workspace/LeadListOptions';
import { formattedLimit } from '../../../features/workspace/limits';
import { useFailureMessage } from '../../../features/workspace/useFailureMessage';
import shared from '../../../features/workspace/workspace.module.css';
import { useLang } from '../../../i18n/useLang';

export interface MoveItemsDialogProps {
  /** The list the companies are on. */
  list: LeadList;
  /** The companies to move, or null while the dialog is closed. */
  items: LeadListItem[] | null;
  onCancel: () => void;
  onMoved: (result: MoveListItemsResponse, target: LeadList) => void;
}

/** Asks for the target list and moves the companies there in one request. */
export function MoveItemsDialog({ list, items, onCancel, onMoved }: MoveItemsDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const failureMessage = useFailureMessage();
  const selectId = useId();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = items !== null;
  const allLists = useQuery({
    queryKey: queryKeys.lists(),
    queryFn: ({ signal }) => fetchLists(signal),
    enabled: open,
  });
  const lists = allLists.data?.filter((entry) => entry.id !== list.id) ?? null;
  // The first list with room is chosen until the user picks another.
  const targetId = chosenId ?? firstListWithRoom(lists)?.id ?? null;

  useEffect(() => {
    if (!open) return;
    setChosenId(null);
    setError(null);
  }, [open]);
  const loadError = allLists.error;
  useEffect(() => {
    if (loadError) setError(failureMessage(loadError));
  }, [loadError, failureMessage]);

  const target = lists?.find((entry) => entry.id === targetId) ?? null;
  const count = items?.length ?? 0;
  const confirm = async () => {
    if (!items || !target) return;
    setBusy(true);
    setError(null);
    try {
      const result = await moveListItems(
        list.id,
        target.id,
        items.map((item) => item.company_id),
      );
      onMoved(result, target);
    } catch (failure) {
      const conflict = t('workspace.limits.items', {
        name: target.name,
        limit: formattedLimit('itemsPerList', lang),
      });
      setError(failureMessage(failure, { conflict }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title={t('selection.leadlists.moveTitle')} onClose={busy ? () => undefined : onCancel}>
      <p className={feedback.dialogText}>
        {t('selection.leadlists.moveText', { count, formatted: formatCount(count, lang), list: list.name })}
      </p>
      {lists === null && !error && <p className={shared.hint}>{t('workspace.addToList.loading')}</p>}
      {lists !== null && lists.length === 0 && (
        <p className={shared.hint}>{t('selection.leadlists.noOtherList')}</p>
      )}
      {lists !== null && lists.length > 0 && (
        <SelectField
          id={selectId}
          label={t('selection.leadlists.moveTarget')}
          value={targetId ?? ''}
          onChange={(value) => setChosenId(Number(value))}
        >
          <LeadListOptions lists={lists} />
        </SelectField>
      )}
      <FormFooter
        error={error}
        busy={busy}
        submitLabel={t('selection.leadlists.moveConfirm')}
        submitDisabled={target === null}
        onCancel={onCancel}
        onSubmit={() => void confirm()}
      />
    </Modal>
  );
}
