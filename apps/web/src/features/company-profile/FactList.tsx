import type { ReactNode } from 'react';
import styles from './profile.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
  /** In the stacked layout: the fact takes a whole row (long values such as industry names). */
  wide?: boolean;
}

export interface FactListProps {
  facts: readonly Fact[];
  /** Label and value side by side ('row') or the label above the value ('stacked'). */
  layout?: 'row' | 'stacked';
}

/** Label/value pairs of a profile card as a description list. */
export function FactList({ facts, layout = 'row' }: FactListProps) {
  return (
    <dl className={layout === 'row' ? styles.factsRow : styles.factsStacked}>
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? `${styles.fact} ${styles.wide}` : styles.fact}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
