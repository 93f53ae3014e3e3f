import {
  formatCount,
  LANDING_PAGE_SIZE,
  type LandingSearchResponse,
  MAX_SEARCH_OFFSET,
  TOTAL_COUNT_CAP,
} from '@fd/contract';

/** The deepest page the API answers (offset ≤ MAX_SEARCH_OFFSET). */
export const MAX_LANDING_PAGE = Math.floor(MAX_SEARCH_OFFSET / LANDING_PAGE_SIZE) + 1;

export function landingPageCount(total: number): number {
  return Math.min(Math.ceil(total / LANDING_PAGE_SIZE), MAX_LANDING_PAGE);
}

/** The total as shown: German number format, '10.000+' when the server stopped counting. */
export function formatTotal(response: Pick<LandingSearchResponse, 'total' | 'total_capped'>): string {
  return response.total_capped ? `${formatCount(TOTAL_COUNT_CAP)}+` : formatCount(response.total);
}

/** 1-based positions of the first and last row on a page. */
export function pageRange(page: number, rowsOnPage: number): { from: number; to: number } {
  const from = (page - 1) * LANDING_PAGE_SIZE + 1;
  return { from, to: from + rowsOnPage - 1 };
}
