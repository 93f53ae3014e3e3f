import type { CompanyEvent } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { uniqueKeys } from '../../../../features/company-profile/uniqueKeys';
import { formatIsoDate } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import styles from './cards.module.css';
import { formerValues } from './timeline/timelineModel';

export interface FormerValuesProps {
  events: readonly CompanyEvent[];
  type: 'name_change' | 'address_change';
  title: string;
}

/** Former names or addresses, as the company's events record them, each until the day it changed. */
export function FormerValues({ events, type, title }: FormerValuesProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const former = formerValues(events, type);
  if (former.length === 0) return null;
  const keys = uniqueKeys(former, (entry) => `${entry.value}-${entry.until}`);
  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>{title}</h3>
      <ul className={styles.rows}>
        {former.map((entry, index) => (
          <li key={keys[index]} className={styles.rowItem}>
            <span className={styles.rowMain}>{entry.value}</span>
            <time className={`${styles.muted} numeric`} dateTime={entry.until}>
              {t('timeline.until', { date: formatIsoDate(entry.until, lang) })}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
