import type { ReactNode } from 'react';
import { FilterEditor } from './FilterEditor';
import type { FilterDraft, FilterProblem } from './filterDraft';
import type { IndicatorDefinition } from './indicators';
import styles from './SearchForm.module.css';
import { SearchButton, SearchForm } from './SearchFormParts';

export interface AdvancedSearchFormProps {
  /** Address and radius (companies) or locality (employees). */
  placeFields: ReactNode;
  definitions: readonly IndicatorDefinition[];
  filters: FilterDraft[];
  problems: Record<string, FilterProblem>;
  onFiltersChange: (filters: FilterDraft[]) => void;
  onSubmit: () => void;
  busy: boolean;
}

/** The advanced search: place fields, filter rows and the search button. */
export function AdvancedSearchForm({
  placeFields,
  definitions,
  filters,
  problems,
  onFiltersChange,
  onSubmit,
  busy,
}: AdvancedSearchFormProps) {
  return (
    <SearchForm onSubmit={onSubmit}>
      {placeFields}
      <FilterEditor
        definitions={definitions}
        filters={filters}
        problems={problems}
        onChange={onFiltersChange}
      />
      <div className={styles.actions}>
        <SearchButton busy={busy} />
      </div>
    </SearchForm>
  );
}
