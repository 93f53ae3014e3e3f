import type { Contact } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { updateContactNote } from '../../../features/api/workspace';
import { Modal } from '../../../features/modal/Modal';
import { ContactNoteForm } from '../../../features/workspace/ContactNoteForm';
import { useSubmission } from '../../../features/workspace/useFailureMessage';

export interface EditNoteDialogProps {
  /** The contact whose note is edited; null while the dialog is closed. */
  contact: Contact | null;
  onClose: () => void;
  onSaved: (contact: Contact) => void;
}

export function EditNoteDialog({ contact, onClose, onSaved }: EditNoteDialogProps) {
  const { t } = useTranslation();
  const { busy, error, setError, run } = useSubmission();

  const save = async (target: Contact, note: string) => {
    await run(async () => onSaved(await updateContactNote(target.id, note)));
  };
  const close = () => {
    setError(null);
    onClose();
  };

  return (
    <Modal
      open={contact !== null}
      title={t('workspace.saveContact.editTitle', { name: contact?.fullName ?? '' })}
      onClose={close}
    >
      {contact && (
        <ContactNoteForm
          key={contact.id}
          initialNote={contact.note}
          submitLabel={t('workspace.common.save')}
          busy={busy}
          error={error}
          onSubmit={(note) => void save(contact, note)}
          onCancel={close}
        />
      )}
    </Modal>
  );
}
