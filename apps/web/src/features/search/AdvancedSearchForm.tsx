import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterEditor } from './FilterEditor';
import type { FilterDraft, FilterProblem } from './filterDraft';
import type { IndicatorDefinition } from './indicators';
import styles from './SearchForm.module.css';

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
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {placeFields}
      <FilterEditor
        definitions={definitions}
        filters={filters}
        problems={problems}
        onChange={onFiltersChange}
      />
      <div className={styles.actions}>
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
          <Search size={18} aria-hidden="true" />
          {busy ? t('search.searching') : t('search.submit')}
        </button>
      </div>
    </form>
  );
}
