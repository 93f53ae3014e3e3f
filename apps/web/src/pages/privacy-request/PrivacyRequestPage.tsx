import { PRIVACY_REQUEST_KINDS } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SendFailure } from '../../features/message-form/SendFailure';
import styles from '../../features/message-form/SendForm.module.css';
import { SendFormEnd } from '../../features/message-form/SendFormEnd';
import { PageIntro } from '../../features/ui/PageIntro';
import { formatIsoDate } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';
import own from './PrivacyRequestPage.module.css';
import { type PrivacyRequestField, usePrivacyRequestForm } from './usePrivacyRequestForm';

const TEXT_FIELDS = [
  { field: 'name', type: 'text', autoComplete: 'name', maxLength: 200 },
  { field: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { field: 'about', type: 'text', autoComplete: 'off', maxLength: 500 },
] as const;

/**
 * `/datenschutz-anfrage` (`/privacy-request`): a person we list objects, asks for erasure or a
 * rectification (docs/decisions/172). Linked from every person and employee page with `?about=`.
 */
export function PrivacyRequestPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const { values, status, change, submit } = usePrivacyRequestForm(params.get('about') ?? '');
  const sending = status.kind === 'sending';
  const set = (field: PrivacyRequestField) => (event: { target: { value: string } }) =>
    change(field, event.target.value);

  return (
    <div className="container page">
      <PageIntro title={t('privacyRequest.title')} description={t('privacyRequest.lead')} />
      <form
        className={`card ${styles.form} ${own.form}`}
        onSubmit={(event) => void submit(event)}
        aria-labelledby="privacy-form-title"
      >
        <h2 id="privacy-form-title" className={styles.title}>
          {t('privacyRequest.formTitle')}
        </h2>
        {TEXT_FIELDS.map(({ field, type, autoComplete, maxLength }) => (
          <div key={field} className="field">
            <label htmlFor={`privacy-${field}`} className="field-label">
              {t(`privacyRequest.${field}`)} *
            </label>
            <input
              id={`privacy-${field}`}
              name={field}
              type={type}
              className="input"
              required
              maxLength={maxLength}
              autoComplete={autoComplete}
              value={values[field]}
              disabled={sending}
              onChange={set(field)}
              aria-describedby={field === 'about' ? 'privacy-about-hint' : undefined}
            />
            {field === 'about' && (
              <span id="privacy-about-hint" className={styles.note}>
                {t('privacyRequest.aboutHint')}
              </span>
            )}
          </div>
        ))}
        <fieldset className={own.kinds} disabled={sending}>
          <legend className="field-label">{t('privacyRequest.kind')} *</legend>
          {PRIVACY_REQUEST_KINDS.map((kind) => (
            <label key={kind} className={own.choice}>
              <input
                type="radio"
                name="kind"
                value={kind}
                checked={values.kind === kind}
                onChange={set('kind')}
              />
              {t(`privacyRequest.kinds.${kind}`)}
            </label>
          ))}
        </fieldset>
        {values.kind === 'rectification' && (
          <div className="field">
            <label htmlFor="privacy-correction" className="field-label">
              {t('privacyRequest.correction')} *
            </label>
            <textarea
              id="privacy-correction"
              name="correction"
              className="input"
              rows={3}
              required
              maxLength={2000}
              value={values.correction}
              disabled={sending}
              onChange={set('correction')}
            />
          </div>
        )}
        <div className="field">
          <label htmlFor="privacy-message" className="field-label">
            {t('privacyRequest.message')}{' '}
            <span className="field-optional">{t('privacyRequest.optional')}</span>
          </label>
          <textarea
            id="privacy-message"
            name="message"
            className="input"
            rows={5}
            maxLength={10_000}
            value={values.message}
            disabled={sending}
            onChange={set('message')}
          />
        </div>
        <SendFormEnd
          status={status}
          successText={
            status.kind === 'success'
              ? t('privacyRequest.success', { deadline: formatIsoDate(status.deadline, lang) })
              : ''
          }
          error={
            status.kind === 'error' && <SendFailure text={t('privacyRequest.error')} detail={status.detail} />
          }
          requiredNote={t('privacyRequest.requiredNote')}
          submitLabel={t('privacyRequest.submit')}
          sendingLabel={t('privacyRequest.sending')}
        />
      </form>
    </div>
  );
}
