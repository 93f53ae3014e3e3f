import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SearchForm.module.css';

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
  const { t } = useTranslation();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.quickRow}>
        <div className={`field ${styles.grow}`}>
          <label htmlFor={inputId} className="field-label">
            {label}
          </label>
          <input
            id={inputId}
            className="input"
            type="search"
            autoComplete="off"
            placeholder={placeholder}
            value={keyword}
            onChange={(event) => onKeywordChange(event.target.value)}
          />
        </div>
        <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
          <Search size={18} aria-hidden="true" />
          {busy ? t('search.searching') : t('search.submit')}
        </button>
      </div>
      {children}
    </form>
  );
}
