import { ISSUE_TYPES, PRIORITIES } from '@fd/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/AuthContext';
import { SelectField } from '../ui/SelectField';
import styles from './ReportIssueForm.module.css';
import { isIssueType, isPriority, type ReportedEntity, useIssueReportForm } from './useIssueReportForm';

export interface ReportIssueFormProps {
  entity: ReportedEntity;
  /** Called when the success message has been shown for 2 s. */
  onDone: () => void;
  onCancel: () => void;
}

/** Limits of the contract's ZIssueReport. */
const TEXT_MAX = 5000;
const EMAIL_MAX = 254;

export function ReportIssueForm({ entity, onDone, onCancel }: ReportIssueFormProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const id = useId();
  const { fields, state, update, submit } = useIssueReportForm(entity, user?.email ?? '', onDone);
  const busy = state === 'submitting' || state === 'success';

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <p className={styles.intro}>{t('profile.reportIssue.intro', { name: entity.entityName })}</p>
      <SelectField
        id={`${id}-type`}
        label={t('profile.reportIssue.issueType')}
        required
        value={fields.issueType}
        onChange={(value) => update('issueType', isIssueType(value) ? value : '')}
      >
        <option value="">{t('profile.reportIssue.chooseType')}</option>
        {ISSUE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`profile.reportIssue.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-description`}>
          {t('profile.reportIssue.description')}
        </label>
        <textarea
          id={`${id}-description`}
          className="input"
          required
          maxLength={TEXT_MAX}
          placeholder={t('profile.reportIssue.descriptionPlaceholder')}
          value={fields.description}
          onChange={(event) => update('description', event.target.value)}
        />
      </div>
      <div className="field">
        <label className="field-label" htmlFor={`${id}-correct`}>
          {t('profile.reportIssue.correctData')}{' '}
          <span className="field-optional">{t('profile.reportIssue.optional')}</span>
        </label>
        <textarea
          id={`${id}-correct`}
          className={`input ${styles.shortArea}`}
          maxLength={TEXT_MAX}
          placeholder={t('profile.reportIssue.correctDataPlaceholder')}
          value={fields.correctData}
          onChange={(event) => update('correctData', event.target.value)}
        />
      </div>
      <div className={styles.row}>
        <div className="field">
          <label className="field-label" htmlFor={`${id}-email`}>
            {t('profile.reportIssue.userEmail')}{' '}
            <span className="field-optional">{t('profile.reportIssue.optional')}</span>
          </label>
          <input
            id={`${id}-email`}
            className="input"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            aria-describedby={`${id}-email-hint`}
            value={fields.userEmail}
            onChange={(event) => update('userEmail', event.target.value)}
          />
          <span id={`${id}-email-hint`} className={styles.hint}>
            {t('profile.reportIssue.userEmailHint')}
          </span>
        </div>
        <SelectField
          id={`${id}-priority`}
          label={t('profile.reportIssue.priority')}
          value={fields.priority}
          onChange={(value) => {
            if (isPriority(value)) update('priority', value);
          }}
        >
          {PRIORITIES.map((priority) => (
            <option key={priority} value={priority}>
              {t(`profile.reportIssue.priorities.${priority}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <div aria-live="polite">
        {state === 'success' && <p className="banner banner-success">{t('profile.reportIssue.success')}</p>}
        {state === 'error' && (
          <p className="banner banner-error" role="alert">
            {t('profile.reportIssue.error')}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('profile.reportIssue.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {state === 'submitting' ? t('profile.reportIssue.submitting') : t('profile.reportIssue.submit')}
        </button>
      </div>
    </form>
  );
}
