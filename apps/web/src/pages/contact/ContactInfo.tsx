import { CONTACT_INFO } from '@fd/contract';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { OPERATOR } from '../../features/operator/operator';
import styles from './ContactInfo.module.css';
import { SocialLinks } from './SocialLinks';

export function ContactInfo() {
  const { t } = useTranslation();
  return (
    <aside className={styles.aside}>
      <section className={`card ${styles.block}`}>
        <h2 className={styles.title}>{t('contact.infoTitle')}</h2>
        <dl className={styles.list}>
          <div className={styles.row}>
            <dt>
              <MapPin size={18} aria-hidden="true" />
              <span className="visually-hidden">{t('contact.address')}</span>
            </dt>
            <dd>
              {OPERATOR.name}
              <br />
              {CONTACT_INFO.street}
              <br />
              {CONTACT_INFO.postcode} {CONTACT_INFO.city}, {t('countries.Austria')}
            </dd>
          </div>
          <div className={styles.row}>
            <dt>
              <Phone size={18} aria-hidden="true" />
              <span className="visually-hidden">{t('contact.phone')}</span>
            </dt>
            <dd>
              <a href={`tel:${CONTACT_INFO.phone.replace(/\s/g, '')}`}>{CONTACT_INFO.phone}</a>
            </dd>
          </div>
          <div className={styles.row}>
            <dt>
              <Mail size={18} aria-hidden="true" />
              <span className="visually-hidden">{t('contact.email')}</span>
            </dt>
            <dd>
              <a href={`mailto:${CONTACT_INFO.email}`}>{CONTACT_INFO.email}</a>
            </dd>
          </div>
        </dl>
      </section>
      <section className={`card ${styles.block}`}>
        <h2 className={styles.title}>
          <Clock size={18} aria-hidden="true" /> {t('contact.hoursTitle')}
        </h2>
        <p className={styles.hours}>{t('contact.hours')}</p>
        <p className={styles.muted}>{t('contact.hoursNote')}</p>
      </section>
      <section className={`card ${styles.block}`}>
        <h2 className={styles.title}>{t('contact.socialTitle')}</h2>
        <SocialLinks />
      </section>
    </aside>
  );
}
