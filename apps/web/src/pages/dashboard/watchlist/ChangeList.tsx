import type { DataSourceName, RecentUpdate } from '@fd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uniqueKeys } from '../../../features/company-profile/uniqueKeys';
import { useChangeText } from '../../../features/company-profile/useChangeText';
import { useSourceText } from '../../../features/provenance/useSourceText';
import { formatDateTime } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './WatchlistPage.module.css';

/** Changes shown before 'show more'. */
const FIRST_CHANGES = 3;

export interface ChangeListProps {
  /** Newest first. */
  changes: RecentUpdate[];
  /** How many of the first changes are new since the last visit. */
  unseen: number;
  /** The source of each change, in the same order. */
  sources?: readonly DataSourceName[];
}

/** What changed since the company was added to the watch list; the new ones marked. */
export function ChangeList({ changes, unseen, sources = [] }: ChangeListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [expanded, setExpanded] = useState(false);
  const keys = uniqueKeys(changes, (change) => `${change.date}-${change.field}`);
  const shown = expanded ? changes : changes.slice(0, Math.max(FIRST_CHANGES, unseen));
  const hidden = changes.length - shown.length;

  const { what, values } = useChangeText();
  const sourceText = useSourceText();

  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t('workspace.watchlist.changes')}</h3>
      {changes.length === 0 ? (
        <p className={styles.muted}>{t('workspace.watchlist.noChanges')}</p>
      ) : (
        <ul className={styles.changes}>
          {shown.map((change, index) => (
            <li
              key={keys[index]}
              className={index < unseen ? `${styles.change} ${styles.changeNew}` : styles.change}
            >
              <span className={styles.changeWhat}>
                {what(change)}
                {index < unseen && <span className={styles.newTag}>{t('workspace.watchlist.newBadge')}</span>}
              </span>
              <span className={styles.changeValues}>
                {values(change)}
                {sources[index] && (
                  <span className={styles.changeSource}>
                    {t('provenance.watch.source', { source: sourceText.source(sources[index]) })}
                  </span>
                )}
              </span>
              <time className={`${styles.muted} numeric`} dateTime={change.date}>
                {formatDateTime(change.date, lang)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {(hidden > 0 || expanded) && changes.length > FIRST_CHANGES && (
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
