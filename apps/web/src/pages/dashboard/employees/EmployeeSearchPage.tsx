import { useTranslation } from 'react-i18next';
import { AdvancedSearchForm } from '../../../features/search/AdvancedSearchForm';
import { PremiumHint } from '../../../features/search/PremiumHint';
import { QuickSearchForm } from '../../../features/search/QuickSearchForm';
import { ResultList } from '../../../features/search/ResultList';
import { isEmployeeResult } from '../../../features/search/resultGuards';
import { SearchResultsSection } from '../../../features/search/SearchResultsSection';
import { SearchTabs } from '../../../features/search/SearchTabs';
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
        <SearchTabs
          mode={page.mode}
          onModeChange={page.setMode}
          advancedLocked={!page.isLoggedIn}
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
          advancedPanel={
            page.isLoggedIn ? (
              <AdvancedSearchForm
                placeFields={
                  <EmployeeLocalityField
                    locality={page.advanced.place}
                    onChange={(place) => page.setAdvanced({ ...page.advanced, place })}
                  />
                }
                definitions={EMPLOYEE_SEARCH.definitions}
                filters={page.advanced.filters}
                problems={page.problems?.filters ?? {}}
                onFiltersChange={(filters) => page.setAdvanced({ ...page.advanced, filters })}
                onSubmit={page.submitAdvanced}
                busy={busy}
              />
            ) : (
              <PremiumHint text={t('search.premium.employeeText')} />
            )
          }
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
