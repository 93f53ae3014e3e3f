import { ArrowLeft } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './BackToSearchLink.module.css';

/**
 * The company page a person page was opened from: links to a person on a company page carry it
 * in the history state, so that the person page leads back to that company ("Zurück zu <Firma>",
 * issue 36 item 6) instead of to the search.
 */
export interface CompanyOrigin {
  company_id: number;
  company_name: string;
}

const CompanyOriginContext = createContext<CompanyOrigin | null>(null);

/** Wraps a company page: every PersonLink inside carries the company as its origin. */
export function CompanyOriginProvider({ origin, children }: { origin: CompanyOrigin; children: ReactNode }) {
  return <CompanyOriginContext.Provider value={origin}>{children}</CompanyOriginContext.Provider>;
}

/** A link to a person page that remembers the company page it was followed from. */
export function PersonLink({ to, children }: { to: string; children: ReactNode }) {
  const origin = useContext(CompanyOriginContext);
  return (
    <Link to={to} state={origin ? { company: origin } : undefined}>
      {children}
    </Link>
  );
}

/** The company a page was opened from, if the history state holds a valid one. */
export function readCompanyOrigin(state: unknown): CompanyOrigin | null {
  if (typeof state !== 'object' || state === null || !('company' in state)) return null;
  const { company } = state;
  if (typeof company !== 'object' || company === null) return null;
  const { company_id, company_name } = company as Record<string, unknown>;
  return typeof company_id === 'number' && typeof company_name === 'string'
    ? { company_id, company_name }
    : null;
}

/** "Zurück zu <Firma>" when the page was opened from a company page; null otherwise. */
export function BackToCompanyLink() {
  const { t } = useTranslation();
  const origin = readCompanyOrigin(useLocation().state);
  if (!origin) return null;
  return (
    <Link to={`/dashboard/companies/${origin.company_id}`} className={styles.back}>
      <ArrowLeft size={16} aria-hidden="true" />
      {t('network.person.backToCompany', { name: origin.company_name })}
    </Link>
  );
}
