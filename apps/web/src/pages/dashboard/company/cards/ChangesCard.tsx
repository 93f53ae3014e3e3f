import type { CompanyChange } from '@fd/contract';
import { GitCompareArrows } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { uniqueKeys } from '../../../../features/company-profile/uniqueKeys';
import { useChangeText } from '../../../../features/company-profile/useChangeText';
import { useSourceText } from '../../../../features/provenance/useSourceText';
import { formatDateTime } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import changeStyles from './ChangesCard.module.css';
import styles from './cards.module.css';

/** Entries shown before 'show all'. */
const FIRST_ENTRIES = 5;

export interface ChangesCardProps {
  /** Newest first. */
  history: readonly CompanyChange[];
}

/** 'Änderungen': the company's change history – field, old → new, when, and from which source. */
export function ChangesCard({ history }: ChangesCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const change = useChangeText();
  const source = useSourceText();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? history : history.slice(0, FIRST_ENTRIES);
  const keys = uniqueKeys(shown, (entry) => `${entry.changed_at}-${entry.field}-${entry.new_value}`);

  return (
    <ProfileCard title={t('provenance.changes.title')} icon={GitCompareArrows}>
      <p className={styles.muted}>{t('provenance.changes.intro')}</p>
      {history.length === 0 ? (
        <EmptyNote text={t('provenance.changes.empty')} />
      ) : (
        <ul className={styles.rows} aria-label={t('provenance.changes.listLabel')}>
          {shown.map((entry, index) => (
            <li key={keys[index]} className={styles.rowItem}>
              <span className={styles.rowMain}>
                <span className={changeStyles.what}>{change.what(entry)}</span>
                {change.values(entry) && <span className={changeStyles.values}>{change.values(entry)}</span>}
                <span className={styles.muted}>
                  {entry.source_date
                    ? t('provenance.changes.sourceDated', {
                        source: source.source(entry.source),
                        date: source.date(entry.source_date),
                      })
                    : source.source(entry.source)}
                </span>
              </span>
              <time className={`${styles.muted} numeric`} dateTime={entry.changed_at}>
                {formatDateTime(entry.changed_at, lang)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {history.length > FIRST_ENTRIES && (
        <button type="button" className={styles.textButton} onClick={() => setExpanded(!expanded)}>
          {expanded
            ? t('provenance.changes.showFewer')
            : t('provenance.changes.showAll', { count: history.length })}
        </button>
      )}
    </ProfileCard>
  );
}
