import { lazyPage } from './lazyPage';

/** Every page is its own chunk, so that the landing page loads only what it needs. */
export const LandingPage = lazyPage(() => import('../pages/landing/LandingPage'), 'LandingPage');
export const Top500Page = lazyPage(() => import('../pages/top500/Top500Page'), 'Top500Page');
export const StatisticsPage = lazyPage(() => import('../pages/statistics/StatisticsPage'), 'StatisticsPage');
export const ContactPage = lazyPage(() => import('../pages/contact/ContactPage'), 'ContactPage');
export const LoginPage = lazyPage(() => import('../pages/login/LoginPage'), 'LoginPage');
export const RegisterPage = lazyPage(() => import('../pages/register/RegisterPage'), 'RegisterPage');
export const ResetPasswordPage = lazyPage(
  () => import('../pages/reset-password/ResetPasswordPage'),
  'ResetPasswordPage',
);
export const SetNewPasswordPage = lazyPage(
  () => import('../pages/reset-password-confirm/SetNewPasswordPage'),
  'SetNewPasswordPage',
);
export const PrivacyPage = lazyPage(() => import('../pages/legal/PrivacyPage'), 'PrivacyPage');
export const PrivacyRequestPage = lazyPage(
  () => import('../pages/privacy-request/PrivacyRequestPage'),
  'PrivacyRequestPage',
);
export const ImprintPage = lazyPage(() => import('../pages/legal/ImprintPage'), 'ImprintPage');
export const DataSourcesPage = lazyPage(() => import('../pages/legal/DataSourcesPage'), 'DataSourcesPage');
export const TermsPage = lazyPage(() => import('../pages/legal/TermsPage'), 'TermsPage');
export const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage'), 'NotFoundPage');

export const DashboardLayout = lazyPage(
  () => import('./layouts/dashboard/DashboardLayout'),
  'DashboardLayout',
);
export const DashboardHomePage = lazyPage(
  () => import('../pages/dashboard/home/DashboardHomePage'),
  'DashboardHomePage',
);
export const CompanySearchPage = lazyPage(
  () => import('../pages/dashboard/companies/CompanySearchPage'),
  'CompanySearchPage',
);
export const CompanyPage = lazyPage(() => import('../pages/dashboard/company/CompanyPage'), 'CompanyPage');
export const EmployeeSearchPage = lazyPage(
  () => import('../pages/dashboard/employees/EmployeeSearchPage'),
  'EmployeeSearchPage',
);
export const EmployeePage = lazyPage(
  () => import('../pages/dashboard/employee/EmployeePage'),
  'EmployeePage',
);
export const PersonPage = lazyPage(() => import('../pages/dashboard/person/PersonPage'), 'PersonPage');
export const BillingPage = lazyPage(() => import('../pages/dashboard/billing/BillingPage'), 'BillingPage');
export const LogoutPage = lazyPage(() => import('../pages/dashboard/logout/LogoutPage'), 'LogoutPage');
export const LeadListPage = lazyPage(
  () => import('../pages/dashboard/leadlist/LeadListPage'),
  'LeadListPage',
);
export const ContactsPage = lazyPage(
  () => import('../pages/dashboard/contacts/ContactsPage'),
  'ContactsPage',
);
export const MatchingPage = lazyPage(
  () => import('../pages/dashboard/matching/MatchingPage'),
  'MatchingPage',
);
export const WatchlistPage = lazyPage(
  () => import('../pages/dashboard/watchlist/WatchlistPage'),
  'WatchlistPage',
);
export const RecentPage = lazyPage(() => import('../pages/dashboard/recent/RecentPage'), 'RecentPage');
export const AccountPage = lazyPage(() => import('../pages/dashboard/account/AccountPage'), 'AccountPage');
export const SupportPage = lazyPage(() => import('../pages/dashboard/support/SupportPage'), 'SupportPage');
export const OperatorPage = lazyPage(() => import('../pages/operator/OperatorPage'), 'OperatorPage');
