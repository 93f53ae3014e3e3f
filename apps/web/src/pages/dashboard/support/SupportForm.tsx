import { ZContactRequest } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import styles from './SupportPage.module.css';
import { type SupportField, useSupportForm } from './useSupportForm';

interface FieldSpec {
  field: SupportField;
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

const shape = ZContactRequest.shape;
/** Field lengths from the contract the server validates with. */
const MAX_LENGTH: Record<SupportField, number | undefined> = {
  name: shape.name.maxLength ?? undefined,
  email: shape.email.maxLength ?? undefined,
  company: shape.company.unwrap().unwrap().maxLength ?? undefined,
  subject: shape.subject.maxLength ?? undefined,
  message: shape.message.maxLength ?? undefined,
};

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
      <div className={styles.fields}>
        {FIELDS.map(({ field, type, required, autoComplete }) => {
          const id = `support-${field}`;
          const common = {
            id,
            name: field,
            className: 'input',
            required,
            maxLength: MAX_LENGTH[field],
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
