import { formatCount, type MatchJob } from '@fd/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cancelMatchJob, fetchMatchJob } from '../../../features/api/matching';
import { useLang } from '../../../i18n/useLang';
import styles from './Matching.module.css';

/** How often a running job's progress is asked for. */
const POLL_MS = 1_000;

/** A queued or running job: its progress, asked for every second, and a cancel button. */
export function JobProgress({ job, onChange }: { job: MatchJob; onChange: (job: MatchJob) => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      fetchMatchJob(job.job_id).then(onChange, (failure: unknown) =>
        setError(failure instanceof Error ? failure.message : String(failure)),
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, onChange]);

  return (
    <section className={`card ${styles.section}`}>
      <h2 className={styles.heading}>{job.file_name}</h2>
      <progress
        className={styles.progress}
        max={job.rows}
        value={job.done}
        aria-label={t('matching.progress.label')}
      />
      <p aria-live="polite">
        {job.status === 'queued'
          ? t('matching.progress.queued')
          : t('matching.progress.running', {
              done: formatCount(job.done, lang),
              total: formatCount(job.rows, lang),
            })}
      </p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() =>
          cancelMatchJob(job.job_id).then(onChange, (failure: unknown) => setError(String(failure)))
        }
      >
        {t('matching.progress.cancel')}
      </button>
    </section>
  );
}
