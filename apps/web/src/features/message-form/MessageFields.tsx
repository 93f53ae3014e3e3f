import type { ContactRequest } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import styles from './MessageFields.module.css';
import { MESSAGE_LIMITS } from './messageLimits';

export type MessageField = keyof Required<ContactRequest>;
export type MessageValues = Record<MessageField, string>;

interface FieldSpec {
  field: MessageField;
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

export interface MessageFieldsProps {
  /** Prefix of the field ids, unique on the page. */
  idPrefix: string;
  values: MessageValues;
  disabled: boolean;
  onChange: (field: MessageField, value: string) => void;
}

/** The fields of a message to the operator (contact and support forms): name, e-mail, company, subject, message. */
export function MessageFields({ idPrefix, values, disabled, onChange }: MessageFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.grid}>
      {FIELDS.map(({ field, type, required, autoComplete }) => {
        const id = `${idPrefix}-${field}`;
        const common = {
          id,
          name: field,
          className: 'input',
          required,
          maxLength: MESSAGE_LIMITS[field],
          autoComplete,
          value: values[field],
          disabled,
        };
        return (
          <div key={field} className={type === 'textarea' ? `field ${styles.wide}` : 'field'}>
            <label htmlFor={id} className="field-label">
              {t(`contact.${field}`)}
              {required ? ' *' : <span className="field-optional"> {t('contact.optional')}</span>}
            </label>
            {type === 'textarea' ? (
              <textarea {...common} rows={6} onChange={(event) => onChange(field, event.target.value)} />
            ) : (
              <input {...common} type={type} onChange={(event) => onChange(field, event.target.value)} />
            )}
          </div>
        );
      })}
    </div>
  );
}
