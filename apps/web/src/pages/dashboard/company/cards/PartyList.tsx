import type { LinkedCompany, PartyRef } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { useDataTerms } from '../../../../features/companies/useDataTerms';
import { ProfileLink } from '../../../../features/company-profile/ProfileLink';
import { uniqueKeys } from '../../../../features/company-profile/uniqueKeys';
import styles from './cards.module.css';
import { distinctPartyNames } from './partyNames';

export interface PartyListProps {
  title: string;
  parties: readonly PartyRef[];
  /** Names of parties that are companies of the dataset (the record may hold only their id). */
  linked: readonly LinkedCompany[];
}

/** Owners, founders or subsidiaries: a name (a link when it is a company of the dataset) and a share. */
export function PartyList({ title, parties, linked }: PartyListProps) {
  const { t } = useTranslation();
  const terms = useDataTerms();
  const nameOf = (party: PartyRef) =>
    (party.name && terms.party(party.name)) ||
    linked.find((company) => company.company_id === party.company_id)?.company_name ||
    t('common.notAvailable');

  const keys = uniqueKeys(parties, (party) => String(party.company_id ?? party.name));
  // Subsidiaries of one name are told apart by their seat (issue 36: "Spree Bau Austria GmbH, Wien").
  const seatOf = (party: PartyRef) => {
    const company = linked.find((linkedCompany) => linkedCompany.company_id === party.company_id);
    if (!company) return null;
    return company.address_city ? terms.city(company.address_city) : terms.country(company.address_country);
  };
  const names = distinctPartyNames(parties, nameOf, seatOf);

  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>{title}</h3>
      <ul className={styles.rows}>
        {parties.map((party, index) => (
          <li key={keys[index]} className={styles.rowItem}>
            {party.company_id ? (
              <ProfileLink kind="company" id={party.company_id}>
                {names[index]}
              </ProfileLink>
            ) : (
              <span>{names[index]}</span>
            )}
            {typeof party.share === 'number' && (
              <span className={`${styles.muted} numeric`}>
                {t('companyPage.board.share', { share: party.share })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
