import { useTranslation } from 'react-i18next';
import styles from './network.module.css';

// The graph's colours, repeated here so the legend does not load the graph library.
const COLORS = { center: '#0b7a70', company: '#1f4e8c', outside: '#5b6878', person: '#b45309' };

/** What the shapes, colours and lines of the graph mean. */
export function NetworkLegend() {
  const { t } = useTranslation();
  return (
    <ul className={styles.legend} aria-label={t('network.legend.title')}>
      <li>
        <span className={styles.swatch} style={{ background: COLORS.center }} aria-hidden="true" />
        {t('network.legend.center')}
      </li>
      <li>
        <span className={styles.swatch} style={{ background: COLORS.company }} aria-hidden="true" />
        {t('network.legend.company')}
      </li>
      <li>
        <span className={styles.swatch} style={{ background: COLORS.outside }} aria-hidden="true" />
        {t('network.legend.outside')}
      </li>
      <li>
        <span
          className={`${styles.swatch} ${styles.swatchPerson}`}
          style={{ background: COLORS.person }}
          aria-hidden="true"
        />
        {t('network.legend.person')}
      </li>
      <li>
        <span className={styles.line} aria-hidden="true" />
        {t('network.legend.current')}
      </li>
      <li>
        <span className={`${styles.line} ${styles.lineEnded}`} aria-hidden="true" />
        {t('network.legend.ended')}
      </li>
    </ul>
  );
}
