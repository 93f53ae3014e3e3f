import {
  ANONYMOUS_SEARCH_DEPTH,
  formatCount,
  LANDING_PAGE_SIZE,
  type LandingSearchResponse,
  type Lang,
  MAX_SEARCH_OFFSET,
  TOTAL_COUNT_CAP,
} from '@fd/contract';

/** The deepest page the API answers (offset ≤ MAX_SEARCH_OFFSET). */
export const MAX_LANDING_PAGE = Math.floor(MAX_SEARCH_OFFSET / LANDING_PAGE_SIZE) + 1;

/** The deepest page a visitor without an account may open (docs/decisions/174). */
export const MAX_ANONYMOUS_LANDING_PAGE = Math.floor(ANONYMOUS_SEARCH_DEPTH / LANDING_PAGE_SIZE);

/** The deepest page this visitor may open. */
export function lastLandingPage(signedIn: boolean): number {
  return signedIn ? MAX_LANDING_PAGE : MAX_ANONYMOUS_LANDING_PAGE;
}

export function landingPageCount(total: number, signedIn: boolean): number {
  return Math.min(Math.ceil(total / LANDING_PAGE_SIZE), lastLandingPage(signedIn));
}

/** The total as shown: German number format, '10.000+' when the server stopped counting. */
export function formatTotal(
  response: Pick<LandingSearchResponse, 'total' | 'total_capped'>,
  lang: Lang,
): string {
  return response.total_capped ? `${formatCount(TOTAL_COUNT_CAP, lang)}+` : formatCount(response.total, lang);
}

/**
 * 1-based positions of the first and last row on a page, and the total they are 'of'. The
 * range never passes the total: an exact total smaller than the rows received (the count and
 * the page were read at different moments) grows to the rows shown.
 */
export function pageRange(
  page: number,
  rowsOnPage: number,
  response: Pick<LandingSearchResponse, 'total' | 'total_capped'>,
): { from: number; to: number; total: number } {
  const from = (page - 1) * LANDING_PAGE_SIZE + 1;
  const to = from + rowsOnPage - 1;
  return { from, to, total: response.total_capped ? response.total : Math.max(response.total, to) };
}
