import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadErrorBoundary } from '../../features/ui/LoadErrorBoundary';
import { PageFallback } from '../../features/ui/PageFallback';

/**
 * A layout's `<main>` with the routed page: the fallback while its chunk loads, and a load error
 * that clears when the path changes.
 */
export function RoutedPage({ className }: { className: string }) {
  const { pathname } = useLocation();
  return (
    <main className={className} id="main">
      <LoadErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </LoadErrorBoundary>
    </main>
  );
}
