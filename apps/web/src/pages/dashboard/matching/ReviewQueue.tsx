import type { MatchJob, MatchJobRow, MatchReview } from '@fd/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestCompanies } from '../../../features/api/companies';
import { fetchMatchRows, reviewMatchRow } from '../../../features/api/matching';
import { queryKeys } from '../../../features/api/queryKeys';
import { useResource } from '../../../features/ui/useResource';
import { CandidateLine } from './CandidateLine';
import styles from './Matching.module.css';

type Found = { company_id: number; company_name: string; address_city: string | null };

/**
 * The rows to review, one at a time, driven by the keyboard: Enter accepts the first
 * candidate, 1–5 another, N rejects, S searches by hand, the right arrow skips.
 */
export function ReviewQueue({ job, onReviewed }: { job: MatchJob; onReviewed: (row: MatchJobRow) => void }) {
  const { t } = useTranslation();
  const rows = useResource(queryKeys.matchRows(job.job_id, 'review', 0), (signal) =>
    fetchMatchRows(job.job_id, 'review', 0, signal),
  );
  const [done, setDone] = useState<ReadonlySet<number>>(new Set());
  const [skipped, setSkipped] = useState<readonly number[]>([]);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found[]>([]);
  const [error, setError] = useState<string | null>(null);
  const queue = useRef<HTMLElement>(null);
  const search = useRef<HTMLInputElement>(null);

  const open = rows.state.status === 'ready' ? rows.state.data.rows.filter((row) => !done.has(row.row)) : [];
  const ordered = [
    ...open.filter((row) => !skipped.includes(row.row)),
    ...open.filter((row) => skipped.includes(row.row)),
  ];
  const current = ordered[0] ?? null;

  useEffect(() => {
    if (current) queue.current?.focus();
  }, [current]);

  if (rows.state.status !== 'ready') return null;
  if (!current) return <p className={styles.muted}>{t('matching.review.empty')}</p>;

  async function decide(review: MatchReview) {
    if (!current) return;
    setError(null);
    try {
      const row = await reviewMatchRow(job.job_id, current.row, review);
      setDone(new Set([...done, row.row]));
      setQuery('');
      setFound([]);
      onReviewed(row);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }
  const accept = (companyId: number | undefined) =>
    companyId === undefined ? undefined : void decide({ decision: 'accept', company_id: companyId });

  function onKey(event: KeyboardEvent<HTMLElement>) {
    if (event.target instanceof HTMLInputElement || !current) return;
    const key = event.key.toLowerCase();
    if (key === 'enter') accept(current.candidates[0]?.company_id);
    else if (/^[1-5]$/.test(key)) accept(current.candidates[Number(key) - 1]?.company_id);
    else if (key === 'n') void decide({ decision: 'reject' });
    else if (key === 's') search.current?.focus();
    else if (key === 'arrowright') setSkipped([...skipped.filter((row) => row !== current.row), current.row]);
    else return;
    event.preventDefault();
  }

  return (
    <section
      ref={queue}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the queue takes the review keys while focused
      tabIndex={0}
      className={styles.queue}
      onKeyDown={onKey}
      aria-labelledby="review-title"
    >
      <h3 id="review-title" className={styles.subheading}>
        {t('matching.review.title')}:{' '}
        {t('matching.review.position', { row: current.row, count: ordered.length })}
      </h3>
      <p className={styles.input}>{current.input.filter((cell) => cell !== '').join(' · ')}</p>
      <ol className={styles.candidates} aria-label={t('matching.review.candidates')}>
        {current.candidates.map((candidate, index) => (
          <li key={candidate.company_id}>
            <button type="button" className="btn btn-ghost" onClick={() => accept(candidate.company_id)}>
              <kbd>{index + 1}</kbd> <CandidateLine candidate={candidate} />
            </button>
          </li>
        ))}
      </ol>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim().length >= 2)
            suggestCompanies(query.trim()).then(
              (answer) => setFound(answer.companies),
              () => setFound([]),
            );
        }}
      >
        <label>
          <span className="visually-hidden">{t('matching.review.search')}</span>
          <input
            ref={search}
            className="input"
            value={query}
            placeholder={t('matching.review.searchPlaceholder')}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && queue.current?.focus()}
          />
        </label>
        <button type="submit" className="btn btn-secondary">
          {t('matching.review.search')}
        </button>
      </form>
      {found.length > 0 && (
        <ul className={styles.candidates}>
          {found.map((company) => (
            <li key={company.company_id}>
              <button type="button" className="btn btn-ghost" onClick={() => accept(company.company_id)}>
                {company.company_name}
                {company.address_city ? ` · ${company.address_city}` : ''}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => accept(current.candidates[0]?.company_id)}
          disabled={current.candidates.length === 0}
        >
          {t('matching.review.accept')}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => void decide({ decision: 'reject' })}
        >
          {t('matching.review.reject')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => setSkipped([...skipped, current.row])}>
          {t('matching.review.skip')}
        </button>
      </div>
      <p className={styles.muted}>{t('matching.review.keys')}</p>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </section>
  );
}
