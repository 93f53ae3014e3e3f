import { CONTACT_INFO } from '@fd/contract';
import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAuth } from '../../../features/auth/AuthContext';
import { LoginLink } from '../../../features/auth/LoginLink';
import { PageIntro } from '../../../features/ui/PageIntro';
import { FaqList } from './FaqList';
import { SupportForm } from './SupportForm';
import styles from './SupportPage.module.css';

/**
 * `/dashboard/support`: frequent questions and, for signed-in users, a support request that is
 * stored and mailed like the contact form. Visitors are pointed to login and the contact form.
 */
export function SupportPage() {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  return (
    <>
      <PageIntro
        title={t('dashboard.pages.support.title')}
        description={t('dashboard.pages.support.description')}
      />
      <div className={styles.grid}>
        <div className={styles.main}>
          {isLoggedIn ? (
            <SupportForm />
          ) : (
            <section className={`card ${styles.loginHint}`}>
              <p>{t('support.loginHint')}</p>
              <div className={styles.hintActions}>
                <LoginLink className="btn btn-primary" />
                <Link to="/kontakt" className="btn btn-secondary">
                  {t('support.contactForm')}
                </Link>
              </div>
            </section>
          )}
          <section className={`card ${styles.direct}`} aria-labelledby="support-direct">
            <h2 id="support-direct" className={styles.directTitle}>
              {t('support.otherChannels')}
            </h2>
            <ul className={styles.channels}>
              <li>
                <Phone size={16} aria-hidden="true" />
                <a href={`tel:${CONTACT_INFO.phone.replace(/\s/g, '')}`}>{CONTACT_INFO.phone}</a>
              </li>
              <li>
                <Mail size={16} aria-hidden="true" />
                <a href={`mailto:${CONTACT_INFO.email}`}>{CONTACT_INFO.email}</a>
              </li>
            </ul>
            <p className={styles.hours}>
              {t('contact.hoursTitle')}: {t('contact.hours')}
            </p>
          </section>
        </div>
        <FaqList />
      </div>
    </>
  );
}
