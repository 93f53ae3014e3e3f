import { PageOutlet } from '../PageOutlet';
import styles from './PublicLayout.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** Site header and footer around every public page. */
export function PublicLayout() {
  return (
    <div className={styles.shell}>
      <SiteHeader />
      <PageOutlet className={styles.main} />
      <SiteFooter />
    </div>
  );
}
