import { CONTACT_INFO } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageChoice } from '../../../features/language/LanguageChoice';
import { OPERATOR } from '../../../features/operator/operator';
import { Logo } from '../../../features/ui/Logo';
import { PUBLIC_NAV } from './publicNav';
import styles from './SiteFooter.module.css';

const LEGAL_LINKS = [
  { to: '/impressum', labelKey: 'footer.imprint' },
  { to: '/datenquellen', labelKey: 'footer.dataSources' },
  { to: '/terms', labelKey: 'footer.terms' },
  { to: '/cookies', labelKey: 'footer.cookies' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brand}>
          <Logo inverse />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
          <LanguageChoice />
        </section>
        <nav aria-label={t('footer.navigation')}>
          <h2 className={styles.heading}>{t('footer.navigation')}</h2>
          <ul className={styles.list}>
            {PUBLIC_NAV.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.legal')}>
          <h2 className={styles.heading}>{t('footer.legal')}</h2>
          <ul className={styles.list}>
            {LEGAL_LINKS.map((item) => (
              <li key={item.to}>
                <Link to={item.to}>{t(item.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <address className={styles.address}>
            <span>{OPERATOR.name}</span>
            <span>{CONTACT_INFO.street}</span>
            <span>
              {CONTACT_INFO.postcode} {CONTACT_INFO.city}, {t('countries.Austria')}
            </span>
            <span>
              {t('footer.phone')}:{' '}
              <a href={`tel:${CONTACT_INFO.phone.replace(/\s/g, '')}`}>{CONTACT_INFO.phone}</a>
            </span>
            <span>
              {t('footer.email')}: <a href={`mailto:${CONTACT_INFO.email}`}>{CONTACT_INFO.email}</a>
            </span>
            <span>
              {t('contact.hoursTitle')}: {t('contact.hours')}
            </span>
          </address>
        </section>
      </div>
      <div className={styles.bottom}>
        <div className="container">{t('footer.copyright', { year: new Date().getFullYear() })}</div>
      </div>
    </footer>
  );
}
