/** "Ähnliche Unternehmen": companies of the same industry, size and region, with why each is similar. */
import type { SimilarCompany, SimilarReason } from '@fd/contract';
import { useQuery } from '@tanstack/react-query';
import { Shapes } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryKeys } from '../../../../features/api/queryKeys';
import { fetchSimilar } from '../../../../features/api/similar';
import { useAuth } from '../../../../features/auth/AuthContext';
import { LoginLink } from '../../../../features/auth/LoginLink';
import { useDataTerms } from '../../../../features/companies/useDataTerms';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { ProfileCard } from '../../../../features/company-profile/ProfileCard';
import { ProfileLink } from '../../../../features/company-profile/ProfileLink';
import { SourceLine } from '../../../../features/provenance/SourceLine';
import { SyntheticBadge } from '../../../../features/provenance/SyntheticBadge';
import { similarSearchPath } from '../../../../features/search/similarSearch';
import { sectionId } from '../summary/sections';
import styles from './cards.module.css';
import { distanceText, employeeBandSpan, revenueBandText } from './similarReasons';

function useReasonText() {
  const { t } = useTranslation();
  const { lang } = useDataTerms();
  return (reason: SimilarReason): string => {
    switch (reason.kind) {
      case 'industry':
        return t('companyPage.similar.reasons.industry');
      case 'employees': {
        const { kind, text } = employeeBandSpan(reason.band, lang);
        return t(`companyPage.similar.reasons.employees.${kind}`, { span: text });
      }
      case 'revenue':
        return t('companyPage.similar.reasons.revenue', {
          band: revenueBandText(reason.band, lang, {
            under: t('companyPage.similar.reasons.under'),
            from: t('companyPage.similar.reasons.from'),
          }),
        });
      case 'distance': {
        const km = distanceText(reason, lang);
        return km === null
          ? t('companyPage.similar.reasons.distanceNear')
          : t('companyPage.similar.reasons.distance', { km });
      }
    }
  };
}

function SimilarRow({ company }: { company: SimilarCompany }) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const reasonText = useReasonText();
  return (
    <li className={styles.rowItem} data-testid="similar-company">
      <span className={styles.rowMain}>
        <span>
          <ProfileLink kind="company" id={company.company_id}>
            {company.company_name}
          </ProfileLink>{' '}
          {company.synthetic && <SyntheticBadge compact />}
        </span>
        <span className={styles.muted}>{terms.place(company.address_city, company.address_country)}</span>
        <ul className={styles.reasons} aria-label={t('companyPage.similar.reasonsLabel')}>
          {company.reasons.map((reason) => (
            <li key={reason.kind} className={styles.reason}>
              {reasonText(reason)}
            </li>
          ))}
        </ul>
      </span>
    </li>
  );
}

export function SimilarCompaniesCard({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useAuth();
  const load = useQuery({
    queryKey: queryKeys.similar(companyId),
    queryFn: ({ signal }) => fetchSimilar(companyId, signal),
  });
  const answer = load.data ?? null;
  const showAll =
    answer && answer.companies.length > 0 ? (
      <p className={styles.showAll}>
        {isLoggedIn ? (
          <Link to={similarSearchPath(answer.search)}>{t('companyPage.similar.showAll')}</Link>
        ) : (
          <>
            {t('companyPage.similar.signInHint')} <LoginLink />
          </>
        )}
      </p>
    ) : null;
  return (
    <ProfileCard
      id={sectionId('similar')}
      title={t('companyPage.similar.title')}
      icon={Shapes}
      footer={<SourceLine fields={['financials']} />}
    >
      {load.isPending && <p className={styles.muted}>{t('companyPage.similar.loading')}</p>}
      {load.isError && !answer && <p role="alert">{load.error.message}</p>}
      {answer && answer.companies.length === 0 && <EmptyNote text={t('companyPage.similar.empty')} />}
      {answer && answer.companies.length > 0 && (
        <>
          <p className={styles.muted}>{t('companyPage.similar.hint')}</p>
          <ul className={styles.rows}>
            {answer.companies.map((company) => (
              <SimilarRow key={company.company_id} company={company} />
            ))}
          </ul>
        </>
      )}
      {showAll}
    </ProfileCard>
  );
}
