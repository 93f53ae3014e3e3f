import styles from './profile.module.css';

export interface EmptyNoteProps {
  text: string;
}

/** The 'No … available' line (the product's wording) where a card has no data. */
export function EmptyNote({ text }: EmptyNoteProps) {
  return <p className={styles.empty}>{text}</p>;
}
