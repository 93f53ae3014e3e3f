import { MarkedLinks } from '../../features/ui/MarkedLinks';
import styles from './SocialLinks.module.css';

/** Firmenradar's own profiles; brand names are not translated. */
const PROFILES = [
  { key: 'linkedin', name: 'LinkedIn', href: 'https://www.linkedin.com/company/firmenradar', mark: 'in' },
  { key: 'xing', name: 'XING', href: 'https://www.xing.com/pages/firmenradar', mark: 'X' },
  { key: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/firmenradar', mark: 'f' },
  { key: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@firmenradar', mark: '▶' },
] as const;

export function SocialLinks() {
  return (
    <MarkedLinks links={PROFILES} classNames={{ list: styles.list, link: styles.link, mark: styles.mark }} />
  );
}
