import type { ClientRouteName } from './routes';

const DASHBOARD_LAYOUT = 'src/app/layouts/dashboard/DashboardLayout.tsx';
const dashboard = (page: string) => [DASHBOARD_LAYOUT, `src/pages/dashboard/${page}.tsx`] as const;

/**
 * The web app's lazily loaded modules each route renders (source paths under apps/web, as Vite's
 * manifest names them), so that the server can preload their chunks with the page
 * (docs/decisions/200); `notFound` is the page for every other path. The web app's `pages.ts`
 * imports exactly these modules (route-modules.test.ts). A module of its own, so that the
 * web app's bundle, which takes CLIENT_ROUTES from this package, never carries these paths.
 */
export const ROUTE_MODULES: Record<ClientRouteName | 'notFound', readonly string[]> = {
  landing: ['src/pages/landing/LandingPage.tsx'],
  search: ['src/pages/landing/LandingPage.tsx'],
  top500: ['src/pages/top500/Top500Page.tsx'],
  statistics: ['src/pages/statistics/StatisticsPage.tsx'],
  contact: ['src/pages/contact/ContactPage.tsx'],
  login: ['src/pages/login/LoginPage.tsx'],
  register: ['src/pages/register/RegisterPage.tsx'],
  resetPassword: ['src/pages/reset-password/ResetPasswordPage.tsx'],
  resetPasswordConfirm: ['src/pages/reset-password-confirm/SetNewPasswordPage.tsx'],
  cookies: ['src/pages/legal/PrivacyPage.tsx'],
  privacy: ['src/pages/legal/PrivacyPage.tsx'],
  privacyRequest: ['src/pages/privacy-request/PrivacyRequestPage.tsx'],
  privacyRequestEn: ['src/pages/privacy-request/PrivacyRequestPage.tsx'],
  imprint: ['src/pages/legal/ImprintPage.tsx'],
  dataSources: ['src/pages/legal/DataSourcesPage.tsx'],
  terms: ['src/pages/legal/TermsPage.tsx'],
  operator: ['src/pages/operator/OperatorPage.tsx'],
  notFound: ['src/pages/not-found/NotFoundPage.tsx'],
  dashboard: dashboard('home/DashboardHomePage'),
  companies: dashboard('companies/CompanySearchPage'),
  company: dashboard('company/CompanyPage'),
  employees: dashboard('employees/EmployeeSearchPage'),
  employee: dashboard('employee/EmployeePage'),
  person: dashboard('person/PersonPage'),
  billing: dashboard('billing/BillingPage'),
  logout: dashboard('logout/LogoutPage'),
  leadlist: dashboard('leadlist/LeadListPage'),
  contacts: dashboard('contacts/ContactsPage'),
  matching: dashboard('matching/MatchingPage'),
  watchlist: dashboard('watchlist/WatchlistPage'),
  recent: dashboard('recent/RecentPage'),
  account: dashboard('account/AccountPage'),
  support: dashboard('support/SupportPage'),
};
