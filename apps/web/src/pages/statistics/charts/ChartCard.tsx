import type { ReactNode } from 'react';
import styles from './ChartCard.module.css';

export interface ChartRow {
  label: string;
  value: string;
}

export interface ChartCardProps {
  title: string;
  /** The chart's figures as a table for screen readers. */
  rows: readonly ChartRow[];
  wide?: boolean;
  children: ReactNode;
}

export function ChartCard({ title, rows, wide = false, children }: ChartCardProps) {
  return (
    <figure className={wide ? `card ${styles.card} ${styles.wide}` : `card ${styles.card}`}>
      <figcaption className={styles.title}>{title}</figcaption>
      <div className={styles.chart} aria-hidden="true">
        {children}
      </div>
      {/* Tables ignore the width of .visually-hidden, so a wrapper takes the class. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
