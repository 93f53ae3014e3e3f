import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ListItemsTable.module.css';
import { LIST_SORTS, type ListSort } from './listOrder';

export interface ListToolbarProps {
  query: string;
  onQuery: (query: string) => void;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
}

/** Filter box and sort order of a list's companies. */
export function ListToolbar({ query, onQuery, sort, onSort }: ListToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.filter}>
      <div className={styles.field}>
        <label htmlFor={`${id}-filter`} className="field-label">
          {t('workspace.common.filterLabel')}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          className="input"
          value={query}
          placeholder={t('workspace.leadlists.filterPlaceholder')}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-sort`} className="field-label">
          {t('selection.leadlists.sortLabel')}
        </label>
        <select
          id={`${id}-sort`}
          className="input"
          value={sort}
          onChange={(event) => onSort(event.target.value as ListSort)}
        >
          {LIST_SORTS.map((option) => (
            <option key={option} value={option}>
              {t(`selection.leadlists.sorts.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
