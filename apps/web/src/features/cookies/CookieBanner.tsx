import { COOKIE_BANNER_CLOSE_MS, COOKIE_BANNER_DELAY_MS } from '@fd/contract';
import { type CSSProperties, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './CookieBanner.module.css';
import { hasCookieChoice, storeCookieChoice } from './cookieConsent';

type BannerPhase = 'hidden' | 'shown' | 'closing';

/** Asks for cookie consent a second after the first visit; slides away once answered. */
export function CookieBanner() {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<BannerPhase>('hidden');

  useEffect(() => {
    if (hasCookieChoice()) return;
    const timer = window.setTimeout(() => setPhase('shown'), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (phase !== 'closing') return;
    const timer = window.setTimeout(() => setPhase('hidden'), COOKIE_BANNER_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'hidden') return null;

  const choose = (accepted: boolean) => {
    storeCookieChoice(accepted);
    setPhase('closing');
  };
  const timing = { '--close-ms': `${COOKIE_BANNER_CLOSE_MS}ms` } as CSSProperties;

  return (
    <section
      className={phase === 'closing' ? `${styles.banner} ${styles.closing}` : styles.banner}
      style={timing}
      aria-label={t('cookieBanner.label')}
    >
      <p className={styles.text}>
        {t('cookieBanner.text')} <Link to="/cookies">{t('cookieBanner.more')}</Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn btn-secondary" onClick={() => choose(false)}>
          {t('cookieBanner.decline')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => choose(true)}>
          {t('cookieBanner.accept')}
        </button>
      </div>
    </section>
  );
}
