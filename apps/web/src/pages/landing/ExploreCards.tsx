import { BarChart3, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './ExploreCards.module.css';

/** What to look at before searching: the top 500 and the statistics. */
export function ExploreCards() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="explore-title">
      <h2 id="explore-title" className={styles.title}>
        {t('landing.explore.title')}
      </h2>
      <p className={styles.hint}>{t('landing.explore.lead')}</p>
      <div className={styles.grid}>
        <Link to="/top500" className={`card ${styles.card}`}>
          <Trophy size={22} className={styles.icon} aria-hidden="true" />
          <span className={styles.cardTitle}>{t('nav.top500')}</span>
          <span className={styles.text}>{t('landing.explore.top500')}</span>
        </Link>
        <Link to="/statistik" className={`card ${styles.card}`}>
          <BarChart3 size={22} className={styles.icon} aria-hidden="true" />
          <span className={styles.cardTitle}>{t('nav.statistics')}</span>
          <span className={styles.text}>{t('landing.explore.statistics')}</span>
        </Link>
      </div>
    </section>
  );
}
