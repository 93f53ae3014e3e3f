import type { ReactNode } from 'react';
import { usePageTitle } from '../../features/ui/usePageTitle';
import styles from './LegalDocument.module.css';

export interface LegalDocumentProps {
  title: string;
  /** Dates and similar facts shown under the title. */
  meta?: ReactNode;
  children: ReactNode;
}

/** Typography and frame of the legal pages; the text itself lives in ./texts per language. */
export function LegalDocument({ title, meta, children }: LegalDocumentProps) {
  usePageTitle(title);
  return (
    <div className="container page">
      <article className={`card ${styles.document}`}>
        <header className={styles.header}>
          <h1>{title}</h1>
          {meta && <p className={styles.meta}>{meta}</p>}
        </header>
        <div className={styles.prose}>{children}</div>
      </article>
    </div>
  );
}
