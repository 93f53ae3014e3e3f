import { ceoName, yearOf } from '@fd/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../i18n/useLang';
import styles from './CompanyCards.module.css';
import type { RankedCompany } from './RankedCompany';
import { RevenueSparkline } from './RevenueSparkline';
import { rowFigures } from './rowFigures';

export interface CardFactsProps {
  company: RankedCompany;
  notPublished: string;
}

interface Fact {
  key: string;
  label: string;
  value: ReactNode;
  wide?: boolean;
  className?: string;
}

/**
 * A card's figures: only those the row has (docs/decisions/181). The table keeps every column with
 * 'k. A.' so that rows line up; a card has nothing to line up with, and a wall of 'k. A.' made a
 * phone's result page 10,000 px tall.
 */
export function CardFacts({ company, notPublished }: CardFactsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const figures = rowFigures(company, lang, notPublished);
  const founded = yearOf(company.date_founded);
  const ceo = company.ceo?.split('(')[0]?.trim() ? ceoName(company.ceo, lang) : null;
  const facts: Fact[] = [];
  if (company.latest_revenue !== null) {
    const value = (
      <>
        {figures.revenue}
        <RevenueSparkline revenuePoints={company.revenue_points} />
      </>
    );
    facts.push({ key: 'revenue', label: t('companyList.revenue'), value, className: styles.revenue });
  }
  if (founded !== null) facts.push({ key: 'founded', label: t('companyList.founded'), value: founded });
  if (company.equity_ratio !== null)
    facts.push({ key: 'equity', label: t('companyList.equityRatio'), value: figures.equityRatio });
  if (company.return_on_sales !== null)
    facts.push({ key: 'ros', label: t('companyList.returnOnSales'), value: figures.returnOnSales });
  if (ceo) facts.push({ key: 'ceo', label: t('companyList.ceo'), value: ceo, wide: true });
  if (facts.length === 0) return null;

  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={fact.wide ? styles.wide : undefined}>
          <dt>{fact.label}</dt>
          <dd className={fact.className}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
