import { formatRevenue, type LeadListItem } from '@fd/contract';
import { Trash2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryLabel } from '../../../features/companies/useCountryLabel';
import { ProfileLink } from '../../../features/company-profile/ProfileLink';
import { Pagination } from '../../../features/pagination/Pagination';
import { filterByText } from '../../../features/workspace/filterByText';
import { StatusTag } from '../../../features/workspace/StatusTag';
import { formatDay } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './ListItemsTable.module.css';

/** Rows per page: a screenful, and few enough to render 10,000-company lists smoothly. */
const PAGE_SIZE = 25;

export interface ListItemsTableProps {
  items: LeadListItem[];
  onRemove: (item: LeadListItem) => void;
  /** Removes the companies ticked in the table (after a confirmation). */
  onRemoveMany: (items: LeadListItem[]) => void;
}

/** The companies of a list, newest first, with a filter box and pages; a card per row on phones. */
export function ListItemsTable({ items, onRemove, onRemoveMany }: ListItemsTableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const countryLabel = useCountryLabel();
  const filterId = useId();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const selected = items.filter((item) => ticked.has(item.company_id));
  const matching = filterByText(items, query, (item) => [item.company_name, item.address]);
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const columns = t('workspace.leadlists.columns', { returnObjects: true });
  const allShownTicked = rows.length > 0 && rows.every((item) => ticked.has(item.company_id));
  const tick = (ids: number[], on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <div className={styles.items}>
      <div className={styles.filter}>
        <label htmlFor={filterId} className="visually-hidden">
          {t('workspace.common.filterLabel')}
        </label>
        <input
          id={filterId}
          type="search"
          className="input"
          value={query}
          placeholder={t('workspace.leadlists.filterPlaceholder')}
          onChange={(event) => {
            setQuery(event.target.value);
            setPage(1);
          }}
        />
        <button
          type="button"
          className="btn btn-secondary"
          disabled={selected.length === 0}
          onClick={() => onRemoveMany(selected)}
        >
          <Trash2 size={16} aria-hidden="true" />
          {t('workspace.leadlists.removeSelected', { count: selected.length })}
        </button>
      </div>
      {matching.length === 0 ? (
        <p className={styles.noMatches}>{t('workspace.common.noMatches', { query: query.trim() })}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.tickCell}>
                <input
                  type="checkbox"
                  aria-label={t('workspace.leadlists.selectAllShown')}
                  checked={allShownTicked}
                  onChange={(event) =>
                    tick(
                      rows.map((item) => item.company_id),
                      event.target.checked,
                    )
                  }
                />
              </th>
              <th scope="col">{columns.company}</th>
              <th scope="col">{columns.country}</th>
              <th scope="col">{columns.status}</th>
              <th scope="col" className={styles.numberCell}>
                {columns.revenue}
              </th>
              <th scope="col">{columns.added}</th>
              <th scope="col">
                <span className="visually-hidden">{columns.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item) => (
              <tr key={item.company_id}>
                <td className={styles.tickCell}>
                  <input
                    type="checkbox"
                    aria-label={t('workspace.leadlists.selectItem', { name: item.company_name })}
                    checked={ticked.has(item.company_id)}
                    onChange={(event) => tick([item.company_id], event.target.checked)}
                  />
                </td>
                <td data-label={columns.company}>
                  <ProfileLink kind="company" id={item.company_id} className={styles.companyLink}>
                    {item.company_name}
                  </ProfileLink>
                  {item.address && <span className={styles.address}>{item.address}</span>}
                </td>
                <td data-label={columns.country}>{countryLabel(item.address_country)}</td>
                <td data-label={columns.status}>
                  <StatusTag legalStatus={item.legal_status} />
                </td>
                <td data-label={columns.revenue} className={`${styles.numberCell} numeric`}>
                  {formatRevenue(item.latest_revenue, lang)}
                </td>
                <td data-label={columns.added} className="numeric">
                  {formatDay(item.added_at, lang)}
                </td>
                <td className={styles.actionCell}>
                  <button
                    type="button"
                    className={styles.removeButton}
                    aria-label={t('workspace.leadlists.removeItem', { name: item.company_name })}
                    title={t('workspace.leadlists.removeItem', { name: item.company_name })}
                    onClick={() => onRemove(item)}
                  >
                    <X size={18} aria-hidden="true" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={current} pageCount={pageCount} onPageChange={setPage} />
    </div>
  );
}
