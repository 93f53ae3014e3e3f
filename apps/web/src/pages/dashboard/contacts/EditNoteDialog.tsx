import type { Contact } from '@fd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateContactNote } from '../../../features/api/workspace';
import { Modal } from '../../../features/modal/Modal';
import { ContactNoteForm } from '../../../features/workspace/ContactNoteForm';
import { useFailureMessage } from '../../../features/workspace/useFailureMessage';

export interface EditNoteDialogProps {
  /** The contact whose note is edited; null while the dialog is closed. */
  contact: Contact | null;
  onClose: () => void;
  onSaved: (contact: Contact) => void;
}

export function EditNoteDialog({ contact, onClose, onSaved }: EditNoteDialogProps) {
  const { t } = useTranslation();
  const failureMessage = useFailureMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (target: Contact, note: string) => {
    setBusy(true);
    setError(null);
    try {
      onSaved(await updateContactNote(target.id, note));
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
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
