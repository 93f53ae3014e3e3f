import type { EmployeeDetail } from '@fd/contract';
import { Contact, Lock, Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyNote } from '../../../features/company-profile/EmptyNote';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import styles from './ContactInfoCard.module.css';

/** Public profiles and their brand marks (not translated). */
const PROFILES = [
  { field: 'linkedin', mark: 'in' },
  { field: 'twitter', mark: 'X' },
] as const;

export interface ContactInfoCardProps {
  employee: Pick<
    EmployeeDetail,
    'email' | 'phone' | 'linkedin' | 'twitter' | 'contact_visible' | 'contact_available' | 'contact_withheld'
  >;
}

/**
 * E-mail and phone for logged-in users within their daily quota (the server withholds them
 * otherwise and says why), and public profiles.
 */
export function ContactInfoCard({ employee }: ContactInfoCardProps) {
  const { t } = useTranslation();
  const visible = employee.contact_visible;
  const hasAny = Boolean(
    (visible && (employee.email || employee.phone)) || employee.linkedin || employee.twitter,
  );

  return (
    <ProfileCard title={t('employeePage.contact.title')} icon={Contact}>
      {hasAny && (
        <ul className={styles.list}>
          {visible && employee.email && (
            <li>
              <a className={styles.link} href={`mailto:${employee.email}`}>
                <Mail size={16} aria-label={t('employeePage.contact.email')} />
                {employee.email}
              </a>
            </li>
          )}
          {visible && employee.phone && (
            <li>
              <a className={styles.link} href={`tel:${employee.phone.replace(/[^\d+]/g, '')}`}>
                <Phone size={16} aria-label={t('employeePage.contact.phone')} />
                {employee.phone}
              </a>
            </li>
          )}
          {PROFILES.map(({ field, mark }) => {
            const href = employee[field];
            return (
              href && (
                <li key={field}>
                  <a className={styles.link} href={href} target="_blank" rel="noopener noreferrer">
                    <span className={styles.mark} aria-hidden="true">
                      {mark}
                    </span>
                    {t(`employeePage.contact.${field}`)}
                    <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                  </a>
                </li>
              )
            );
          })}
        </ul>
      )}
      {!hasAny && (visible || !employee.contact_available) && (
        <EmptyNote text={t('employeePage.contact.empty')} />
      )}
      {employee.contact_withheld === 'quota' && (
        <div className={styles.hint}>
          <Lock size={16} aria-hidden="true" />
          <p>{t('employeePage.contact.quotaHint')}</p>
        </div>
      )}
      {employee.contact_withheld === 'login' && employee.contact_available && (
        <div className={styles.hint}>
          <Lock size={16} aria-hidden="true" />
          <p>
            {t('employeePage.contact.loginHint')} <Link to="/login">{t('employeePage.contact.login')}</Link>
          </p>
        </div>
      )}
    </ProfileCard>
  );
}
