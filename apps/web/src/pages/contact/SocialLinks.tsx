import { ProfileLink } from '../../features/ui/ProfileLink';
import styles from './SocialLinks.module.css';

/** Firmenradar's own profiles; brand names are not translated. */
const PROFILES = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/firmenradar', initial: 'in' },
  { name: 'XING', href: 'https://www.xing.com/pages/firmenradar', initial: 'X' },
  { name: 'Facebook', href: 'https://www.facebook.com/firmenradar', initial: 'f' },
  { name: 'YouTube', href: 'https://www.youtube.com/@firmenradar', initial: '▶' },
] as const;

export function SocialLinks() {
  return (
    <ul className={styles.list}>
      {PROFILES.map((profile) => (
        <li key={profile.name}>
          <ProfileLink
            href={profile.href}
            mark={profile.initial}
            name={profile.name}
            className={styles.link}
            markClassName={styles.mark}
          />
        </li>
      ))}
    </ul>
  );
}
