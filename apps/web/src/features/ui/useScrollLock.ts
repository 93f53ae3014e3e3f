import { useEffect } from 'react';

/** Locks page scrolling while an overlay (mobile menu, drawer) is open. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    document.body.classList.add('scroll-locked');
    return () => document.body.classList.remove('scroll-locked');
  }, [locked]);
}
