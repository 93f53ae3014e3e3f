import { useTranslation } from 'react-i18next';
import styles from './ContactForm.module.css';
import { CONTACT_LIMITS } from './contactLimits';
import { type ContactField, useContactForm } from './useContactForm';

interface FieldSpec {
  field: ContactField;
  type: 'text' | 'email' | 'textarea';
  required: boolean;
  autoComplete?: string;
}

const FIELDS: readonly FieldSpec[] = [
  { field: 'name', type: 'text', required: true, autoComplete: 'name' },
  { field: 'email', type: 'email', required: true, autoComplete: 'email' },
  { field: 'company', type: 'text', required: false, autoComplete: 'organization' },
  { field: 'subject', type: 'text', required: true },
  { field: 'message', type: 'textarea', required: true },
];

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
      <div className={styles.grid}>
        {FIELDS.map(({ field, type, required, autoComplete }) => {
          const id = `contact-${field}`;
          const common = {
            id,
            name: field,
            className: 'input',
            required,
            maxLength: CONTACT_LIMITS[field],
            autoComplete,
            value: values[field],
            disabled: sending,
          };
          return (
            <div key={field} className={type === 'textarea' ? `field ${styles.wide}` : 'field'}>
              <label htmlFor={id} className="field-label">
                {t(`contact.${field}`)}
                {required ? ' *' : <span className="field-optional"> {t('contact.optional')}</span>}
              </label>
              {type === 'textarea' ? (
                <textarea {...common} rows={6} onChange={(event) => change(field, event.target.value)} />
              ) : (
                <input {...common} type={type} onChange={(event) => change(field, event.target.value)} />
              )}
            </div>
          );
        })}
      </div>
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
