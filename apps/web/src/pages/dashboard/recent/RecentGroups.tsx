import type { RecentItem } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import { groupByDay, relativeDay } from './groupByDay';
import { RecentItemRow } from './RecentItemRow';
import styles from './RecentPage.module.css';

export interface RecentGroupsProps {
  items: RecentItem[];
  /** Id of the entry being removed. */
  removing: string | null;
  onRemove: (item: RecentItem) => void;
}

/** The history, one card per day: 'Today', 'Yesterday', then dates. */
export function RecentGroups({ items, removing, onRemove }: RecentGroupsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const now = new Date();
  return (
    <div className={styles.groups}>
      {groupByDay(items).map((group) => {
        const relative = relativeDay(group.day, now);
        const heading = relative
          ? t(`workspace.recent.${relative}`)
          : formatDay(`${group.day}T12:00:00`, lang);
        return (
          <section key={group.day} className={`card ${styles.group}`} aria-label={heading}>
            <h2 className={styles.day}>{heading}</h2>
            <ul className={styles.rows}>
              {group.items.map((item) => (
                <RecentItemRow key={item.id} item={item} busy={removing === item.id} onRemove={onRemove} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
