import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadErrorBoundary } from '../../features/ui/LoadErrorBoundary';
import { PageFallback } from '../../features/ui/PageFallback';

export interface PageOutletProps {
  className: string;
}

/** A layout's main landmark with the route's page: a loading page while it loads, a load error until the path changes. */
export function PageOutlet({ className }: PageOutletProps) {
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
