/** The company's group in the overview card: parents linked to their pages, subsidiaries and the whole group. */
import type { CompanyGroup, GroupCompany } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyLink } from '../../../../features/companies/CompanyLink';
import { EmptyNote } from '../../../../features/company-profile/EmptyNote';
import { type Fact, FactList } from '../../../../features/company-profile/FactList';
import { groupSearchPath } from '../../../../features/search/groupSearch';
import { NETWORK_CARD_ID } from '../network/networkModel';
import styles from './cards.module.css';

export interface GroupFactsProps {
  company: GroupCompany;
  group: CompanyGroup;
  /** The server could not read the group (its search engine is away): say so, never "no group". */
  unavailable?: boolean;
}

const companyLink = (company: GroupCompany) => (
  <CompanyLink companyId={company.company_id} newTab={false}>
    {company.company_name}
  </CompanyLink>
);

export function GroupFacts({ company, group, unavailable }: GroupFactsProps) {
  const { t } = useTranslation();
  if (unavailable)
    return (
      <div className={styles.section} data-testid="company-group">
        <h3 className={styles.subheading}>{t('network.group.title')}</h3>
        <EmptyNote text={t('network.group.unavailable')} />
      </div>
    );
  if (group.members <= 1 && !group.direct_parent) return null;
  const top = group.ultimate_parent ?? company;
  const facts: Fact[] = [];
  const sameParent = group.ultimate_parent?.company_id === group.direct_parent?.company_id;
  if (group.ultimate_parent && !sameParent)
    facts.push({ label: t('network.group.ultimateParent'), value: companyLink(group.ultimate_parent) });
  if (group.direct_parent)
    facts.push({
      label: t(sameParent ? 'network.group.directAndUltimateParent' : 'network.group.directParent'),
      value: companyLink(group.direct_parent),
    });
  facts.push({
    label: t('network.group.subsidiaries'),
    value:
      group.subsidiaries > 0 ? (
        <a href={`#${NETWORK_CARD_ID}`}>
          {t('network.group.subsidiaryCount', { count: group.subsidiaries })}
        </a>
      ) : (
        t('network.group.subsidiaryCount', { count: 0 })
      ),
  });
  facts.push({
    label: t('network.group.members'),
    value: <Link to={groupSearchPath(top)}>{t('network.group.memberCount', { count: group.members })}</Link>,
  });
  return (
    <div className={styles.section} data-testid="company-group">
      <h3 className={styles.subheading}>{t('network.group.title')}</h3>
      <FactList facts={facts} />
    </div>
  );
}
