import type { ReactNode } from 'react';
import { useSources } from './useSources';

export interface SyntheticSourceSectionProps {
  children: ReactNode;
}

/**
 * The Datenquellen page's section on synthetic sample data, shown when the server holds some
 * (or cannot say): an installation of real companies only shows no synthetic marks anywhere.
 */
export function SyntheticSourceSection({ children }: SyntheticSourceSectionProps) {
  const state = useSources();
  const shown =
    state.status === 'failed' || (state.status === 'loaded' && state.sources.synthetic_companies > 0);
  return shown ? children : null;
}
