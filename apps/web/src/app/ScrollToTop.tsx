import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** A followed link starts at the top of the new page; back and forward keep the browser's position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pathname is what triggers the scroll.
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
