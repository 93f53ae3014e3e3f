import { formatCount, type MatchJob } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addMatchesToLeadList } from '../../../features/api/matching';
import { queryKeys } from '../../../features/api/queryKeys';
import { fetchLists } from '../../../features/api/workspace';
import { Modal } from '../../../features/modal/Modal';
import { FormFooter } from '../../../features/ui/FormFooter';
import feedback from '../../../features/ui/feedback.module.css';
import { SelectField } from '../../../features/ui/SelectField';
import { TextField } from '../../../features/ui/TextField';
import { firstListWithRoom, LeadListOptions } from '../../../features/workspace/LeadListOptions';
import { LIST_NAME_MAX } from '../../../features/workspace/limits';
import { useLang } from '../../../i18n/useLang';
import styles from './Matching.module.css';

/** What the server answered: how many companies were added, how many the list had, and the list. */
export type LeadListOutcome = Awaited<ReturnType<typeof addMatchesToLeadList>>;

/** Marks the choice of a new list in the select (list ids are positive numbers). */
const NEW_LIST = 'new';

export interface LeadListDialogProps {
  job: MatchJob;
  open: boolean;
  onClose: () => void;
  onAdded: (outcome: LeadListOutcome) => void;
}

/** "Add matches to a lead list": one of the user's lists, or a new one by name. */
export function LeadListDialog({ job, open, onClose, onAdded }: LeadListDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('matching.leadList.title')} onClose={onClose}>
      <LeadListForm job={job} onClose={onClose} onAdded={onAdded} />
    </Modal>
  );
}

function LeadListForm({ job, onClose, onAdded }: Omit<LeadListDialogProps, 'open'>) {
  const { t } = useTranslation();
  const lang = useLang();
  const selectId = useId();
  const nameId = useId();
  const lists = useQuery({ queryKey: queryKeys.lists(), queryFn: ({ signal }) => fetchLists(signal) });
  const [chosen, setChosen] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The first list with room is chosen until the user picks another; without one, a new list.
  const choice = chosen ?? String(firstListWithRoom(lists.data)?.id ?? NEW_LIST);
  const count = job.counts.matched;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      onAdded(
        await addMatchesToLeadList(
          job.job_id,
          choice === NEW_LIST ? { name: name.trim() } : { list_id: Number(choice) },
        ),
      );
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)}>
      <p className={feedback.dialogText}>
        {t('matching.leadList.text', { count, formatted: formatCount(count, lang) })}
      </p>
      {lists.isPending && <p className={styles.muted}>{t('workspace.addToList.loading')}</p>}
      {lists.data && (
        <SelectField id={selectId} label={t('matching.leadList.target')} value={choice} onChange={setChosen}>
          <LeadListOptions lists={lists.data} />
          <option value={NEW_LIST}>{t('matching.leadList.newList')}</option>
        </SelectField>
      )}
      {lists.data && choice === NEW_LIST && (
        <TextField
          id={nameId}
          label={t('matching.leadList.name')}
          value={name}
          onChange={setName}
          maxLength={LIST_NAME_MAX}
          required
        />
      )}
      <FormFooter
        error={error ?? (lists.error ? t('workspace.common.loadError') : null)}
        busy={busy}
        submitLabel={t('matching.leadList.confirm')}
        submitDisabled={!lists.data || (choice === NEW_LIST && name.trim() === '')}
        onCancel={onClose}
      />
    </form>
  );
}
