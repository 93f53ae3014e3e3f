import type { RecentItem } from '@fd/contract';
import { Building2, User, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { personPath } from '../../../features/api/people';
import { type DataTerms, useDataTerms } from '../../../features/companies/useDataTerms';
import { ProfileLink } from '../../../features/company-profile/ProfileLink';
import { IconButton } from '../../../features/ui/IconButton';
import { formatTime } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './RecentPage.module.css';

export interface RecentItemRowProps {
  item: RecentItem;
  busy: boolean;
  onRemove: (item: RecentItem) => void;
}

/**
 * A company's subtitle is 'City, Country' with the dataset's names, an employee's or a person's
 * 'Position · Company': both in the UI language.
 */
function localSubtitle(type: RecentItem['entity_type'], subtitle: string, terms: DataTerms): string {
  if (type === 'company') {
    const cut = subtitle.lastIndexOf(', ');
    return cut < 0 ? subtitle : terms.place(subtitle.slice(0, cut), subtitle.slice(cut + 2));
  }
  const cut = subtitle.indexOf(' · ');
  return cut < 0 ? subtitle : `${terms.position(subtitle.slice(0, cut))}${subtitle.slice(cut)}`;
}

/** One viewed profile: kind, name with link, what it is, when it was viewed, and 'remove'. */
export function RecentItemRow({ item, busy, onRemove }: RecentItemRowProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const terms = useDataTerms();
  const subtitle = item.subtitle ? localSubtitle(item.entity_type, item.subtitle, terms) : item.subtitle;
  const Icon = item.entity_type === 'company' ? Building2 : User;
  return (
    <li className={styles.row}>
      <span
        className={`${styles.kindIcon} ${item.entity_type === 'company' ? '' : styles.person}`}
        aria-hidden="true"
      >
        <Icon size={18} />
      </span>
      <div className={styles.main}>
        {item.entity_type === 'person' ? (
          <Link to={personPath(item.person_key)} className={styles.name}>
            {item.name}
          </Link>
        ) : (
          <ProfileLink kind={item.entity_type} id={item.entity_id} className={styles.name}>
            {item.name}
          </ProfileLink>
        )}
        <p className={styles.meta}>
          {[t(`workspace.recent.kind.${item.entity_type}`), subtitle].filter(Boolean).join(' · ')}
        </p>
      </div>
      <time className={`${styles.time} numeric`} dateTime={item.viewed_at}>
        {formatTime(item.viewed_at, lang)}
      </time>
      <IconButton
        className={styles.remove}
        label={t('workspace.recent.remove', { name: item.name })}
        icon={X}
        disabled={busy}
        onClick={() => onRemove(item)}
      />
    </li>
  );
}
