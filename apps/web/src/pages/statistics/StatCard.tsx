import type { ReactNode } from 'react';
import styles from './StatCard.module.css';

export interface StatCardProps {
  label: string;
  value: string;
  icon?: ReactNode;
  emphasis?: boolean;
  /** What the figure covers (period, companies), under the value. */
  note?: string;
}

export function StatCard({ label, value, icon, emphasis = false, note }: StatCardProps) {
  return (
    <div className={emphasis ? `card ${styles.card} ${styles.emphasis}` : `card ${styles.card}`}>
      {/* A dl's groups hold only dt and dd: the icon belongs to the term. */}
      <dt className={styles.label}>
        {icon && <span className={styles.icon}>{icon}</span>}
        {label}
      </dt>
      <dd className={styles.value}>{value}</dd>
      {note && <dd className={styles.note}>{note}</dd>}
    </div>
  );
}
