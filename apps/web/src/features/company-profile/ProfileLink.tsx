import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { searchOriginState } from './searchOrigin';

export interface ProfileLinkProps {
  kind: 'company' | 'employee';
  id: number;
  className?: string;
  children: ReactNode;
}

/** A link to a company or employee page that keeps the search it was opened from for 'back'. */
export function ProfileLink({ kind, id, className, children }: ProfileLinkProps) {
  const location = useLocation();
  const to = kind === 'company' ? `/dashboard/companies/${id}` : `/dashboard/employees/${id}`;
  return (
    <Link to={to} state={searchOriginState(location)} className={className}>
      {children}
    </Link>
  );
}
