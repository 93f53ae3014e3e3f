import type { LeadList } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { renameList } from '../../../features/api/workspace';
import { Modal } from '../../../features/modal/Modal';
import { ListNameForm } from '../../../features/workspace/ListNameForm';
import { useSubmission } from '../../../features/workspace/useFailureMessage';
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
  const { busy, error, setError, run } = useSubmission();

  const submit = async (name: string): Promise<boolean> => {
    if (name === list.name) {
      onClose();
      return false;
    }
    await run(async () => onRenamed(await renameList(list.id, name)), {
      conflict: t('workspace.leadlists.duplicate', { name }),
    });
    return false;
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
