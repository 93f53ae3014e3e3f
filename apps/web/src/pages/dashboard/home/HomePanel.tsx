import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../features/ui/LoadFailed';
import type { ResourceHandle } from '../../../features/ui/useResource';
import styles from './DashboardHome.module.css';

export interface HomePanelProps<T> {
  title: string;
  icon: LucideIcon;
  resource: ResourceHandle<T[]>;
  empty: string;
  all: { to: string; label: string };
  loading: string;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}

/** How many entries a home panel shows; the rest are on the page its link opens. */
const PANEL_ITEMS = 5;

/** A section of the home page: the newest few entries of a workspace list and a link to all. */
export function HomePanel<T>({
  title,
  icon: Icon,
  resource,
  empty,
  all,
  loading,
  renderItem,
  itemKey,
}: HomePanelProps<T>) {
  const headingId = useId();
  const { state } = resource;
  return (
    <section className={`card ${styles.panel}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        <Icon size={18} aria-hidden="true" />
        {title}
      </h2>
      {state.status === 'loading' && (
        <p className={styles.muted} role="status">
          {loading}
        </p>
      )}
      {state.status === 'failed' && <LoadFailed onRetry={resource.retry} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <p className={styles.muted}>{empty}</p>
        ) : (
          <ul className={styles.items}>
            {state.data.slice(0, PANEL_ITEMS).map((item) => (
              <li key={itemKey(item)} className={styles.item}>
                {renderItem(item)}
              </li>
            ))}
          </ul>
        ))}
      <Link to={all.to} className={styles.all}>
        {all.label}
      </Link>
    </section>
  );
}
