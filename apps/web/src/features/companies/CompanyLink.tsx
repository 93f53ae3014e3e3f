import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface CompanyLinkProps {
  companyId: number;
  newTab: boolean;
  className?: string;
  children: ReactNode;
}

/** Link to a company page, optionally in a new tab (top 500). */
export function CompanyLink({ companyId, newTab, className, children }: CompanyLinkProps) {
  const { t } = useTranslation();
  const to = `/dashboard/companies/${companyId}`;
  if (!newTab) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <Link to={to} className={className} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </Link>
  );
}
