import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import styles from './ProfileCard.module.css';

export interface ProfileCardProps {
  title: string;
  icon: LucideIcon;
  /** Controls shown at the right of the heading (period selector, toggles). */
  actions?: ReactNode;
  /** Spans both columns of the profile grid. */
  wide?: boolean;
  children: ReactNode;
  /** Shown below the content (the company page's source line). */
  footer?: ReactNode;
  /** Anchor for links to the card (the group facts link to the network card). */
  id?: string;
}

/** One card of a company or employee profile: a labelled region with a heading. */
export function ProfileCard({
  title,
  icon: Icon,
  actions,
  wide = false,
  children,
  footer,
  id,
}: ProfileCardProps) {
  const headingId = useId();
  return (
    <section id={id} className={`card ${styles.card} ${wide ? styles.wide : ''}`} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          <Icon size={20} className={styles.icon} aria-hidden="true" />
          {title}
        </h2>
        {actions && <div className={styles.actions}>{actions}</div>}
      </header>
      {children}
      {footer}
    </section>
  );
}
