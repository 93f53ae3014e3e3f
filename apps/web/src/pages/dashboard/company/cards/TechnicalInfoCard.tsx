import type { DomainInfo } from '@fd/contract';
import { ChevronDown, ChevronUp, Server } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { FactList } from '../../../../features/company-profile/FactList';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { formatIsoDate } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import styles from './cards.module.css';

export interface TechnicalInfoCardProps {
  domainInfo: DomainInfo | null;
}

const FIELDS = [
  'domain',
  'creation_date',
  'expiration_date',
  'updated_date',
  'dnssec',
  'registrar',
  'registrar_country',
  'emails',
  'nameservers',
  'ip_addresses',
  'asn',
  'asn_country',
  'asn_description',
  'mx',
  'mx_ip',
  'mx_asn',
  'mx_asn_country',
  'mx_asn_description',
  'spf',
  'txt',
] as const satisfies readonly (keyof DomainInfo)[];

const DATE_FIELDS: ReadonlySet<string> = new Set(['creation_date', 'expiration_date', 'updated_date']);

/** Domain, DNS and mail-server data; collapsed until asked for. */
export function TechnicalInfoCard({ domainInfo }: TechnicalInfoCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);

  if (!domainInfo) {
    return (
      <ProfileCard title={t('companyPage.technical.title')} icon={Server} wide>
        <EmptyNote text={t('companyPage.technical.empty')} />
      </ProfileCard>
    );
  }

  const facts = FIELDS.flatMap((field) => {
    const text = domainInfo[field];
    if (!text) return [];
    const value = DATE_FIELDS.has(field) ? (
      formatIsoDate(text, lang)
    ) : (
      <span key={field} className={styles.code}>
        {text}
      </span>
    );
    return [{ label: t(`companyPage.technical.fields.${field}`), value }];
  });
  const summary = [domainInfo.domain, domainInfo.registrar].filter(Boolean).join(' · ');

  return (
    <ProfileCard
      title={t('companyPage.technical.title')}
      icon={Server}
      wide
      actions={
        <button
          type="button"
          className="btn btn-ghost"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? (
            <ChevronUp size={16} aria-hidden="true" />
          ) : (
            <ChevronDown size={16} aria-hidden="true" />
          )}
          {expanded ? t('companyPage.technical.hide') : t('companyPage.technical.show')}
        </button>
      }
    >
      <p className={styles.muted}>{summary}</p>
      <div id={detailsId} hidden={!expanded}>
        <FactList facts={facts} />
      </div>
    </ProfileCard>
  );
}
