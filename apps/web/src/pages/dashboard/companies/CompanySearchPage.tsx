import { useTranslation } from 'react-i18next';
import { isCompanyResult } from '../../../features/search/resultGuards';
import { SearchPageTabs } from '../../../features/search/SearchPageTabs';
import { SearchResultsSection } from '../../../features/search/SearchResultsSection';
import { useSearchPage } from '../../../features/search/useSearchPage';
import { PageIntro } from '../../../features/ui/PageIntro';
import { CompanyPlaceFields } from './CompanyPlaceFields';
import { CompanyQuickSearch } from './CompanyQuickSearch';
import { CompanyResults } from './CompanyResults';
import styles from './CompanySearchPage.module.css';
import { CountryStatsCard } from './CountryStatsCard';
import { COMPANY_SEARCH } from './companySearch';

/** `/dashboard/companies`: quick and advanced company search, country figures, results with a map. */
export function CompanySearchPage() {
  const { t } = useTranslation();
  const page = useSearchPage({
    entity: 'companies',
    isResult: isCompanyResult,
    kind: COMPANY_SEARCH,
    nameTooShort: t('search.company.nameTooShort'),
  });
  const busy = page.search.status === 'loading';

  return (
    <div className={styles.page}>
      <PageIntro
        title={t('dashboard.pages.companies.title')}
        description={t('dashboard.pages.companies.description')}
      />
      <div className={styles.top}>
        <section className={`card ${styles.searchCard}`}>
          <SearchPageTabs
            page={page}
            quickPanel={
              <CompanyQuickSearch
                criteria={page.quick}
                onChange={page.setQuick}
                onSubmit={page.submitQuick}
                busy={busy}
                showPremiumHint={!page.isLoggedIn}
              />
            }
            placeFields={
              <CompanyPlaceFields
                address={page.advanced.place}
                radiusKm={page.advanced.radiusKm}
                radiusTooLarge={page.problems?.radiusTooLarge ?? false}
                onChange={(place, radiusKm) => page.setAdvanced({ ...page.advanced, place, radiusKm })}
              />
            }
            definitions={COMPANY_SEARCH.definitions}
            premiumText={t('search.premium.companyText')}
          />
        </section>
        <CountryStatsCard />
      </div>
      <SearchResultsSection search={page.search}>
        <CompanyResults search={page.search} onSort={page.sortBy} />
      </SearchResultsSection>
    </div>
  );
}
