/**
 * Every address the web app renders a page for. The web app's router is built from these
 * patterns and the server answers 404 (still with the app's HTML) for any other path.
 * `:name` matches one path segment.
 */
export const CLIENT_ROUTES = {
  landing: '/',
  search: '/suche',
  top500: '/top500',
  statistics: '/statistik',
  contact: '/kontakt',
  login: '/login',
  register: '/register',
  resetPassword: '/reset-password',
  resetPasswordConfirm: '/reset-password/confirm',
  cookies: '/cookies',
  privacy: '/privacy',
  privacyRequest: '/datenschutz-anfrage',
  privacyRequestEn: '/privacy-request',
  imprint: '/impressum',
  dataSources: '/datenquellen',
  terms: '/terms',
  dashboard: '/dashboard',
  companies: '/dashboard/companies',
  company: '/dashboard/companies/:companyId',
  employees: '/dashboard/employees',
  employee: '/dashboard/employees/:employeeId',
  person: '/dashboard/people/:personKey',
  billing: '/dashboard/billing',
  logout: '/dashboard/logout',
  leadlist: '/dashboard/leadlist',
  contacts: '/dashboard/contacts',
  matching: '/dashboard/matching',
  watchlist: '/dashboard/watchlist',
  recent: '/dashboard/recent',
  account: '/dashboard/account',
  support: '/dashboard/support',
  operator: '/operator',
} as const;

export type ClientRouteName = keyof typeof CLIENT_ROUTES;

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

const PATTERNS = Object.entries(CLIENT_ROUTES).map(
  ([name, pattern]) => [name as ClientRouteName, segments(pattern)] as const,
);

/** The route a path belongs to (query and hash are ignored, a trailing slash too), or null. */
export function clientRouteName(url: string): ClientRouteName | null {
  const path = url.split(/[?#]/)[0] ?? '';
  let parts: string[];
  try {
    parts = segments(path).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  const found = PATTERNS.find(
    ([, pattern]) =>
      pattern.length === parts.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index]),
  );
  return found ? found[0] : null;
}

/** Whether the web app has a page for this path (query and hash are ignored, a trailing slash too). */
export function isClientRoute(url: string): boolean {
  return clientRouteName(url) !== null;
}

const DASHBOARD_LAYOUT = 'src/app/layouts/dashboard/DashboardLayout.tsx';
const dashboard = (page: string) => [DASHBOARD_LAYOUT, `src/pages/dashboard/${page}.tsx`] as const;

/**
 * The web app's lazily loaded modules each route renders (source paths under apps/web, as Vite's
 * manifest names them), so that the server can preload their chunks with the page
 * (docs/decisions/200); `notFound` is the page for every other path. The web app's `pages.ts`
 * imports exactly these modules (route-modules.test.ts).
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
