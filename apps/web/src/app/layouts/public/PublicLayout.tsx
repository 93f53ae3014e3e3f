import { RoutedPage } from '../RoutedPage';
import styles from './PublicLayout.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Site header and footer around every public page. */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <RoutedPage className={styles.main} />
      <SiteFooter />
    </div>
  );
}
