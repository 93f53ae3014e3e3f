import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';
import { usePageTitle } from './usePageTitle';

export interface PageIntroProps {
  title: string;
  description: string;
  children?: ReactNode;
}

/** Heading and one-line purpose of a page; also sets the document title. */
export function PageIntro({ title, description, children }: PageIntroProps) {
  usePageTitle(title);
  return (
    <header className={styles.intro}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.description}>{description}</p>
      {children}
    </header>
  );
}
