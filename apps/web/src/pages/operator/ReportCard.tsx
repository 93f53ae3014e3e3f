import { CORRECTABLE_FIELDS, type CorrectableField, type OperatorReport } from '@fd/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileLink } from '../../features/company-profile/ProfileLink';
import { SelectField } from '../../features/ui/SelectField';
import { TextField } from '../../features/ui/TextField';
import { formatDateTime } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';
import { DecisionError, RejectForm, useDecisionRun } from './DecisionParts';
import styles from './OperatorPage.module.css';
import { acceptReport, rejectReport } from './operatorApi';

/** The decision forms of an open report: accept (with a correction of one field) or reject with a reason. */
function Decision({ report, onDecided }: { report: OperatorReport; onDecided: (message: string) => void }) {
  const { t } = useTranslation();
  const [field, setField] = useState<CorrectableField | ''>('');
  const [value, setValue] = useState(report.correct_data);
  const id = report.report_id;
  const formId = useId();

  const { busy, error, run } = useDecisionRun(onDecided);
  const accept = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => acceptReport(id, field === '' ? null : { field, value }),
      t('operator.reports.accepted', { id }),
    );
  };
  const reject = (reason: string) =>
    void run(() => rejectReport(id, reason), t('operator.reports.rejected', { id }));

  return (
    <div className={styles.decision}>
      <form className={styles.decisionForm} onSubmit={accept}>
        {report.entity_type === 'company' && (
          <>
            <SelectField
              id={`${formId}-field`}
              label={t('operator.reports.field')}
              value={field}
              onChange={(chosen) => setField(chosen as CorrectableField | '')}
            >
              <option value="">{t('operator.reports.noCorrection')}</option>
              {CORRECTABLE_FIELDS.map((key) => (
                <option key={key} value={key}>
                  {t(`operator.reports.fields.${key}`)}
                </option>
              ))}
            </SelectField>
            {field !== '' && (
              <TextField
                id={`${formId}-value`}
                label={t('operator.reports.value')}
                value={value}
                maxLength={300}
                onChange={setValue}
              />
            )}
          </>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('operator.reports.accept')}
        </button>
      </form>
      <RejectForm
        label={t('operator.reports.rejectReason')}
        button={t('operator.reports.reject')}
        busy={busy}
        onReject={reject}
      />
      <DecisionError error={error} />
    </div>
  );
}

/** One issue report: what it is about, what the user wrote and suggested, and its decision. */
export function ReportCard({
  report,
  onDecided,
}: {
  report: OperatorReport;
  onDecided: (message: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const open = report.status === 'open' || report.status === 'in_progress';
  return (
    <li
      className={`card ${styles.report}`}
      aria-label={t('operator.reports.number', { id: report.report_id })}
    >
      <div className={styles.reportHead}>
        <h2 className={styles.reportTitle}>
          {t(`operator.reports.entity.${report.entity_type}`)}:{' '}
          <ProfileLink kind={report.entity_type} id={report.entity_id}>
            {report.entity_name || `#${report.entity_id}`}
          </ProfileLink>
        </h2>
        <span className={styles.badge}>{t(`operator.reports.status.${report.status}`)}</span>
      </div>
      <p className={styles.meta}>
        {[
          t('operator.reports.number', { id: report.report_id }),
          t(`profile.reportIssue.types.${report.issue_type}`),
          t(`operator.reports.priority.${report.priority}`),
          t('operator.reports.received', { date: formatDateTime(report.created_at, lang) }),
        ].join(' · ')}
      </p>
      <dl className={styles.facts}>
        <dt>{t('operator.reports.text')}</dt>
        <dd className={styles.userText}>{report.description}</dd>
        <dt>{t('operator.reports.suggested')}</dt>
        <dd className={styles.userText}>{report.correct_data || t('operator.reports.noSuggestion')}</dd>
        <dt>{t('operator.reports.reporter')}</dt>
        <dd>{report.user_email || t('operator.reports.anonymous')}</dd>
      </dl>
      {open ? (
        <Decision report={report} onDecided={onDecided} />
      ) : (
        <p className={styles.meta}>
          {t('operator.reports.decided', {
            status: t(`operator.reports.status.${report.status}`),
            date: report.decided_at ? formatDateTime(report.decided_at, lang) : '',
            by: report.decided_by ?? '',
          })}
          {report.decision_reason
            ? ` · ${t('operator.reports.reason', { reason: report.decision_reason })}`
            : ''}
        </p>
      )}
    </li>
  );
}
