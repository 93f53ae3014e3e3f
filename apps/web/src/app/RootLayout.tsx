import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionGuard } from '../features/auth/SessionGuard';
import { CookieBanner } from '../features/cookies/CookieBanner';
import { PageFallback } from '../features/ui/PageFallback';
import { ScrollToTop } from './ScrollToTop';

/** Shared by every route: scroll restoration, the broken-session check and the cookie banner. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <SessionGuard />
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
      <CookieBanner />
    </>
  );
}
