import { formatRevenue, type LeadListItem } from '@fd/contract';
import { FolderInput, Trash2, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listExportUrl } from '../../../features/api/workspace';
import { useCountryLabel } from '../../../features/companies/useCountryLabel';
import { ProfileLink } from '../../../features/company-profile/ProfileLink';
import { Pagination } from '../../../features/pagination/Pagination';
import { figureText } from '../../../features/provenance/notPublished';
import { SyntheticBadge } from '../../../features/provenance/SyntheticBadge';
import { IconButton } from '../../../features/ui/IconButton';
import { SelectionBar, SelectionExport } from '../../../features/workspace/SelectionBar';
import { StatusTag } from '../../../features/workspace/StatusTag';
import { useSelection } from '../../../features/workspace/useSelection';
import { formatDay } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './ListItemsTable.module.css';
import { ListToolbar } from './ListToolbar';
import { type ListSort, orderListItems } from './listOrder';

/** Rows per page: a screenful, and few enough to render 10,000-company lists smoothly. */
const PAGE_SIZE = 25;

export interface ListItemsTableProps {
  listId: number;
  items: LeadListItem[];
  onRemove: (item: LeadListItem) => void;
  /** Removes the ticked companies (after a confirmation). */
  onRemoveMany: (items: LeadListItem[]) => void;
  /** Moves the ticked companies to another list (the dialog asks which). */
  onMoveMany: (items: LeadListItem[]) => void;
}

/**
 * The companies of a list with a filter box, a sort order and pages (a card per row on phones).
 * Ticked companies can be removed, moved to another list or exported at once.
 */
export function ListItemsTable({ listId, items, onRemove, onRemoveMany, onMoveMany }: ListItemsTableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const countryLabel = useCountryLabel();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<ListSort>('added');
  const [page, setPage] = useState(1);
  const selection = useSelection(useMemo(() => items.map((item) => item.company_id), [items]));
  const selected = items.filter((item) => selection.isTicked(item.company_id));
  const matching = orderListItems(items, query, sort, countryLabel);
  const pageCount = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = matching.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const columns = t('workspace.leadlists.columns', { returnObjects: true });
  const allShownTicked = rows.length > 0 && rows.every((item) => selection.isTicked(item.company_id));
  const none = selected.length === 0;

  return (
    <div className={styles.items}>
      <ListToolbar
        query={query}
        onQuery={(next) => {
          setQuery(next);
          setPage(1);
        }}
        sort={sort}
        onSort={setSort}
      />
      <SelectionBar count={selected.length} onClear={selection.clear}>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={none}
          onClick={() => onRemoveMany(selected)}
        >
          <Trash2 size={16} aria-hidden="true" />
          {t('workspace.leadlists.removeSelected', { count: selected.length })}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={none}
          onClick={() => onMoveMany(selected)}
        >
          <FolderInput size={16} aria-hidden="true" />
          {t('selection.leadlists.move')}
        </button>
        <SelectionExport url={none ? null : (format) => listExportUrl(listId, format, selection.selected)} />
      </SelectionBar>
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
                    selection.tick(
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
                    checked={selection.isTicked(item.company_id)}
                    onChange={(event) => selection.tick([item.company_id], event.target.checked)}
                  />
                </td>
                <td data-label={columns.company}>
                  <ProfileLink kind="company" id={item.company_id} className={styles.companyLink}>
                    {item.company_name}
                  </ProfileLink>
                  {item.synthetic && <SyntheticBadge compact />}
                  {item.address && <span className={styles.address}>{item.address}</span>}
                </td>
                <td data-label={columns.country}>{countryLabel(item.address_country)}</td>
                <td data-label={columns.status}>
                  <StatusTag legalStatus={item.legal_status} />
                </td>
                <td data-label={columns.revenue} className={`${styles.numberCell} numeric`}>
                  {figureText(
                    item.latest_revenue,
                    formatRevenue(item.latest_revenue, lang),
                    item.synthetic,
                    t('provenance.notPublished'),
                  )}
                </td>
                <td data-label={columns.added} className="numeric">
                  {formatDay(item.added_at, lang)}
                </td>
                <td className={styles.actionCell}>
                  <IconButton
                    className={styles.removeButton}
                    label={t('workspace.leadlists.removeItem', { name: item.company_name })}
                    icon={X}
                    onClick={() => onRemove(item)}
                  />
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
