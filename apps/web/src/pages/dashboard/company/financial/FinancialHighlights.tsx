import { type FinancialRecord, formatRevenue } from '@fd/contract';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatReportDate } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import styles from './FinancialCard.module.css';
import { formatChange, HIGHLIGHT_FIELDS, trendOf } from './financials';

export interface FinancialHighlightsProps {
  selected: FinancialRecord;
  previous: FinancialRecord | null;
}

const TREND_ICON = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;

/** Revenue, earnings, total assets and equity of the selected period, with the trend against the previous one. */
export function FinancialHighlights({ selected, previous }: FinancialHighlightsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const previousDate = previous ? formatReportDate(previous.report_date, lang) : null;

  return (
    <ul
      className={styles.highlights}
      aria-label={t('companyPage.financials.highlights', {
        date: formatReportDate(selected.report_date, lang),
      })}
    >
      {HIGHLIGHT_FIELDS.map((field) => {
        const trend = previous ? trendOf(selected[field], previous[field]) : null;
        const Icon = trend ? TREND_ICON[trend.direction] : null;
        const directionLabel = trend
          ? t(
              trend.direction === 'up'
                ? 'companyPage.financials.trendUp'
                : trend.direction === 'down'
                  ? 'companyPage.financials.trendDown'
                  : 'companyPage.financials.trendFlat',
            )
          : '';
        return (
          <li key={field} className={styles.highlight}>
            <span className={styles.highlightLabel}>{t(`companyPage.financials.fields.${field}`)}</span>
            <span className={`${styles.highlightValue} numeric`}>{formatRevenue(selected[field], lang)}</span>
            {trend && Icon ? (
              <span className={`${styles.trend} ${styles[trend.direction]}`}>
                <Icon size={16} aria-hidden="true" />
                <span className="visually-hidden">{directionLabel}</span>
                <span className="numeric">{formatChange(trend.percent, lang)}</span>
                <span className={styles.trendBase}>
                  {t('companyPage.financials.versusPrevious', { date: previousDate })}
                </span>
              </span>
            ) : (
              <span className={styles.trendBase}>
                {previous ? '–' : t('companyPage.financials.noPrevious')}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
