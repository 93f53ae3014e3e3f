import type { Contact } from '@fd/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookUser, Check } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../i18n/useLang';
import { invalidate, queryKeys } from '../api/queryKeys';
import { fetchContacts, saveContact } from '../api/workspace';
import { useAuth } from '../auth/AuthContext';
import { Modal } from '../modal/Modal';
import feedback from './actionFeedback.module.css';
import { ContactNoteForm } from './ContactNoteForm';
import { formattedLimit } from './limits';
import { useFailureMessage } from './useFailureMessage';

export interface SaveContactButtonProps {
  employeeId: number;
  employeeName: string;
}

/**
 * 'Save as contact' with a note; once saved it reads 'Contact saved' and edits the note. Renders
 * nothing for anonymous visitors.
 */
export function SaveContactButton({ employeeId, employeeName }: SaveContactButtonProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { isLoggedIn } = useAuth();
  const failureMessage = useFailureMessage();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  // Whether the employee is a contact already, so that the button says so and the note is kept.
  const contacts = useQuery({
    queryKey: queryKeys.contacts(),
    queryFn: ({ signal }) => fetchContacts(signal),
    enabled: isLoggedIn,
  });
  const contact = contacts.data?.find((entry) => entry.employee_id === employeeId) ?? null;

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => setSaved(false), 6000);
    return () => window.clearTimeout(timer);
  }, [saved]);

  if (!isLoggedIn) return null;

  const submit = async (note: string) => {
    setBusy(true);
    setError(null);
    try {
      const saved = await saveContact(employeeId, note);
      queryClient.setQueryData<Contact[]>(queryKeys.contacts(), (current = []) => [
        saved,
        ...current.filter((entry) => entry.id !== saved.id),
      ]);
      void invalidate.contacts(queryClient);
      setOpen(false);
      setSaved(true);
    } catch (failure) {
      const message = failureMessage(failure, {
        conflict: t('workspace.limits.contacts', { limit: formattedLimit('contacts', lang) }),
      });
      if (message === null) setOpen(false);
      setError(message);
    } finally {
      setBusy(false);
    }
  };

  const title = contact
    ? t('workspace.saveContact.editTitle', { name: employeeName })
    : t('workspace.saveContact.title', { name: employeeName });

  return (
    <div className={feedback.root}>
      <button
        type="button"
        className={`btn btn-secondary ${contact ? feedback.pressed : ''}`}
        title={contact ? t('workspace.saveContact.editNote') : undefined}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {contact ? <Check size={16} aria-hidden="true" /> : <BookUser size={16} aria-hidden="true" />}
        {contact ? t('workspace.saveContact.saved') : t('workspace.saveContact.button')}
      </button>
      <span className={`${feedback.note} ${feedback.noteSuccess}`} role="status">
        {saved && (
          <>
            {t('workspace.saveContact.success', { name: employeeName })}{' '}
            <Link to="/dashboard/contacts">{t('workspace.saveContact.openContacts')}</Link>
          </>
        )}
      </span>
      <Modal open={open} title={title} onClose={() => setOpen(false)}>
        <ContactNoteForm
          initialNote={contact?.note ?? ''}
          submitLabel={t('workspace.common.save')}
          busy={busy}
          error={error}
          onSubmit={(note) => void submit(note)}
          onCancel={() => setOpen(false)}
        />
      </Modal>
    </div>
  );
}
