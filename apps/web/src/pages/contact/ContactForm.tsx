import { useTranslation } from 'react-i18next';
import { MessageFields } from '../../features/message-form/MessageFields';
import styles from './ContactForm.module.css';
import { useContactForm } from './useContactForm';

export function ContactForm() {
  const { t } = useTranslation();
  const { values, status, change, submit } = useContactForm();
  const sending = status.kind === 'sending';

  return (
    <form
      className={`card ${styles.form}`}
      onSubmit={(event) => void submit(event)}
      aria-labelledby="contact-form-title"
    >
      <h2 id="contact-form-title" className={styles.title}>
        {t('contact.formTitle')}
      </h2>
      <MessageFields idPrefix="contact" values={values} disabled={sending} onChange={change} />
      {status.kind === 'success' && (
        <p className="banner banner-success" role="status">
          {t('contact.success')}
        </p>
      )}
      {status.kind === 'error' && (
        <div className="banner banner-error" role="alert">
          <p className={styles.errorLine}>{t('contact.error')}</p>
          {status.detail && <p className={styles.errorLine}>{status.detail}</p>}
        </div>
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
