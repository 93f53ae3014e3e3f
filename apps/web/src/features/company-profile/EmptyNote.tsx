import styles from './profile.module.css';

export interface EmptyNoteProps {
  text: string;
}

/** The spec's 'No … available' line where a card has no data. */
export function EmptyNote({ text }: EmptyNoteProps) {
  return <p className={styles.empty}>{text}</p>;
}
