import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useAuth } from '../../../features/auth/AuthContext';
import styles from './HeaderNav.module.css';
import { PUBLIC_NAV } from './publicNav';

export interface HeaderNavProps {
  id: string;
  className: string;
}

/**
 * The site's links plus the account entry: 'Dashboard' when signed in, else 'Log in' and 'Create my
 * account' (docs/decisions/181, 189: a bare 'My account' beside 'Log in' read as signed in and
 * signed out at once, and did not say that it signs up).
 */
export function HeaderNav({ id, className }: HeaderNavProps) {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <nav id={id} className={className} aria-label={t('nav.label')}>
      <ul className={styles.links}>
        {PUBLIC_NAV.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {t(item.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className={styles.account}>
        {isLoggedIn ? (
          <Link to="/dashboard" className="btn btn-primary">
            {t('nav.dashboard')}
          </Link>
        ) : (
          <>
            <Link to="/login" className={`btn btn-ghost ${styles.login}`}>
              {t('nav.login')}
            </Link>
            <Link to="/register" className="btn btn-primary">
              {t('nav.myAccount')}
            </Link>
          </>
        )}
      </div>
    </nav>
  );
}
