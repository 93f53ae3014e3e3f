import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';

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
      <TextField
        id={`${id}-filter`}
        fieldClassName={fieldClassName}
        label={t('workspace.common.filterLabel')}
        type="search"
        value={query}
        placeholder={filterPlaceholder}
        onChange={onQuery}
      />
      <SelectField
        id={`${id}-sort`}
        fieldClassName={fieldClassName}
        label={sortLabel}
        value={sort}
        onChange={(value) => onSort(sorts.find((option) => option === value) ?? sort)}
      >
        {sorts.map((option) => (
          <option key={option} value={option}>
            {sortText(option)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
