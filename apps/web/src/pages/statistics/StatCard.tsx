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
      {icon && <span className={styles.icon}>{icon}</span>}
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {note && <dd className={styles.note}>{note}</dd>}
    </div>
  );
}
