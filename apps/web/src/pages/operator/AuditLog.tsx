import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../features/ui/SelectField';
import { TextField } from '../../features/ui/TextField';
import { formatDateTime } from '../../i18n/dates';
import { useLang } from '../../i18n/useLang';
import { ConsoleList } from './ConsoleList';
import styles from './OperatorPage.module.css';
import { type AuditFilter, fetchAudit } from './operatorApi';
import { useConsoleError } from './useConsoleError';

/** A recorded state (JSON) as `key: value` pairs. */
function shownState(json: string | null): string {
  if (json === null) return '–';
  const value: unknown = JSON.parse(json);
  if (value === null || typeof value !== 'object') return String(value);
  return Object.entries(value)
    .map(([key, item]) => `${key}: ${item === null ? '–' : String(item)}`)
    .join(', ');
}

const COLUMNS = ['at', 'actor', 'action', 'target', 'before', 'after'] as const;

/** The entries as a table; on a phone each row is a card with the column names as labels. */
function Entries({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const columns = COLUMNS;
  const cell = (entry: AuditEntry, column: (typeof COLUMNS)[number]) => {
    if (column === 'at') return formatDateTime(entry.at, lang);
    if (column === 'actor') return entry.actor_email;
    if (column === 'action') return t(`operator.audit.actions.${entry.action}`);
    if (column === 'target') return entry.target;
    return shownState(entry[column]);
  };
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`operator.audit.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.audit_id}>
              {columns.map((column) => (
                <td key={column} data-label={t(`operator.audit.columns.${column}`)}>
                  {cell(entry, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The audit log: newest first, filtered by action and operator, read-only, paged back. */
export function AuditLog() {
  const { t } = useTranslation();
  const failure = useConsoleError();
  const id = useId();
  const [draft, setDraft] = useState<Omit<AuditFilter, 'before'>>({ action: '', actor: '' });
  const [filter, setFilter] = useState<AuditFilter>({ action: '', actor: '', before: null });
  const log = useQuery({
    queryKey: ['operator', 'audit', filter],
    queryFn: ({ signal }) => fetchAudit(filter, signal),
    // Read again each time the tab opens: a decision taken a moment ago in another tab is listed.
    staleTime: 0,
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter({ ...draft, before: null });
  };
  const error = log.error ? failure(log.error) : null;
  const nextBefore = log.data?.next_before ?? null;
  return (
    <section className={styles.part} aria-label={t('operator.tabs.audit')}>
      <p className={styles.meta}>{t('operator.audit.readOnly')}</p>
      <form className={styles.filters} onSubmit={apply}>
        <SelectField
          id={`${id}-action`}
          label={t('operator.audit.actionLabel')}
          value={draft.action}
          onChange={(action) => setDraft({ ...draft, action: action as AuditAction | '' })}
        >
          <option value="">{t('operator.audit.allActions')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`operator.audit.actions.${action}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${id}-actor`}
          label={t('operator.audit.actorLabel')}
          value={draft.actor}
          maxLength={254}
          onChange={(actor) => setDraft({ ...draft, actor })}
        />
        <button type="submit" className="btn btn-secondary">
          {t('operator.audit.filter')}
        </button>
      </form>
      <ConsoleList error={error} items={log.data?.entries} empty={t('operator.audit.empty')}>
        {(entries) => (
          <>
            <Entries entries={entries} />
            {nextBefore !== null && (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setFilter({ ...filter, before: nextBefore })}
              >
                {t('operator.audit.more')}
              </button>
            )}
          </>
        )}
      </ConsoleList>
    </section>
  );
}
