import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageFields, type MessageValues } from './MessageFields';
import styles from './SendForm.module.css';
import { SendFormEnd } from './SendFormEnd';
import type { SendForm } from './useSendForm';

export interface MessageFormProps {
  /** Prefix of the field ids and of the title's id, unique on the page. */
  idPrefix: string;
  title: string;
  /** A line under the title. */
  intro?: string;
  form: SendForm<MessageValues, object, object>;
  successText: string;
  /** The failure's alert, shown while the status is an error. */
  error: ReactNode;
}

/** A message to the operator (contact and support forms): title, the message fields, result and button. */
export function MessageForm({ idPrefix, title, intro, form, successText, error }: MessageFormProps) {
  const { t } = useTranslation();
  const titleId = `${idPrefix}-form-title`;
  const heading = (
    <h2 id={titleId} className={styles.title}>
      {title}
    </h2>
  );
  return (
    <form
      className={`card ${styles.form}`}
      onSubmit={(event) => void form.submit(event)}
      aria-labelledby={titleId}
    >
      {intro ? (
        <div>
          {heading}
          <p className={styles.intro}>{intro}</p>
        </div>
      ) : (
        heading
      )}
      <MessageFields
        idPrefix={idPrefix}
        values={form.values}
        disabled={form.status.kind === 'sending'}
        onChange={form.change}
      />
      <SendFormEnd
        status={form.status}
        successText={successText}
        error={error}
        requiredNote={t('contact.requiredNote')}
        submitLabel={t('contact.submit')}
        sendingLabel={t('contact.sending')}
      />
    </form>
  );
}
