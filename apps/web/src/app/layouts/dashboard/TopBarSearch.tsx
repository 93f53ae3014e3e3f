import { DASHBOARD_MIN_QUERY_LENGTH } from '@fd/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './TopBarSearch.module.css';

/** Company name search of the top bar; it acts from the dashboard's minimum query length on. */
export function TopBarSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed.length < DASHBOARD_MIN_QUERY_LENGTH) return;
    navigate(`/dashboard/companies?search=${encodeURIComponent(trimmed)}`);
  };

  return (
    <search className={styles.search}>
      <form onSubmit={submit}>
        <label htmlFor="dashboard-search" className="visually-hidden">
          {t('dashboard.searchLabel')}
        </label>
        <Search size={18} className={styles.icon} aria-hidden="true" />
        <input
          id="dashboard-search"
          className={`input ${styles.input}`}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('dashboard.searchPlaceholder')}
          title={t('dashboard.searchHint', { min: DASHBOARD_MIN_QUERY_LENGTH })}
        />
      </form>
    </search>
  );
}
