import { DASHBOARD_MIN_QUERY_LENGTH } from '@fd/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { quickSearchParams } from '../../../features/search/searchParams';
import { SearchInput } from '../../../features/ui/SearchInput';
import styles from './DashboardHome.module.css';

/** The quick company search of the home page: opens the company search with the name. */
export function HomeSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inputId = useId();
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (keyword.trim().length < DASHBOARD_MIN_QUERY_LENGTH) {
      window.alert(t('search.company.nameTooShort'));
      return;
    }
    navigate(`/dashboard/companies?${quickSearchParams({ keyword, activeOnly: false })}`);
  };

  return (
    <section className={`card ${styles.search}`} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.panelTitle}>
        {t('home.searchTitle')}
      </h2>
      <search>
        <form className={styles.searchForm} onSubmit={submit}>
          <SearchInput
            id={inputId}
            label={t('home.searchLabel')}
            value={keyword}
            placeholder={t('home.searchPlaceholder')}
            onChange={setKeyword}
          />
          <button type="submit" className="btn btn-primary">
            <Search size={16} aria-hidden="true" />
            {t('home.searchSubmit')}
          </button>
        </form>
      </search>
      <p className={styles.hint}>{t('home.searchHint')}</p>
    </section>
  );
}
