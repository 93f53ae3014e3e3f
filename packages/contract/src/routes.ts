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

// Built on first use: the web app takes CLIENT_ROUTES from this module, not these patterns.
let patterns: (readonly [ClientRouteName, string[]])[] | undefined;

/** The route a path belongs to (query and hash are ignored, a trailing slash too), or null. */
export function clientRouteName(url: string): ClientRouteName | null {
  const path = url.split(/[?#]/)[0] ?? '';
  let parts: string[];
  try {
    parts = segments(path).map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
  patterns ??= Object.entries(CLIENT_ROUTES).map(
    ([name, pattern]) => [name as ClientRouteName, segments(pattern)] as const,
  );
  const found = patterns.find(
    ([, pattern]) =>
      pattern.length === parts.length &&
      pattern.every((segment, index) => segment.startsWith(':') || segment === parts[index]),
  );
  return found ? found[0] : null;
}
