import { formatCount, MATCH_JOB_PAGE_ROWS, type MatchJob, type MatchRowState } from '@fd/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Download, ListPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchMatchJob, fetchMatchRows, matchDownloadUrl } from '../../../features/api/matching';
import { invalidate, queryKeys } from '../../../features/api/queryKeys';
import { useResource } from '../../../features/ui/useResource';
import { useLang } from '../../../i18n/useLang';
import { CandidateLine } from './CandidateLine';
import { LeadListDialog, type LeadListOutcome } from './LeadListDialog';
import styles from './Matching.module.css';
import { ReviewQueue } from './ReviewQueue';

type Filter = MatchRowState | 'all';

/**
 * A cell's column name, shown only where the rows are cards (a phone, whose table has no header
 * row in view); screen readers hear the column header instead.
 */
function CellLabel({ text }: { text: string }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {text}
    </span>
  );
}
const FILTERS: readonly Filter[] = ['all', 'matched', 'review', 'none'];

/** A finished (or cancelled) job: the review queue, the rows by state, the enriched download. */
export function JobResults({
  job,
  onChange,
  onNewUpload,
}: {
  job: MatchJob;
  onChange: (job: MatchJob) => void;
  onNewUpload: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [choosingList, setChoosingList] = useState(false);
  const [addedTo, setAddedTo] = useState<LeadListOutcome | null>(null);
  const [offset, setOffset] = useState(0);
  const state = filter === 'all' ? undefined : filter;
  const rows = useResource(queryKeys.matchRows(job.job_id, filter, offset), (signal) =>
    fetchMatchRows(job.job_id, state, offset, signal),
  );
  const total = job.counts.matched + job.counts.review + job.counts.none;
  const countOf = (entry: Filter) => (entry === 'all' ? total : job.counts[entry]);

  async function reviewed() {
    onChange(await fetchMatchJob(job.job_id));
    await queryClient.invalidateQueries({ queryKey: queryKeys.matchRows(job.job_id, filter, offset) });
  }

  function addedToList(outcome: LeadListOutcome) {
    setChoosingList(false);
    setAddedTo(outcome);
    void invalidate.lists(queryClient);
  }

  return (
    <section className={`card ${styles.section}`} aria-labelledby="match-results-title">
      <div className={styles.toolbar}>
        <h2 id="match-results-title" className={styles.heading}>
          {t('matching.results.title', { file: job.file_name })} ·{' '}
          {t(`matching.status.${job.status === 'done' ? 'done' : 'cancelled'}`)}
        </h2>
        <div className={styles.actions}>
          <a className="btn btn-primary" href={matchDownloadUrl(job.job_id, 'csv')} download>
            <Download size={16} aria-hidden="true" />
            {t('matching.results.download')}
          </a>
          <a className="btn btn-secondary" href={matchDownloadUrl(job.job_id, 'xlsx')} download>
            <Download size={16} aria-hidden="true" />
            {t('matching.results.downloadXlsx')}
          </a>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={job.counts.matched === 0}
            onClick={() => {
              setAddedTo(null);
              setChoosingList(true);
            }}
          >
            <ListPlus size={16} aria-hidden="true" />
            {t('matching.leadList.button')}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onNewUpload}>
            {t('matching.results.newUpload')}
          </button>
        </div>
      </div>
      <div aria-live="polite">
        {addedTo && (
          <p className="banner banner-success" role="status">
            {t('matching.leadList.added', {
              count: addedTo.added,
              formatted: formatCount(addedTo.added, lang),
              list: addedTo.list.name,
            })}{' '}
            {addedTo.already > 0 &&
              `${t('matching.leadList.already', {
                count: addedTo.already,
                formatted: formatCount(addedTo.already, lang),
              })} `}
            <Link to={`/dashboard/leadlist?list=${addedTo.list.id}`}>
              {t('workspace.addToList.openList')}
            </Link>
          </p>
        )}
      </div>
      <LeadListDialog
        job={job}
        open={choosingList}
        onClose={() => setChoosingList(false)}
        onAdded={addedToList}
      />
      <ReviewQueue job={job} onReviewed={() => void reviewed()} />
      <fieldset className={styles.filters}>
        <legend className="visually-hidden">{t('matching.results.filters')}</legend>
        {FILTERS.map((entry) => (
          <button
            key={entry}
            type="button"
            aria-pressed={filter === entry}
            className={filter === entry ? 'btn btn-primary' : 'btn btn-secondary'}
            onClick={() => {
              setFilter(entry);
              setOffset(0);
            }}
          >
            {t(`matching.results.${entry}`, { count: countOf(entry) })}
          </button>
        ))}
      </fieldset>
      {rows.state.status === 'ready' && (
        <>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('matching.results.row')}</th>
                  <th scope="col">{t('matching.results.input')}</th>
                  <th scope="col">{t('matching.results.company')}</th>
                  <th scope="col">{t('matching.results.state')}</th>
                  <th scope="col">{t('matching.results.reasons')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.state.data.rows.map((row) => {
                  const chosen =
                    row.candidates.find((candidate) => candidate.company_id === row.company_id) ??
                    (row.state === 'review' ? row.candidates[0] : undefined);
                  return (
                    <tr key={row.row}>
                      <td className={styles.rowNumber}>
                        <CellLabel text={t('matching.results.row')} />
                        {row.row}
                      </td>
                      <td className={styles.cell}>
                        <CellLabel text={t('matching.results.input')} />
                        {row.input.filter((cell) => cell !== '').join(' · ')}
                      </td>
                      <td className={styles.cell}>
                        <CellLabel text={t('matching.results.company')} />
                        {chosen ? <CandidateLine candidate={chosen} /> : '–'}
                      </td>
                      <td className={styles.rowState}>
                        <span className={`${styles.badge} ${styles[row.state ?? 'pending']}`}>
                          {t(`matching.state.${row.state ?? 'pending'}`)}
                        </span>
                        {row.reviewed && (
                          <span className={styles.muted}> · {t('matching.results.reviewed')}</span>
                        )}
                      </td>
                      <td className={`${styles.cell} ${styles.reasons}`}>
                        {chosen && <CellLabel text={t('matching.results.reasons')} />}
                        {chosen?.reasons.join(' · ')}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className={styles.pager}>
            <span>
              {t('matching.results.range', {
                from: rows.state.data.total === 0 ? 0 : offset + 1,
                to: Math.min(offset + MATCH_JOB_PAGE_ROWS, rows.state.data.total),
                total: rows.state.data.total,
              })}
            </span>
            {offset > 0 && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setOffset(offset - MATCH_JOB_PAGE_ROWS)}
              >
                {t('matching.results.previous')}
              </button>
            )}
            {offset + MATCH_JOB_PAGE_ROWS < rows.state.data.total && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setOffset(offset + MATCH_JOB_PAGE_ROWS)}
              >
                {t('matching.results.more')}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
