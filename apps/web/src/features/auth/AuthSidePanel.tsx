import type { ReactNode } from 'react';
import styles from './AuthSidePanel.module.css';

export interface AuthSidePanelProps {
  label: string;
  children: ReactNode;
}

/** The blue promotional panel beside the login and sign-up forms. */
export function AuthSidePanel({ label, children }: AuthSidePanelProps) {
  return (
    <aside className={styles.panel} aria-label={label}>
      {children}
    </aside>
  );
}
