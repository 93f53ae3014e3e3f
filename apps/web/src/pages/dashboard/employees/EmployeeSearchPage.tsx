import { useTranslation } from 'react-i18next';
import { PremiumHint } from '../../../features/search/PremiumHint';
import { QuickSearchForm } from '../../../features/search/QuickSearchForm';
import { ResultList } from '../../../features/search/ResultList';
import { isEmployeeResult } from '../../../features/search/resultGuards';
import { SearchPageTabs } from '../../../features/search/SearchPageTabs';
import { SearchResultsSection } from '../../../features/search/SearchResultsSection';
import { useSearchPage } from '../../../features/search/useSearchPage';
import { PageIntro } from '../../../features/ui/PageIntro';
import { EmployeeLocalityField } from './EmployeeLocalityField';
import { EmployeeResultItem } from './EmployeeResultItem';
import styles from './EmployeeSearchPage.module.css';
import { EMPLOYEE_SEARCH } from './employeeSearch';

/** `/dashboard/employees`: quick search by name, advanced search by locality and filters; no map. */
export function EmployeeSearchPage() {
  const { t } = useTranslation();
  const page = useSearchPage({
    entity: 'companies_employees',
    isResult: isEmployeeResult,
    kind: EMPLOYEE_SEARCH,
    nameTooShort: t('search.employee.nameTooShort'),
  });
  const busy = page.search.status === 'loading';

  return (
    <div className={styles.page}>
      <PageIntro
        title={t('dashboard.pages.employees.title')}
        description={t('dashboard.pages.employees.description')}
      />
      <section className={`card ${styles.searchCard}`}>
        <SearchPageTabs
          page={page}
          quickPanel={
            <>
              <QuickSearchForm
                inputId="employee-quick-name"
                label={t('search.employee.nameLabel')}
                placeholder={t('search.employee.namePlaceholder')}
                keyword={page.quick.keyword}
                onKeywordChange={(keyword) => page.setQuick({ keyword, activeOnly: false })}
                onSubmit={page.submitQuick}
                busy={busy}
              />
              {!page.isLoggedIn && <PremiumHint text={t('search.premium.employeeText')} />}
            </>
          }
          placeFields={
            <EmployeeLocalityField
              locality={page.advanced.place}
              onChange={(place) => page.setAdvanced({ ...page.advanced, place })}
            />
          }
          definitions={EMPLOYEE_SEARCH.definitions}
          premiumText={t('search.premium.employeeText')}
        />
      </section>
      <SearchResultsSection search={page.search}>
        <ResultList
          search={page.search}
          itemKey={(result) => result.employee_id}
          renderItem={(result) => <EmployeeResultItem result={result} />}
        />
      </SearchResultsSection>
    </div>
  );
}
