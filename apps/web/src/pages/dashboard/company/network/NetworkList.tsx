/** The network as lists of links: the keyboard and screen-reader view of the graph, and the small-screen one. */
import type { NetworkEdge, NetworkNode } from '@fd/contract';
import { useTranslation } from 'react-i18next';
import { personPath } from '../../../../features/api/people';
import { CompanyLink } from '../../../../features/companies/CompanyLink';
import { useDataTerms } from '../../../../features/companies/useDataTerms';
import { PersonLink } from '../../../../features/company-profile/companyOrigin';
import { formatDateTime } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import cardStyles from '../cards/cards.module.css';
import styles from './network.module.css';
import { type NetworkSections, personAnchor, type Tie } from './networkModel';

function CompanyName({ node }: { node: NetworkNode }) {
  const { t } = useTranslation();
  if (node.company_id === null)
    return (
      <span>
        {node.name} <span className={styles.meta}>({t('network.list.outside')})</span>
      </span>
    );
  return (
    <CompanyLink companyId={node.company_id} newTab={false}>
      {node.name}
    </CompanyLink>
  );
}

function useTieText() {
  const { t } = useTranslation();
  const lang = useLang();
  const terms = useDataTerms();
  /** `relation` names the tie from the page's company's side (a subsidiary, not its parent). */
  return (edge: NetworkEdge, relation?: string): string => {
    const parts: string[] = [
      relation ?? (edge.role ? terms.position(edge.role) : t(`network.kind.${edge.kind}`)),
    ];
    if (edge.share !== null && edge.share < 100) parts.push(t('network.list.share', { share: edge.share }));
    const since = edge.since ? formatDateTime(edge.since, lang) : null;
    const until = edge.until ? formatDateTime(edge.until, lang) : null;
    if (since && until) parts.push(t('network.list.period', { from: since, to: until }));
    else if (since) parts.push(t('network.list.since', { date: since }));
    else if (until) parts.push(t('network.list.until', { date: until }));
    if (edge.ended) parts.push(t('network.list.ended'));
    return parts.join(' · ');
  };
}

function TieList({ title, ties, relation }: { title: string; ties: Tie[]; relation?: string }) {
  const tieText = useTieText();
  if (ties.length === 0) return null;
  return (
    <section className={cardStyles.section}>
      <h3 className={cardStyles.subheading}>{title}</h3>
      <ul>
        {ties.map(({ node, edge }) => (
          <li key={`${node.id}-${edge.kind}`} className={edge.ended ? styles.ended : undefined}>
            <CompanyName node={node} /> <span className={styles.meta}>{tieText(edge, relation)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NetworkList({ sections }: { sections: NetworkSections }) {
  const { t } = useTranslation();
  const tieText = useTieText();
  return (
    <div className={styles.list}>
      <TieList title={t('network.list.parents')} ties={sections.parents} />
      <TieList
        title={t('network.list.subsidiaries')}
        ties={sections.subsidiaries}
        relation={t('network.list.subsidiary')}
      />
      {sections.companies.length > 0 && (
        <section className={cardStyles.section}>
          <h3 className={cardStyles.subheading}>{t('network.list.companies')}</h3>
          <ul>
            {sections.companies.map((node) => (
              <li key={node.id}>
                <CompanyName node={node} />{' '}
                <span className={styles.meta}>{t('network.list.distance', { count: node.distance })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {sections.people.length > 0 && (
        <section className={cardStyles.section}>
          <h3 className={cardStyles.subheading}>{t('network.list.people')}</h3>
          <ul>
            {sections.people.map(({ person, mandates }) => (
              <li key={person.id} id={personAnchor(person.id)} className={styles.person} tabIndex={-1}>
                <strong>
                  <PersonLink to={personPath(person.id)}>{person.name}</PersonLink>
                </strong>
                <ul className={styles.mandates}>
                  {mandates.map(({ node, edge }) => (
                    <li
                      key={`${node.id}-${edge.kind}-${edge.role}`}
                      className={edge.ended ? styles.ended : undefined}
                    >
                      <CompanyName node={node} /> <span className={styles.meta}>{tieText(edge)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
