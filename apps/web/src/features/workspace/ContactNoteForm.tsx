import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import feedback from '../ui/feedback.module.css';
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
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      <div className={feedback.dialogActions}>
        <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy}>
          {t('workspace.common.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('workspace.common.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
