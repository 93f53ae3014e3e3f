import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Hero.module.css';
import { MarketingClaims } from './MarketingClaims';
import { RotatingFeature } from './RotatingFeature';

export interface HeroProps {
  /** Smaller once a search is on screen, so that the results move up. */
  compact: boolean;
  children: ReactNode;
}

export function Hero({ compact, children }: HeroProps) {
  const { t } = useTranslation();
  return (
    <section className={compact ? `${styles.hero} ${styles.compact}` : styles.hero}>
      <div className={`container ${styles.inner}`}>
        <h1 className={styles.title}>{t('landing.heroTitle')}</h1>
        <p className={styles.lead}>
          {t('landing.heroLead')} <RotatingFeature />
        </p>
        {children}
        <div className={styles.claims}>
          <MarketingClaims />
        </div>
      </div>
    </section>
  );
}
