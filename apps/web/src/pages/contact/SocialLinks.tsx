import { useTranslation } from 'react-i18next';
import styles from './SocialLinks.module.css';

/** Firmenradar's own profiles; brand names are not translated. */
const PROFILES = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/firmenradar', initial: 'in' },
  { name: 'XING', href: 'https://www.xing.com/pages/firmenradar', initial: 'X' },
  { name: 'Facebook', href: 'https://www.facebook.com/firmenradar', initial: 'f' },
  { name: 'YouTube', href: 'https://www.youtube.com/@firmenradar', initial: '▶' },
] as const;

export function SocialLinks() {
  const { t } = useTranslation();
  return (
    <ul className={styles.list}>
      {PROFILES.map((profile) => (
        <li key={profile.name}>
          <a className={styles.link} href={profile.href} target="_blank" rel="noopener noreferrer">
            <span className={styles.mark} aria-hidden="true">
              {profile.initial}
            </span>
            {profile.name}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
