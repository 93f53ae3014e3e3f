import type { ReactNode } from 'react';
import styles from './AuthLayout.module.css';

export interface AuthLayoutProps {
  children: ReactNode;
  /** The promotional side panel of the login and sign-up pages. */
  aside?: ReactNode;
}

/** The frame of the account pages: the form on a card, with an optional side panel beside it. */
export function AuthLayout({ children, aside }: AuthLayoutProps) {
  return (
    <div className={`container page ${styles.page}`}>
      <div className={aside ? styles.split : styles.single}>
        <section className={`card ${styles.card}`}>{children}</section>
        {aside}
      </div>
    </div>
  );
}
