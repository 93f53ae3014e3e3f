import type { ReactNode } from 'react';
import styles from './StatCard.module.css';

export interface StatCardProps {
  label: string;
  value: string;
  icon?: ReactNode;
  emphasis?: boolean;
}

export function StatCard({ label, value, icon, emphasis = false }: StatCardProps) {
  return (
    <div className={emphasis ? `card ${styles.card} ${styles.emphasis}` : `card ${styles.card}`}>
      {icon && <span className={styles.icon}>{icon}</span>}
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
}
