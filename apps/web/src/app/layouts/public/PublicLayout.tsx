import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadErrorBoundary } from '../../../features/ui/LoadErrorBoundary';
import { PageFallback } from '../../../features/ui/PageFallback';
import styles from './PublicLayout.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Site header and footer around every public page. */
export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <main className={styles.main} id="main">
        <LoadErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </LoadErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
