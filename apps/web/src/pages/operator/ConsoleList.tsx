import type { ReactNode } from 'react';
import { PageFallback } from '../../features/ui/PageFallback';
import { DecisionError } from './DecisionParts';
import styles from './OperatorPage.module.css';

export interface ConsoleListProps<T> {
  /** The loading's failure in the reader's words; null while there is none. */
  error: string | null;
  /** Undefined while loading. */
  items: T[] | undefined;
  /** Said when the list has no items. */
  empty: string;
  children: (items: T[]) => ReactNode;
}

/** A list of the console: its failure, then a placeholder while it loads, then the empty note or the items. */
export function ConsoleList<T>({ error, items, empty, children }: ConsoleListProps<T>) {
  if (error !== null) return <DecisionError error={error} />;
  if (!items) return <PageFallback />;
  if (items.length === 0) return <p className={`card ${styles.empty}`}>{empty}</p>;
  return children(items);
}
