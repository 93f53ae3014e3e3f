import type { LeadList } from '@fd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { renameList } from '../../../features/api/workspace';
import { Modal } from '../../../features/modal/Modal';
import { ListNameForm } from '../../../features/workspace/ListNameForm';
import { useFailureMessage } from '../../../features/workspace/useFailureMessage';
import styles from './LeadListPage.module.css';

export interface RenameListDialogProps {
  open: boolean;
  list: LeadList;
  onClose: () => void;
  onRenamed: (list: LeadList) => void;
}

/** Renames a list; a name the user already uses for another list is refused. */
export function RenameListDialog({ open, list, onClose, onRenamed }: RenameListDialogProps) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (name: string): Promise<boolean> => {
    if (name === list.name) {
      onClose();
      return false;
    }
    setBusy(true);
    setError(null);
    try {
      onRenamed(await renameList(list.id, name));
      return false;
    } catch (failure) {
      setError(failureMessage(failure, { conflict: t('workspace.leadlists.duplicate', { name }) }));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('workspace.leadlists.renameTitle')}
      onClose={() => {
        setError(null);
        onClose();
      }}
    >
      <ListNameForm
        label={t('workspace.leadlists.newListName')}
        submitLabel={t('workspace.common.save')}
        initialName={list.name}
        busy={busy}
        autoFocus
        onSubmit={submit}
      />
      {error && (
        <p className={`banner banner-error ${styles.dialogError}`} role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
