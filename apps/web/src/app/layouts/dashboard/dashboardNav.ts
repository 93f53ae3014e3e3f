import {
  BookUser,
  Building2,
  CreditCard,
  Eye,
  FileSpreadsheet,
  History,
  LifeBuoy,
  ListChecks,
  LogOut,
  type LucideIcon,
  UserCog,
  Users,
} from 'lucide-react';

/**
 * Who sees a sidebar entry: everyone; everyone but anonymous users get a lock and /login
 * ('locked'); or only signed-in users ('member').
 */
export type NavAccess = 'public' | 'locked' | 'member';

export interface DashboardNavItem {
  key:
    | 'companies'
    | 'employees'
    | 'leadlist'
    | 'contacts'
    | 'matching'
    | 'watchlist'
    | 'recent'
    | 'account'
    | 'billing'
    | 'logout'
    | 'support';
  icon: LucideIcon;
  access: NavAccess;
}

/** The sidebar in the product's order. */
export const DASHBOARD_NAV: readonly DashboardNavItem[] = [
  { key: 'companies', icon: Building2, access: 'public' },
  { key: 'employees', icon: Users, access: 'public' },
  { key: 'leadlist', icon: ListChecks, access: 'locked' },
  { key: 'contacts', icon: BookUser, access: 'locked' },
  { key: 'matching', icon: FileSpreadsheet, access: 'locked' },
  { key: 'watchlist', icon: Eye, access: 'locked' },
  { key: 'recent', icon: History, access: 'locked' },
  { key: 'account', icon: UserCog, access: 'member' },
  { key: 'billing', icon: CreditCard, access: 'member' },
  { key: 'logout', icon: LogOut, access: 'member' },
  { key: 'support', icon: LifeBuoy, access: 'public' },
];
