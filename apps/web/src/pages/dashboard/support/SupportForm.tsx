import { useTranslation } from 'react-i18next';
import { MessageFields } from '../../../features/message-form/MessageFields';
import styles from './SupportPage.module.css';
import { useSupportForm } from './useSupportForm';

/** The support request: the contact form's fields, sent to POST /api/support (stored and mailed). */
export function SupportForm() {
  const { t } = useTranslation();
  const { values, status, change, submit } = useSupportForm();
  const sending = status.kind === 'sending';

  return (
    <form
      className={`card ${styles.form}`}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="support-form-title"
    >
      <div>
        <h2 id="support-form-title" className={styles.formTitle}>
          {t('support.formTitle')}
        </h2>
        <p className={styles.formIntro}>{t('support.formIntro')}</p>
      </div>
      <MessageFields idPrefix="support" values={values} disabled={sending} onChange={change} />
      {status.kind === 'success' && (
        <p className="banner banner-success" role="status">
          {t('support.success')}
        </p>
      )}
      {status.kind === 'error' && (
        <p className="banner banner-error" role="alert">
          {status.message}
        </p>
      )}
      <div className={styles.actions}>
        <span className={styles.note}>{t('contact.requiredNote')}</span>
        <button type="submit" className="btn btn-primary btn-lg" disabled={sending}>
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
      </div>
    </form>
  );
}
