import {
  formatCount,
  LANDING_PAGE_SIZE,
  type LandingSearchResponse,
  type Lang,
  MAX_SEARCH_OFFSET,
  TOTAL_COUNT_CAP,
} from '@fd/contract';

/** The deepest page the API answers (offset ≤ MAX_SEARCH_OFFSET). */
export const MAX_LANDING_PAGE = Math.floor(MAX_SEARCH_OFFSET / LANDING_PAGE_SIZE) + 1;

export function landingPageCount(total: number): number {
  return Math.min(Math.ceil(total / LANDING_PAGE_SIZE), MAX_LANDING_PAGE);
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
