import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterSortFieldsProps<Sort extends string> {
  query: string;
  onQuery: (query: string) => void;
  filterPlaceholder: string;
  sort: Sort;
  onSort: (sort: Sort) => void;
  sorts: readonly Sort[];
  sortLabel: string;
  sortText: (sort: Sort) => string;
  /** The layout of each field, from the toolbar that holds them. */
  fieldClassName: string;
}

/** The filter box and the sort order of a workspace list (lead list, watch list). */
export function FilterSortFields<Sort extends string>({
  query,
  onQuery,
  filterPlaceholder,
  sort,
  onSort,
  sorts,
  sortLabel,
  sortText,
  fieldClassName,
}: FilterSortFieldsProps<Sort>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className={fieldClassName}>
        <label htmlFor={`${id}-filter`} className="field-label">
          {t('workspace.common.filterLabel')}
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          className="input"
          value={query}
          placeholder={filterPlaceholder}
          onChange={(event) => onQuery(event.target.value)}
        />
      </div>
      <div className={fieldClassName}>
        <label htmlFor={`${id}-sort`} className="field-label">
          {sortLabel}
        </label>
        <select
          id={`${id}-sort`}
          className="input"
          value={sort}
          onChange={(event) => onSort(sorts.find((option) => option === event.target.value) ?? sort)}
        >
          {sorts.map((option) => (
            <option key={option} value={option}>
              {sortText(option)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
