import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../../features/auth/AuthContext';
import { Logo } from '../../../features/ui/Logo';
import { UnseenWatchBadge } from '../../../features/watch-changes/UnseenWatchBadge';
import { DASHBOARD_NAV } from './dashboardNav';
import styles from './Sidebar.module.css';

export interface SidebarProps {
  open: boolean;
}

export function Sidebar({ open }: SidebarProps) {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const visible = DASHBOARD_NAV.filter((item) => isLoggedIn || item.access !== 'member');
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <aside id="dashboard-sidebar" className={open ? `${styles.sidebar} ${styles.open}` : styles.sidebar}>
      <Link to="/" className={styles.logo} aria-label={t('nav.home')}>
        <Logo inverse />
      </Link>
      <nav aria-label={t('dashboard.sidebarLabel')}>
        <ul className={styles.list}>
          {visible.map(({ key, icon: Icon, access }) => {
            const locked = access === 'locked' && !isLoggedIn;
            const label = t(`dashboard.nav.${key}`);
            return (
              <li key={key} className={key === 'support' ? styles.support : undefined}>
                {locked ? (
                  <Link
                    to="/login"
                    className={`${styles.link} ${styles.locked}`}
                    title={t('dashboard.lockedHint')}
                  >
                    <Icon size={18} aria-hidden="true" />
                    <span className={styles.label}>{label}</span>
                    <Lock size={14} className={styles.lock} aria-label={t('dashboard.lockedHint')} />
                  </Link>
                ) : (
                  <NavLink to={`/dashboard/${key}`} className={linkClass}>
                    <Icon size={18} aria-hidden="true" />
                    <span className={styles.label}>{label}</span>
                    {key === 'watchlist' && <UnseenWatchBadge />}
                  </NavLink>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    </aside>
  );
}
