import type { Company, FinancialRecord } from '@fd/contract';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { FactList } from '../../../../features/company-profile/FactList';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { uniqueKeys } from '../../../../features/company-profile/uniqueKeys';
import { useChangeText } from '../../../../features/company-profile/useChangeText';
import { formatIsoDate } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import styles from './cards.module.css';
import { newestDataDate } from './lastUpdated';

export interface UpdatesCardProps {
  company: Pick<Company, 'recent_updates' | 'date_updated' | 'date_added'>;
  financials: readonly Pick<FinancialRecord, 'report_date'>[];
  /** The generator's register news; imported companies have none (their changes have a card of their own). */
  showUpdates?: boolean;
}

/** When the record was added, the date of the newest data it holds, and what changed recently. */
export function UpdatesCard({ company, financials, showUpdates = true }: UpdatesCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const notAvailable = t('common.notAvailable');
  const change = useChangeText();
  const keys = uniqueKeys(company.recent_updates, (update) => `${update.date}-${update.field}`);

  return (
    <ProfileCard title={t('companyPage.updates.title')} icon={History}>
      <FactList
        layout="stacked"
        facts={[
          {
            label: t('companyPage.updates.dateUpdated'),
            value: formatIsoDate(newestDataDate(company, financials), lang) ?? notAvailable,
          },
          {
            label: t('companyPage.updates.dateAdded'),
            value: formatIsoDate(company.date_added, lang) ?? notAvailable,
          },
        ]}
      />
      {!showUpdates ? null : company.recent_updates.length === 0 ? (
        <EmptyNote text={t('companyPage.updates.empty')} />
      ) : (
        <ul className={styles.rows}>
          {company.recent_updates.map((update, index) => (
            <li key={keys[index]} className={styles.rowItem}>
              <span className={styles.rowMain}>
                <span>{change.what(update)}</span>
                <span className={styles.muted}>{change.values(update)}</span>
              </span>
              <time className={`${styles.muted} numeric`} dateTime={update.date}>
                {formatIsoDate(update.date, lang)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
