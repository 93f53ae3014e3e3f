import {
  type Company,
  type CompanyEvent,
  type CompanyGroup,
  eventSentence,
  type FinancialRecord,
  formatCount,
  formatRevenue,
  identifierLabelKey,
} from '@fd/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CompanyLink } from '../../../../features/companies/CompanyLink';
import { groupSearchPath } from '../../../../features/search/groupSearch';
import { formatIsoDate } from '../../../../i18n/dates';
import { useLang } from '../../../../i18n/useLang';
import { formatChange } from '../financial/financials';
import { StatusBadge } from '../StatusBadge';
import { lastEvent, latestFigures } from './keyFacts';
import styles from './summary.module.css';

export interface KeyFactsProps {
  company: Company;
  financials: readonly FinancialRecord[];
  group: CompanyGroup;
  events: readonly CompanyEvent[];
}

interface KeyFact {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * The strip under the company's name (issue 32 item 5): status, legal form, register and number,
 * founded, employees, latest revenue with its trend, the group's top and the last event. A fact
 * the record does not have is left out rather than shown as 'k. A.'.
 */
export function KeyFacts({ company, financials, group, events }: KeyFactsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const figures = latestFigures(financials);
  const event = lastEvent(events);
  const founded = formatIsoDate(company.date_founded, lang);
  const facts: KeyFact[] = [
    {
      key: 'status',
      label: t('companyPage.keyFacts.status'),
      value: <StatusBadge legalStatus={company.legal_status} />,
    },
  ];
  if (company.legal_form)
    facts.push({ key: 'legalForm', label: t('companyPage.keyFacts.legalForm'), value: company.legal_form });
  if (company.ID_Fb)
    facts.push({
      key: 'register',
      label: t(`companyPage.${identifierLabelKey('ID_Fb', company.address_country)}`),
      value: company.ID_Fb,
    });
  if (founded) facts.push({ key: 'founded', label: t('companyPage.keyFacts.founded'), value: founded });
  if (figures.employees !== null)
    facts.push({
      key: 'employees',
      label: t('companyPage.keyFacts.employees'),
      value: formatCount(figures.employees, lang),
    });
  if (figures.revenue !== null) {
    const trend = figures.revenueTrend;
    facts.push({
      key: 'revenue',
      label: t('companyPage.keyFacts.revenue', { year: figures.year }),
      value: (
        <>
          {formatRevenue(figures.revenue, lang)}
          {trend && (
            <span className={styles[trend.direction]}>
              {' '}
              {t('companyPage.keyFacts.trend', { change: formatChange(trend.percent, lang) })}
            </span>
          )}
        </>
      ),
    });
  }
  if (group.ultimate_parent)
    facts.push({
      key: 'group',
      label: t('companyPage.keyFacts.group'),
      value: (
        <CompanyLink companyId={group.ultimate_parent.company_id} newTab={false}>
          {group.ultimate_parent.company_name}
        </CompanyLink>
      ),
    });
  else if (group.members > 1)
    facts.push({
      key: 'group',
      label: t('companyPage.keyFacts.group'),
      value: (
        <Link to={groupSearchPath({ company_id: company.company_id, company_name: company.company_name })}>
          {t('companyPage.keyFacts.groupHead', { formatted: formatCount(group.members, lang) })}
        </Link>
      ),
    });
  if (event)
    facts.push({
      key: 'lastEvent',
      label: t('companyPage.keyFacts.lastEvent'),
      value: `${formatIsoDate(event.effective_date, lang)}: ${eventSentence(event, lang)}`,
    });

  return (
    <dl className={styles.facts} aria-label={t('companyPage.keyFacts.label')} data-testid="key-facts">
      {facts.map((fact) => (
        <div key={fact.key} className={styles.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
