import type { PersonMandate, PersonResponse } from '@fd/contract';
import { Briefcase } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CompanyLink } from '../../../features/companies/CompanyLink';
import { useDataTerms } from '../../../features/companies/useDataTerms';
import { BackToSearchLink } from '../../../features/company-profile/BackToSearchLink';
import { BackToCompanyLink, readCompanyOrigin } from '../../../features/company-profile/companyOrigin';
import { EmptyNote } from '../../../features/company-profile/EmptyNote';
import { ProfileCard } from '../../../features/company-profile/ProfileCard';
import { PrivacyRequestLink } from '../../../features/privacy/PrivacyRequestLink';
import { usePageTitle } from '../../../features/ui/usePageTitle';
import { formatDateTime } from '../../../i18n/dates';
import { useLang } from '../../../i18n/useLang';
import styles from './PersonMandates.module.css';

export interface PersonMandatesProps {
  person: PersonResponse;
}

function MandateList({ mandates }: { mandates: PersonMandate[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const terms = useDataTerms();
  const period = (mandate: PersonMandate): string | null => {
    const since = mandate.since ? formatDateTime(mandate.since, lang) : null;
    const until = mandate.until ? formatDateTime(mandate.until, lang) : null;
    if (since && until) return t('network.list.period', { from: since, to: until });
    if (since) return t('network.list.since', { date: since });
    if (until) return t('network.list.until', { date: until });
    return null;
  };
  return (
    <ul className={styles.mandates}>
      {mandates.map((mandate) => (
        <li
          key={`${mandate.company_id}-${mandate.role}-${mandate.since}`}
          className={mandate.ended ? styles.ended : undefined}
        >
          <CompanyLink companyId={mandate.company_id} newTab={false} className={styles.company}>
            {mandate.company_name}
          </CompanyLink>
          <span className={styles.meta}>
            {[
              terms.position(mandate.role),
              mandate.representation && terms.representation(mandate.representation),
              mandate.location,
              period(mandate),
              mandate.ended ? t('network.list.ended') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The person's name, how many companies, and the mandates: current ones, then ended ones. */
export function PersonMandates({ person }: PersonMandatesProps) {
  const { t } = useTranslation();
  const location = useLocation();
  usePageTitle(person.name);
  const current = person.mandates.filter((mandate) => !mandate.ended);
  const ended = person.mandates.filter((mandate) => mandate.ended);
  const companies = new Set(person.mandates.map((mandate) => mandate.company_id)).size;
  return (
    <div className={styles.page}>
      {readCompanyOrigin(location.state) ? (
        <BackToCompanyLink />
      ) : (
        <BackToSearchLink fallback="/dashboard/companies" />
      )}
      <header className={`card ${styles.banner}`}>
        <h1 className={styles.name}>{person.name}</h1>
        <p className={styles.lead}>
          {t('network.person.lead')} {t('network.person.companyCount', { count: companies })}
        </p>
      </header>
      <ProfileCard title={t('network.person.current')} icon={Briefcase}>
        {current.length > 0 ? (
          <MandateList mandates={current} />
        ) : (
          <EmptyNote text={t('network.person.noCurrent')} />
        )}
      </ProfileCard>
      {ended.length > 0 && (
        <ProfileCard title={t('network.person.ended')} icon={Briefcase}>
          <MandateList mandates={ended} />
        </ProfileCard>
      )}
      <PrivacyRequestLink />
    </div>
  );
}
