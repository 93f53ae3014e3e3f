/**
 * A profile page's 'back to search' link returns to the exact search the user came from. Links
 * into a profile carry that search in the history state (`{ from: '/dashboard/companies?search=…' }`),
 * so the shared URL stays clean and a reload or a new tab still has it.
 */
export interface SearchOriginState {
  from: string;
}

const SEARCH_PATHS = ['/dashboard/companies', '/dashboard/employees'];

function isSearchUrl(url: string): boolean {
  const path = url.split(/[?#]/)[0];
  return SEARCH_PATHS.includes(path ?? '');
}

/** State for a link into a profile, from the current location (a search page or another profile). */
export function searchOriginState(location: {
  pathname: string;
  search: string;
  state: unknown;
}): SearchOriginState | undefined {
  const current = `${location.pathname}${location.search}`;
  if (isSearchUrl(current)) return { from: current };
  return readSearchOrigin(location.state) ?? undefined;
}

/** The search a profile was opened from, if the history state holds one. */
export function readSearchOrigin(state: unknown): SearchOriginState | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  return typeof from === 'string' && isSearchUrl(from) ? { from } : null;
}
