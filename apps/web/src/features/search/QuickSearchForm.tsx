import type { ReactNode } from 'react';
import { TextField } from '../ui/TextField';
import styles from './SearchForm.module.css';
import { SearchButton, SearchForm } from './SearchFormParts';

export interface QuickSearchFormProps {
  inputId: string;
  label: string;
  placeholder: string;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  onSubmit: () => void;
  busy: boolean;
  /** Further controls under the name, e.g. 'Show active companies only'. */
  children?: ReactNode;
}

/** A name field and the search button. */
export function QuickSearchForm({
  inputId,
  label,
  placeholder,
  keyword,
  onKeywordChange,
  onSubmit,
  busy,
  children,
}: QuickSearchFormProps) {
  return (
    <SearchForm onSubmit={onSubmit}>
      <div className={styles.quickRow}>
        <TextField
          id={inputId}
          fieldClassName={`field ${styles.grow}`}
          label={label}
          type="search"
          autoComplete="off"
          placeholder={placeholder}
          value={keyword}
          onChange={onKeywordChange}
        />
        <SearchButton busy={busy} />
      </div>
      {children}
    </SearchForm>
  );
}
