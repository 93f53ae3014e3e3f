import { HERO_ROTATION_MS } from '@fd/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './RotatingFeature.module.css';

const FEATURE_KEYS = ['financials', 'trend', 'management', 'network', 'updates'] as const;

/** One feature of the product at a time, changing every few seconds. */
export function RotatingFeature() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % FEATURE_KEYS.length),
      HERO_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, []);

  return (
    <span className={styles.slot}>
      <span key={index} className={styles.feature}>
        {t(`landing.features.${FEATURE_KEYS[index]}`)}
      </span>
    </span>
  );
}
