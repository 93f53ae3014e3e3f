import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../ui/FormFooter';
import { CONTACT_NOTE_MAX } from './limits';
import styles from './workspace.module.css';

export interface ContactNoteFormProps {
  initialNote: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: (note: string) => void;
  onCancel: () => void;
}

/** The note on a contact: saving an employee as a contact, and editing the note later. */
export function ContactNoteForm({
  initialNote,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: ContactNoteFormProps) {
  const { t } = useTranslation();
  const noteId = useId();
  const hintId = useId();
  const [note, setNote] = useState(initialNote);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit(note.trim());
  };

  return (
    <form className={styles.dialogForm} onSubmit={submit}>
      <div className="field">
        <label htmlFor={noteId} className="field-label">
          {t('workspace.saveContact.note')}
        </label>
        <textarea
          id={noteId}
          className="input"
          rows={5}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={CONTACT_NOTE_MAX}
          placeholder={t('workspace.saveContact.notePlaceholder')}
          aria-describedby={hintId}
          disabled={busy}
        />
        <p id={hintId} className={styles.hint}>
          {t('workspace.saveContact.noteHint', { max: CONTACT_NOTE_MAX })}
        </p>
      </div>
      <FormFooter
        error={error}
        busy={busy}
        submitLabel={submitLabel}
        busyLabel={t('workspace.common.saving')}
        onCancel={onCancel}
      />
    </form>
  );
}
