import { DASHBOARD_MIN_QUERY_LENGTH } from '@fd/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CompanySuggestionList } from '../../../features/search/CompanySuggestionList';
import { SEARCH_PARAM } from '../../../features/search/searchParams';
import { useCombobox } from '../../../features/search/useCombobox';
import {
  type CompanySuggestion,
  useCompanySuggestions,
} from '../../../features/search/useCompanySuggestions';
import styles from './TopBarSearch.module.css';

const LISTBOX_ID = 'dashboard-search-suggestions';

/**
 * Company name search of the top bar with its suggestions. It leads to the
 * company search; there the page follows the new address without being left.
 */
export function TopBarSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const suggestions = useCompanySuggestions(query, true);

  const openCompany = (suggestion: CompanySuggestion) =>
    navigate(`/dashboard/companies/${suggestion.company_id}`);
  const searchAll = () => {
    const trimmed = query.trim();
    if (trimmed.length < DASHBOARD_MIN_QUERY_LENGTH) return;
    navigate(`/dashboard/companies?${new URLSearchParams({ [SEARCH_PARAM]: trimmed })}`);
  };

  // The options are the suggestions and, after them, the 'View all results' footer.
  const optionCount = suggestions.length > 0 ? suggestions.length + 1 : 0;
  const combobox = useCombobox(optionCount, (index) => {
    if (index < suggestions.length) openCompany(suggestions[index]);
    else searchAll();
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    combobox.close();
    searchAll();
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
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={combobox.open}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={combobox.active >= 0 ? `${LISTBOX_ID}-${combobox.active}` : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            combobox.onEdit();
          }}
          {...combobox.inputHandlers}
          placeholder={t('dashboard.searchPlaceholder')}
          title={t('dashboard.searchHint', { min: DASHBOARD_MIN_QUERY_LENGTH })}
        />
        {combobox.open && (
          <CompanySuggestionList
            id={LISTBOX_ID}
            suggestions={suggestions}
            activeIndex={combobox.active}
            onPick={(suggestion) => {
              combobox.close();
              openCompany(suggestion);
            }}
            onViewAll={() => {
              combobox.close();
              searchAll();
            }}
          />
        )}
      </form>
    </search>
  );
}
