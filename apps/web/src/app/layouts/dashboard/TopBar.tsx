import { Menu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../features/auth/AuthContext';
import { LoginLink } from '../../../features/auth/LoginLink';
import { LanguageToggle } from '../../../features/language/LanguageToggle';
import { Logo } from '../../../features/ui/Logo';
import { Clock } from './Clock';
import styles from './TopBar.module.css';
import { TopBarSearch } from './TopBarSearch';
import { UserBadge } from './UserBadge';

export interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function TopBar({ sidebarOpen, onToggleSidebar }: TopBarProps) {
  const { t } = useTranslation();
  const { isLoggedIn, user } = useAuth();
  return (
    <header className={styles.bar}>
      <button
        type="button"
        className={`btn btn-ghost ${styles.sidebarToggle}`}
        aria-controls="dashboard-sidebar"
        aria-expanded={sidebarOpen}
        aria-label={sidebarOpen ? t('dashboard.closeSidebar') : t('dashboard.openSidebar')}
        onClick={onToggleSidebar}
      >
        <Menu size={22} aria-hidden="true" />
      </button>
      <Link to="/" className={styles.logo} aria-label={t('nav.home')}>
        <Logo compact />
      </Link>
      <TopBarSearch />
      <div className={styles.end}>
        <Clock />
        <LanguageToggle className={`btn btn-secondary ${styles.lang}`} />
        {isLoggedIn ? (
          <UserBadge user={user} />
        ) : (
          <div className={styles.auth}>
            <LoginLink className="btn btn-ghost" />
            <Link to="/register" className="btn btn-primary">
              {t('dashboard.signUp')}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
