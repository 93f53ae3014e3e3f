import { useMediaQuery } from './useMediaQuery';

/** Whether the user asked the system for less motion (charts then draw without animation). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
