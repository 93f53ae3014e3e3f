import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './BackToSearchLink.module.css';
import { readSearchOrigin } from './searchOrigin';

export interface BackToSearchLinkProps {
  /** Where to go when the page was not opened from a search (a direct link). */
  fallback: '/dashboard/companies' | '/dashboard/employees';
}

/** Back to the search the profile was opened from, with the same query. */
export function BackToSearchLink({ fallback }: BackToSearchLinkProps) {
  const { t } = useTranslation();
  const { state } = useLocation();
  const target = readSearchOrigin(state)?.from ?? fallback;
  return (
    <Link to={target} className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('profile.backToSearch')}
    </Link>
  );
}
