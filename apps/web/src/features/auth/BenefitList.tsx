import type { LucideIcon } from 'lucide-react';
import styles from './BenefitList.module.css';

export interface Benefit {
  key: string;
  icon: LucideIcon;
  title: string;
  text?: string;
}

export interface BenefitListProps {
  benefits: readonly Benefit[];
}

/** Icon, title and an optional line of text per benefit, for the blue side panels. */
export function BenefitList({ benefits }: BenefitListProps) {
  return (
    <ul className={styles.list}>
      {benefits.map(({ key, icon: Icon, title, text }) => (
        <li key={key} className={styles.item}>
          <span className={styles.icon}>
            <Icon size={20} aria-hidden="true" />
          </span>
          <span>
            <span className={styles.title}>{title}</span>
            {text && <span className={styles.text}>{text}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
