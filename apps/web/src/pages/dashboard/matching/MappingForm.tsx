import { formatCount, MATCH_FIELDS, type MatchJob, type MatchMapping } from '@fd/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelMatchJob, startMatchJob } from '../../../features/api/matching';
import { useLang } from '../../../i18n/useLang';
import styles from './Matching.module.css';

/** The guessed mapping of fields to columns, correctable before the job starts. */
export function MappingForm({ job, onChange }: { job: MatchJob; onChange: (job: MatchJob) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const formId = useId();
  const [mapping, setMapping] = useState<MatchMapping>(job.mapping);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<MatchJob>) {
    setBusy(true);
    setError(null);
    try {
      onChange(await action());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={`card ${styles.section}`}
      aria-labelledby={`${formId}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void run(() => startMatchJob(job.job_id, mapping));
      }}
    >
      <h2 id={`${formId}-title`} className={styles.heading}>
        {t('matching.mapping.title')}
      </h2>
      <p className={styles.muted}>
        {t('matching.mapping.hint', {
          file: job.file_name,
          count: job.rows,
          formatted: formatCount(job.rows, lang),
        })}
      </p>
      <div className={styles.mapping}>
        {MATCH_FIELDS.map((field) => (
          <label key={field} className={styles.mappingField}>
            <span>{t(`matching.fields.${field}`)}</span>
            <select
              className="input"
              aria-label={t(`matching.fields.${field}`)}
              value={mapping[field] ?? ''}
              onChange={(event) =>
                setMapping({
                  ...mapping,
                  [field]: event.target.value === '' ? null : Number(event.target.value),
                })
              }
            >
              <option value="">{t('matching.mapping.none')}</option>
              {job.columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two columns may have the same header
                <option key={index} value={index}>
                  {column || `#${index + 1}`}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('matching.mapping.start')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={busy}
          onClick={() => void run(() => cancelMatchJob(job.job_id))}
        >
          {t('matching.mapping.discard')}
        </button>
      </div>
    </form>
  );
}
