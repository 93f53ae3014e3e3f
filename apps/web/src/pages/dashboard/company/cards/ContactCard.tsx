import { type Company, type CompanyEvent, formatAddress } from '@fd/contract';
import { Globe, Mail, MapPin, Navigation, Phone, Printer } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountryLabel } from '../../../../features/companies/useCountryLabel';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { useNotPublished } from '../../../../features/provenance/ProvenanceContext';
import { SourceLine } from '../../../../features/provenance/SourceLine';
import { sectionId } from '../summary/sections';
import contactStyles from './ContactCard.module.css';
import styles from './cards.module.css';
import { FormerValues } from './FormerValues';
import { SocialLinks } from './SocialLinks';

// Leaflet loads with the map only, never with the rest of the page.
const CompanyMap = lazy(() => import('./CompanyMap').then((module) => ({ default: module.CompanyMap })));

export interface ContactCardProps {
  company: Company;
  /** Newest first: the former addresses come from them. */
  events: readonly CompanyEvent[];
}

function directionsUrl(company: Company, address: string): string {
  const destination =
    company.latitude !== null && company.longitude !== null
      ? `${company.latitude},${company.longitude}`
      : address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

function webHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** Address with directions and map, former addresses, the company's contact channels and social profiles. */
export function ContactCard({ company, events }: ContactCardProps) {
  const { t } = useTranslation();
  const countryLabel = useCountryLabel();
  const street = formatAddress(company);
  const address = [street, countryLabel(company.address_country)].filter(Boolean).join(', ');
  const contactNotPublished = useNotPublished('contact');
  const hasContact = Boolean(
    company.contact_website || company.contact_email || company.contact_phone || company.contact_fax,
  );

  return (
    <ProfileCard
      id={sectionId('contact')}
      title={t('companyPage.contact.title')}
      icon={MapPin}
      footer={<SourceLine fields={['address', 'location', 'contact']} />}
    >
      <div className={contactStyles.address}>
        <address className={contactStyles.addressText}>
          {company.address_street && <span>{company.address_street}</span>}
          <span>{[company.address_postcode, company.address_city].filter(Boolean).join(' ')}</span>
          <span>{countryLabel(company.address_country)}</span>
        </address>
        <a
          className={styles.iconLink}
          href={directionsUrl(company, address)}
          target="_blank"
          rel="noopener noreferrer"
        >
          <Navigation size={16} aria-hidden="true" />
          {t('companyPage.contact.directions')}
          <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
        </a>
      </div>
      {company.latitude !== null && company.longitude !== null && (
        <Suspense fallback={<div className={contactStyles.mapPlaceholder} />}>
          <CompanyMap
            latitude={company.latitude}
            longitude={company.longitude}
            label={t('companyPage.contact.mapLabel', { name: company.company_name })}
          />
        </Suspense>
      )}
      <FormerValues events={events} type="address_change" title={t('timeline.formerAddresses')} />
      {hasContact ? (
        <ul className={styles.linkList}>
          {company.contact_website && (
            <li>
              <a
                className={styles.iconLink}
                href={webHref(company.contact_website)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <Globe size={16} aria-label={t('companyPage.contact.website')} />
                {company.contact_website.replace(/^https?:\/\//i, '')}
                <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
              </a>
            </li>
          )}
          {company.contact_email && (
            <li>
              <a className={styles.iconLink} href={`mailto:${company.contact_email}`}>
                <Mail size={16} aria-label={t('companyPage.contact.email')} />
                {company.contact_email}
              </a>
            </li>
          )}
          {company.contact_phone && (
            <li>
              <a className={styles.iconLink} href={`tel:${company.contact_phone.replace(/[^\d+]/g, '')}`}>
                <Phone size={16} aria-label={t('companyPage.contact.phone')} />
                {company.contact_phone}
              </a>
            </li>
          )}
          {company.contact_fax && (
            <li className={styles.iconLink}>
              <Printer size={16} aria-label={t('companyPage.contact.fax')} />
              {company.contact_fax}
            </li>
          )}
        </ul>
      ) : (
        <EmptyNote
          text={
            contactNotPublished ? t('provenance.contactNotPublished') : t('companyPage.contact.noContact')
          }
        />
      )}
      <div className={styles.section}>
        <h3 className={styles.subheading}>{t('companyPage.contact.social')}</h3>
        <SocialLinks company={company} />
      </div>
    </ProfileCard>
  );
}
