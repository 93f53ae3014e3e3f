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
  /** What the figures cover, under the chart. */
  note?: string;
  children: ReactNode;
}

export function ChartCard({ title, rows, wide = false, note, children }: ChartCardProps) {
  return (
    <figure className={wide ? `card ${styles.card} ${styles.wide}` : `card ${styles.card}`}>
      <figcaption className={styles.title}>{title}</figcaption>
      {/* The table below carries the figures; the drawing is neither read nor focusable. */}
      <div className={styles.chart} aria-hidden="true" inert>
        {children}
      </div>
      {note && <p className={styles.note}>{note}</p>}
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
