import { type CompanyRangeIndicator, type CompanySearchResult, formatCount } from '@fd/contract';
import { BarChart3, MapPin, Navigation, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GroupParentLine } from '../../../features/companies/GroupParentLine';
import { ProfileLink } from '../../../features/company-profile/ProfileLink';
import { SyntheticBadge } from '../../../features/provenance/SyntheticBadge';
import { FuzzyMatchMark } from '../../../features/search/FuzzyMatchMark';
import { figureText } from '../../../features/search/figureText';
import { AddToListMenu } from '../../../features/workspace/AddToListMenu';
import { WatchButton } from '../../../features/workspace/WatchButton';
import { useLang } from '../../../i18n/useLang';
import styles from './CompanyResultItem.module.css';
import { LegalStatus } from './LegalStatus';

export interface CompanyResultItemProps {
  result: CompanySearchResult;
}

/**
 * A company in the result list: name, address, status, what data we hold, the distance, and
 * the figures the search filtered or sorted on (docs/decisions/191).
 */
export function CompanyResultItem({ result }: CompanyResultItemProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { counts } = result;
  const figure = (count: number) => ({ count, formatted: formatCount(count, lang) });
  const asked = Object.entries(result.figures ?? {}) as [CompanyRangeIndicator, number | null][];
  return (
    <article className={styles.item}>
      <div className={styles.head}>
        <h3 className={styles.name}>
          <ProfileLink kind="company" id={result.company_id}>
            {result.company_name}
          </ProfileLink>
          <FuzzyMatchMark match={result.match} />
        </h3>
        <div className={styles.actions}>
          {/* Beside the heading, not in it: the heading's name stays the company's name. */}
          {result.synthetic && <SyntheticBadge compact />}
          <LegalStatus status={result.legal_status} />
          <WatchButton companyId={result.company_id} companyName={result.company_name} variant="icon" />
          <AddToListMenu companyIds={[result.company_id]} variant="icon" align="end" />
        </div>
      </div>
      <p className={styles.address}>
        <MapPin size={14} aria-hidden="true" />
        {result.address || t('search.companyResult.noAddress')}
      </p>
      <GroupParentLine parent={result.group_parent} />
      <ul className={styles.counts}>
        <li>
          <Users size={14} aria-hidden="true" />
          {t('search.companyResult.employees', figure(counts.employees))}
        </li>
        <li>
          <BarChart3 size={14} aria-hidden="true" />
          {counts.financials === 0 && !result.synthetic
            ? t('search.companyResult.financialsNotPublished')
            : t('search.companyResult.financials', figure(counts.financials))}
        </li>
        <li>
          <UserCheck size={14} aria-hidden="true" />
          {t('search.companyResult.representatives', figure(counts.representatives))}
        </li>
        {typeof result.distance_km === 'number' && (
          <li className={styles.distance}>
            <Navigation size={14} aria-hidden="true" />
            {t('search.companyResult.distance', {
              distance: result.distance_km.toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', {
                maximumFractionDigits: 1,
              }),
            })}
          </li>
        )}
      </ul>
      {asked.length > 0 && (
        <dl className={styles.figures} aria-label={t('search.companyResult.figures')}>
          {asked.map(([indicator, value]) => (
            <div key={indicator} className={styles.figure}>
              <dt>{t(`search.indicators.${indicator}`)}</dt>
              <dd data-figure={indicator}>{figureText(indicator, value, lang)}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}
