import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../features/company-profile/EmptyNote';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import { uniqueKeys } from '../../../features/company-profile/uniqueKeys';
import styles from './TimelineCard.module.css';
import type { Period } from './timeline';

export interface TimelineEntry extends Period {
  title: string;
  /** Company (experience) or school (education). */
  subtitle: string | null;
}

export interface TimelineCardProps {
  title: string;
  icon: LucideIcon;
  entries: readonly TimelineEntry[];
  emptyText: string;
}

/** Work experience or education as a vertical timeline, most recent first as the profile lists it. */
export function TimelineCard({ title, icon, entries, emptyText }: TimelineCardProps) {
  const { t } = useTranslation();
  const keys = uniqueKeys(entries, (entry) => `${entry.title}-${entry.startYear}`);
  const periodText = (entry: Period) => {
    if (entry.startYear === null) return t('employeePage.period.unknown');
    const end = entry.current ? t('employeePage.period.present') : String(entry.endYear ?? '');
    return t('employeePage.period.range', { start: entry.startYear, end });
  };

  return (
    <ProfileCard title={title} icon={icon}>
      {entries.length === 0 ? (
        <EmptyNote text={emptyText} />
      ) : (
        <ol className={styles.timeline}>
          {entries.map((entry, index) => (
            <li key={keys[index]} className={styles.entry}>
              <span className={`${styles.dot} ${entry.current ? styles.current : ''}`} aria-hidden="true" />
              <div className={styles.content}>
                <h3 className={styles.title}>{entry.title}</h3>
                {entry.subtitle && <p className={styles.subtitle}>{entry.subtitle}</p>}
                <p className={`${styles.period} numeric`}>{periodText(entry)}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
    </ProfileCard>
  );
}
