import { FINANCIAL_FIELDS, type FinancialRecord } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { formatReportDate } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import styles from './FinancialCard.module.css';
import { formatFinancialValue } from './financials';

export interface FinancialTableProps {
  selected: FinancialRecord;
  /** Shown beside the selected period for comparison, when there is one. */
  previous: FinancialRecord | null;
}

/** Every financial figure of the selected period (and the one before it). */
export function FinancialTable({ selected, previous }: FinancialTableProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const selectedDate = formatReportDate(selected.report_date, lang);
  const notAvailable = t('common.notAvailable');

  const title = t('companyPage.financials.tableTitle', { date: selectedDate });

  return (
    // On a phone the table scrolls sideways: the region takes focus so that keys can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section className={styles.tableWrap} tabIndex={0} aria-label={title}>
      <table className={styles.table}>
        <caption className={styles.caption}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('companyPage.financials.metric')}</th>
            <th scope="col" className={styles.number}>
              {selectedDate}
            </th>
            {previous && (
              <th scope="col" className={`${styles.number} ${styles.previous}`}>
                {formatReportDate(previous.report_date, lang)}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {FINANCIAL_FIELDS.map((field) => (
            <tr key={field}>
              <th scope="row">{t(`companyPage.financials.fields.${field}`)}</th>
              <td className={`${styles.number} numeric`}>
                {formatFinancialValue(field, selected[field], lang)}
              </td>
              {previous && (
                <td className={`${styles.number} ${styles.previous} numeric`}>
                  {formatFinancialValue(field, previous[field], lang)}
                </td>
              )}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('companyPage.financials.auditor')}</th>
            <td className={`${styles.number} ${styles.wrap}`}>{selected.auditor_name ?? notAvailable}</td>
            {previous && (
              <td className={`${styles.number} ${styles.wrap} ${styles.previous}`}>
                {previous.auditor_name ?? notAvailable}
              </td>
            )}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
