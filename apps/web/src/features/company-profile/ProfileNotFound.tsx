import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { usePageTitle } from '../ui/usePageTitle';
import styles from './ProfileNotFound.module.css';

export interface ProfileNotFoundProps {
  title: string;
  text: string;
  backLabel: string;
  backTo: string;
}

/** A company or employee id that the API does not know (HTTP 404). */
export function ProfileNotFound({ title, text, backLabel, backTo }: ProfileNotFoundProps) {
  usePageTitle(title);
  return (
    <div className={`card ${styles.notFound}`} role="alert">
      <SearchX size={40} className={styles.icon} aria-hidden="true" />
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <Link to={backTo} className="btn btn-primary">
        {backLabel}
      </Link>
    </div>
  );
}
