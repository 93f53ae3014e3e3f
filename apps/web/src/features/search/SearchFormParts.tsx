import { Search } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './SearchForm.module.css';

/** The frame of a search form (quick or advanced): submitting it runs `onSubmit` in place of a page load. */
export function SearchForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {children}
    </form>
  );
}

/** The search button, disabled and saying so while a search runs. */
export function SearchButton({ busy }: { busy: boolean }) {
  const { t } = useTranslation();
  return (
    <button type="submit" className={`btn btn-primary ${styles.submit}`} disabled={busy}>
      <Search size={18} aria-hidden="true" />
      {busy ? t('search.searching') : t('search.submit')}
    </button>
  );
}
