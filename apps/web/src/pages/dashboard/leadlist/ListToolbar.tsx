import { useTranslation } from 'react-i18next';
import { FilterSortFields } from '../../../features/workspace/FilterSortFields';
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
  return (
    <div className={styles.filter}>
      <FilterSortFields
        query={query}
        onQuery={onQuery}
        filterPlaceholder={t('workspace.leadlists.filterPlaceholder')}
        sort={sort}
        onSort={onSort}
        sorts={LIST_SORTS}
        sortLabel={t('selection.leadlists.sortLabel')}
        sortText={(option) => t(`selection.leadlists.sorts.${option}`)}
        fieldClassName={styles.field}
      />
    </div>
  );
}
