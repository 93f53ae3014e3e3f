import { Outlet, useLocation } from 'react-router';
import { RouteMain } from '../RouteMain';
import styles from './PublicLayout.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Site header and footer around every public page. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <RouteMain className={styles.main} path={pathname}>
        <Outlet />
      </RouteMain>
      <SiteFooter />
    </div>
  );
}
