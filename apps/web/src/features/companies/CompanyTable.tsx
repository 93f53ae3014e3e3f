import { ceoName, yearOf } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import { SyntheticBadge } from '../provenance/SyntheticBadge';
import { FuzzyMatchMark } from '../search/FuzzyMatchMark';
import { CompanyLink } from './CompanyLink';
import styles from './CompanyTable.module.css';
import type { RankedCompany } from './RankedCompany';
import { RevenueSparkline } from './RevenueSparkline';
import { rowFigures } from './rowFigures';
import { useDataTerms } from './useDataTerms';

export interface CompanyTableProps {
  companies: readonly RankedCompany[];
  caption: string;
  /** Landing search: a details column; top 500: company links open in a new tab. */
  variant: 'search' | 'top';
}

export function CompanyTable({ companies, caption, variant }: CompanyTableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const terms = useDataTerms();
  const newTab = variant === 'top';
  const notPublished = t('provenance.notPublished');
  // 'nicht veröffentlicht' may wrap: three of them on one line widened the table past 1280 px.
  const figureClass = (text: string) =>
    text === notPublished ? `${styles.number} ${styles.notPublished}` : styles.number;

  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.number}>
              {t('companyList.rank')}
            </th>
            <th scope="col">{t('companyList.company')}</th>
            <th scope="col">{t('companyList.location')}</th>
            <th scope="col">{t('companyList.industry')}</th>
            <th scope="col" className={styles.number}>
              {t('companyList.founded')}
            </th>
            <th scope="col" className={styles.number}>
              {t('companyList.revenue')}
            </th>
            <th scope="col">{t('companyList.trend')}</th>
            <th scope="col" className={styles.number}>
              {t('companyList.equityRatio')}
            </th>
            <th scope="col" className={styles.number}>
              {t('companyList.returnOnSales')}
            </th>
            <th scope="col">{t('companyList.ceo')}</th>
            {variant === 'search' && <th scope="col">{t('companyList.details')}</th>}
          </tr>
        </thead>
        <tbody>
          {companies.map((company) => {
            const figures = rowFigures(company, lang, notPublished);
            return (
              <tr key={company.company_id}>
                <td className={`${styles.number} ${styles.rank}`}>{company.rank}</td>
                <th scope="row" className={styles.name}>
                  <CompanyLink companyId={company.company_id} newTab={newTab}>
                    {company.company_name}
                  </CompanyLink>
                  <FuzzyMatchMark match={company.match} />
                  {company.synthetic && <SyntheticBadge compact />}
                </th>
                <td>
                  <span className={styles.city}>{terms.city(company.address_city)}</span>
                  <span className={styles.muted}>{terms.country(company.address_country)}</span>
                </td>
                <td>
                  <span className={styles.industry}>
                    {company.gegenstand ? terms.industry(company.gegenstand) : t('common.notAvailable')}
                  </span>
                </td>
                <td className={styles.number}>{yearOf(company.date_founded) ?? t('common.notAvailable')}</td>
                <td className={`${figureClass(figures.revenue)} ${styles.strong}`}>{figures.revenue}</td>
                <td>
                  <RevenueSparkline revenuePoints={company.revenue_points} />
                </td>
                <td className={figureClass(figures.equityRatio)}>{figures.equityRatio}</td>
                <td className={figureClass(figures.returnOnSales)}>{figures.returnOnSales}</td>
                <td className={styles.ceo}>{ceoName(company.ceo, lang)}</td>
                {variant === 'search' && (
                  <td>
                    <CompanyLink companyId={company.company_id} newTab={false} className={styles.details}>
                      {t('companyList.details')}
                    </CompanyLink>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
