import { type CompanyEvent, eventText } from '@fd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSourceText } from '../../../features/provenance/useSourceText';
import { formatIsoDate } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './WatchlistPage.module.css';

/** Events shown before 'show more'. */
const FIRST_EVENTS = 3;

export interface ChangeListProps {
  /** The latest recorded first. */
  events: CompanyEvent[];
  /** How many of the first events are new since the last visit. */
  unseen: number;
}

/** The events of the alerted types recorded since the company was added; the new ones marked. */
export function ChangeList({ events, unseen }: ChangeListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? events : events.slice(0, Math.max(FIRST_EVENTS, unseen));
  const hidden = events.length - shown.length;
  const source = useSourceText();

  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('workspace.watchlist.changes')}</h3>
      {events.length === 0 ? (
        <p className={styles.muted}>{t('workspace.watchlist.noChanges')}</p>
      ) : (
        <ul className={styles.changes}>
          {shown.map((event, index) => {
            const { headline, detail } = eventText(event, lang);
            return (
              <li
                key={event.event_id}
                className={index < unseen ? `${styles.change} ${styles.changeNew}` : styles.change}
              >
                <span className={styles.changeWhat}>
                  {headline}
                  {index < unseen && (
                    <span className={styles.newTag}>{t('workspace.watchlist.newBadge')}</span>
                  )}
                </span>
                <span className={styles.changeValues}>
                  {detail}
                  <span className={styles.changeSource}>
                    {t('timeline.recorded', {
                      source: source.source(event.source),
                      date: source.date(event.recorded_at),
                    })}
                  </span>
                </span>
                <time className={`${styles.muted} numeric`} dateTime={event.effective_date}>
                  {formatIsoDate(event.effective_date, lang)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
      {(hidden > 0 || expanded) && events.length > FIRST_EVENTS && (
        <button
          type="button"
          className={`btn btn-ghost ${styles.more}`}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded
            ? t('workspace.watchlist.showFewer')
            : t('workspace.watchlist.showAllChanges', { count: hidden })}
        </button>
      )}
    </section>
  );
}
