import { TOP_COMPANIES_PAGE_SIZE, TOP_COMPANIES_TOTAL } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CompanyList } from '../../features/companies/CompanyList';
import { Pagination } from '../../features/pagination/Pagination';
import { parsePage } from '../../features/pagination/pageWindow';
import { PageFallback } from '../../features/ui/PageFallback';
import { PageIntro } from '../../features/ui/PageIntro';
import styles from './Top500Page.module.css';
import { useTopCompanies } from './useTopCompanies';

function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(Math.min(total, TOP_COMPANIES_TOTAL) / TOP_COMPANIES_PAGE_SIZE));
}

/** `/top500`: 25 companies a page, 20 pages; the page is kept in the address (?page=). */
export function Top500Page() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'), pageCountOf(TOP_COMPANIES_TOTAL));
  const state = useTopCompanies(page);
  const response =
    state.status === 'loaded' ? state.response : state.status === 'loading' ? state.previous : null;
  const companies = response?.companies ?? [];
  const pageCount = pageCountOf(response?.total ?? TOP_COMPANIES_TOTAL);

  const changePage = (next: number) => {
    setParams({ page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const failed = state.status === 'failed' || (state.status === 'loaded' && companies.length === 0);
  const firstRank = companies[0]?.rank ?? 1;
  return (
    <div className="container page">
      <PageIntro title={t('top500.title')} description={t('top500.lead')} />
      {failed && (
        <p className={styles.empty} role="status">
          {t('top500.empty')}
        </p>
      )}
      {!failed && companies.length === 0 && <PageFallback />}
      {!failed && companies.length > 0 && (
        <div
          className={state.status === 'loading' ? styles.stale : undefined}
          aria-busy={state.status === 'loading'}
        >
          <p className={styles.pageInfo}>
            {t('top500.pageInfo', {
              page,
              pages: pageCount,
              from: firstRank,
              to: firstRank + companies.length - 1,
            })}
          </p>
          <CompanyList companies={companies} caption={t('top500.title')} variant="top" />
          <div className={styles.pager}>
            <Pagination page={page} pageCount={pageCount} onPageChange={changePage} />
          </div>
        </div>
      )}
    </div>
  );
}
