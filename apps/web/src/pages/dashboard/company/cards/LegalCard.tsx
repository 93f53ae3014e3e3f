import type { Company } from '@fd/contract';
import { ExternalLink, FileText, Scale } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { registerDocumentUrl } from '../../../../features/api/companyProfile';
import { useDataTerms } from '../../../../features/companies/useDataTerms';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { type Fact, FactList } from '../../../../features/company-profile/FactList';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { SourceLine } from '../../../../features/provenance/SourceLine';
import { formatIsoDate } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import { StatusBadge } from '../StatusBadge';
import styles from './cards.module.css';

export interface LegalCardProps {
  company: Company;
}

interface DocumentLink {
  key: string;
  href: string;
  label: string;
  external: boolean;
}

/** Legal status, insolvency and the register documents (GISA for source 1, ZVR when a ZVR number is set). */
export function LegalCard({ company }: LegalCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const terms = useDataTerms();
  const { insolvency } = company;

  const facts: Fact[] = [
    { label: t('companyPage.legal.legalStatus'), value: <StatusBadge legalStatus={company.legal_status} /> },
    {
      label: t('companyPage.legal.insolvency'),
      value: insolvency ? terms.insolvency(insolvency.status) : t('companyPage.legal.noInsolvency'),
    },
  ];
  if (insolvency?.court) facts.push({ label: t('companyPage.legal.court'), value: insolvency.court });
  if (insolvency?.case_number)
    facts.push({ label: t('companyPage.legal.caseNumber'), value: insolvency.case_number });
  if (insolvency?.opened_on) {
    facts.push({ label: t('companyPage.legal.openedOn'), value: formatIsoDate(insolvency.opened_on, lang) });
  }

  const documents: DocumentLink[] = [];
  if (company.source === 1) {
    documents.push({
      key: 'gisa',
      href: registerDocumentUrl('gisa', company.company_id, lang),
      label: t('companyPage.legal.gisaDocument'),
      external: false,
    });
  }
  if (company.ID_ZRV) {
    documents.push({
      key: 'zvr',
      href: registerDocumentUrl('zvr', company.company_id, lang),
      label: t('companyPage.legal.zvrDocument'),
      external: false,
    });
  }
  if (company.datalink) {
    documents.push({
      key: 'source',
      href: company.datalink,
      label: t('companyPage.legal.registerSource'),
      external: true,
    });
  }

  return (
    <ProfileCard
      title={t('companyPage.legal.title')}
      icon={Scale}
      footer={<SourceLine fields={['legal_status', 'register']} />}
    >
      <FactList facts={facts} />
      <div className={styles.section}>
        <h3 className={styles.subheading}>{t('companyPage.legal.documents')}</h3>
        {documents.length > 0 ? (
          <ul className={styles.linkList}>
            {documents.map((document) => (
              <li key={document.key}>
                <a className={styles.iconLink} href={document.href} target="_blank" rel="noopener noreferrer">
                  {document.external ? (
                    <ExternalLink size={16} aria-hidden="true" />
                  ) : (
                    <FileText size={16} aria-hidden="true" />
                  )}
                  {document.label}
                  <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyNote text={t('companyPage.legal.noDocuments')} />
        )}
      </div>
    </ProfileCard>
  );
}
