import { formatCount, type SyncRunView } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageFallback } from '../../features/ui/PageFallback';
import { formatDateTime } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';
import { DecisionError } from './DecisionParts';
import styles from './OperatorPage.module.css';
import { fetchSyncRuns } from './operatorApi';
import { useConsoleError } from './useConsoleError';

const COLUMNS = ['run', 'started', 'finished', 'rows', 'changes', 'error'] as const;
type Column = (typeof COLUMNS)[number];

/** One source's runs as a table; on a phone each row is a card with the column names as labels. */
function Runs({ runs }: { runs: SyncRunView[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const label = (column: Column) => t(`operatorSources.columns.${column}`);
  const cell = (run: SyncRunView, column: Column) => {
    if (column === 'run')
      return `${t(`operatorSources.outcome.${run.outcome}`)} · ${t(`operatorSources.kind.${run.kind}`)} · ${t('operatorSources.run', { id: run.run_id })}`;
    if (column === 'started') return formatDateTime(run.started_at, lang);
    if (column === 'finished')
      return run.finished_at ? formatDateTime(run.finished_at, lang) : t('operatorSources.notFinished');
    if (column === 'rows') return `${formatCount(run.rows_read, lang)} / ${formatCount(run.rows_kept, lang)}`;
    if (column === 'changes') return `${formatCount(run.created, lang)} / ${formatCount(run.changed, lang)}`;
    return run.error ?? t('operatorSources.notFinished');
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {label(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.run_id}>
              {COLUMNS.map((column) => (
                <td
                  key={column}
                  data-label={label(column)}
                  className={column === 'error' && run.error ? styles.overdue : undefined}
                >
                  {cell(run, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The sync runs of each open register and their errors (docs/decisions/179); read only. */
export function SourcesPanel() {
  const { t } = useTranslation();
  const failure = useConsoleError();
  const sources = useQuery({
    queryKey: ['operator', 'sync-runs'],
    queryFn: ({ signal }) => fetchSyncRuns(signal),
  });
  const error = sources.error ? failure(sources.error) : null;
  return (
    <section className={styles.part} aria-label={t('operator.tabs.sources')}>
      <p className={styles.meta}>{t('operatorSources.note')}</p>
      {error !== null ? (
        <DecisionError error={error} />
      ) : !sources.data ? (
        <PageFallback />
      ) : (
        sources.data.map(({ source, runs }) => (
          <div key={source} className={`card ${styles.report}`}>
            <h2 className={styles.reportTitle}>{t(`operatorSources.names.${source}`)}</h2>
            {runs.length === 0 ? (
              <p className={styles.meta}>{t('operatorSources.empty')}</p>
            ) : (
              <Runs runs={runs} />
            )}
          </div>
        ))
      )}
    </section>
  );
}
