import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './workspace.module.css';

export interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  /** The next step, e.g. a link to the search. */
  children?: ReactNode;
}

/** What a workspace page shows before it has anything: what will appear and how to get there. */
export function EmptyState({ icon: Icon, title, text, children }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <Icon size={26} />
      </span>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyText}>{text}</p>
      {children}
    </div>
  );
}

/** An empty page of the workspace as a card, whose next step is the company search. */
export function EmptyToSearch({ icon, title, text }: Omit<EmptyStateProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <section className="card">
      <EmptyState icon={icon} title={title} text={text}>
        <Link to="/dashboard/companies" className="btn btn-primary">
          {t('workspace.common.toCompanySearch')}
        </Link>
      </EmptyState>
    </section>
  );
}
