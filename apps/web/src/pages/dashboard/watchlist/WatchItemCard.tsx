import type { EventType, WatchItem } from '@fd/contract';
import { EyeOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProfileLink } from '../../../features/company-profile/ProfileLink';
import { SyntheticBadge } from '../../../features/provenance/SyntheticBadge';
import { StatusTag } from '../../../features/workspace/StatusTag';
import { formatDay } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import { AlertSettings } from './AlertSettings';
import { ChangeList } from './ChangeList';
import { LatestFigures } from './LatestFigures';
import styles from './WatchlistPage.module.css';

export interface WatchItemCardProps {
  item: WatchItem;
  /** Saves the company's alerted types; whether it worked. */
  onSaveAlerts: (item: WatchItem, types: EventType[]) => Promise<boolean>;
  onUnwatch: (item: WatchItem) => void;
  selected: boolean;
  onSelect: (selected: boolean) => void;
}

/**
 * One watched company (tickable): name and status, its latest figures, the events of its alerted
 * types since it was added, and which types those are.
 */
export function WatchItemCard({ item, onSaveAlerts, onUnwatch, selected, onSelect }: WatchItemCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const headingId = useId();
  return (
    <article className={`card ${styles.card}`} aria-labelledby={headingId}>
      <header className={styles.header}>
        <div className={styles.lead}>
          <input
            type="checkbox"
            className={styles.tick}
            aria-label={t('selection.selectItem', { name: item.company_name })}
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
          />
          <div className={styles.identity}>
            <h2 id={headingId} className={styles.name}>
              <ProfileLink kind="company" id={item.company_id}>
                {item.company_name}
              </ProfileLink>
              {item.unseen_changes > 0 && (
                <span
                  className={styles.badge}
                  title={t('workspace.watchlist.unseenLabel', { count: item.unseen_changes })}
                >
                  <span aria-hidden="true">
                    {t('workspace.watchlist.unseen', { count: item.unseen_changes })}
                  </span>
                  <span className="visually-hidden">
                    {t('workspace.watchlist.unseenLabel', { count: item.unseen_changes })}
                  </span>
                </span>
              )}
            </h2>
            <p className={styles.meta}>
              {item.address && <span>{item.address}</span>}
              <StatusTag legalStatus={item.legal_status} />
              {item.synthetic && <SyntheticBadge compact />}
              <span>{t('workspace.watchlist.addedAt', { date: formatDay(item.added_at, lang) })}</span>
            </p>
          </div>
        </div>
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={t('workspace.watch.unwatchLabel', { name: item.company_name })}
          onClick={() => onUnwatch(item)}
        >
          <EyeOff size={16} aria-hidden="true" />
          {t('workspace.watchlist.unwatch')}
        </button>
      </header>
      <div className={styles.body}>
        <LatestFigures latest={item.latest} synthetic={item.synthetic} />
        <ChangeList events={item.events} unseen={item.unseen_changes} />
      </div>
      <AlertSettings
        types={item.alert_types}
        title={t('workspace.watchlist.alerts.title')}
        onSave={(types) => onSaveAlerts(item, types)}
      />
    </article>
  );
}
