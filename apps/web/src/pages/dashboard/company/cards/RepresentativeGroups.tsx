import { REPRESENTATIVES_PER_TITLE, type Representative } from '@fd/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personPath } from '../../../../features/api/people';
import { useDataTerms } from '../../../../features/companies/useDataTerms';
import { PersonLink } from '../../../../features/company-profile/companyOrigin';
import { uniqueKeys } from '../../../../features/company-profile/uniqueKeys';
import { formatIsoDate } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import styles from './cards.module.css';

export interface RepresentativeGroupsProps {
  representatives: readonly Representative[];
}

/**
 * Representatives by title as the reader reads it, in the order of first appearance ('Direktor' and
 * 'Direktorin' are one 'Director' group in English); first 3 per title, the rest on request.
 */
function groupByTitle(
  representatives: readonly Representative[],
  title: (value: string) => string,
): [string, Representative[]][] {
  const groups = new Map<string, Representative[]>();
  for (const person of representatives) {
    const group = groups.get(title(person.title));
    if (group) group.push(person);
    else groups.set(title(person.title), [person]);
  }
  return [...groups];
}

export function RepresentativeGroups({ representatives }: RepresentativeGroupsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const terms = useDataTerms();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (title: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(title)) next.add(title);
      return next;
    });

  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>{t('companyPage.board.representatives')}</h3>
      {groupByTitle(representatives, terms.position).map(([title, people]) => {
        const open = expanded.has(title);
        const hidden = people.length - REPRESENTATIVES_PER_TITLE;
        const shown = open ? people : people.slice(0, REPRESENTATIVES_PER_TITLE);
        const keys = uniqueKeys(shown, (person) => person.name);
        return (
          <div key={title} className={styles.section}>
            <h4 className={styles.groupTitle}>
              {title} <span className={styles.muted}>({people.length})</span>
            </h4>
            <ul className={styles.rows}>
              {shown.map((person, index) => (
                <li key={keys[index]} className={styles.rowItem}>
                  <span className={styles.rowMain}>
                    {person.person ? (
                      <PersonLink to={personPath(person.person)}>{person.name}</PersonLink>
                    ) : (
                      <span>{person.name}</span>
                    )}
                    {person.representation && (
                      <span className={styles.muted}>{terms.representation(person.representation)}</span>
                    )}
                  </span>
                  <span className={styles.muted}>
                    {[
                      person.location,
                      person.since && t('timeline.since', { date: formatIsoDate(person.since, lang) }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </li>
              ))}
            </ul>
            {hidden > 0 && (
              <button
                type="button"
                className={styles.textButton}
                aria-expanded={open}
                onClick={() => toggle(title)}
              >
                {open ? t('companyPage.board.showLess') : t('companyPage.board.showMore', { count: hidden })}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
