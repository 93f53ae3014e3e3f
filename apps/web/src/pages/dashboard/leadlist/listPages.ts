import { LIST_PAGE_SIZE, WORKSPACE_LIMITS } from '@fd/contract';

/** How many pages of a list's companies were shown ('show more'), so that a reload keeps them. */
export const LIST_PAGES_PARAM = 'pages';
/** A list never holds more pages than its item limit allows. */
const MAX_LIST_PAGES = Math.ceil(WORKSPACE_LIMITS.itemsPerList / LIST_PAGE_SIZE);

/** The pages to load from the address: a whole number from 2 to the limit, else 1. */
export function readListPages(raw: string | null): number {
  const pages = Number(raw);
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, MAX_LIST_PAGES) : 1;
}

/** The address's parameters with the pages shown for `loaded` companies (1 page is left out). */
export function withListPages(params: URLSearchParams, loaded: number): URLSearchParams {
  const pages = Math.max(1, Math.ceil(loaded / LIST_PAGE_SIZE));
  const next = new URLSearchParams(params);
  if (pages > 1) next.set(LIST_PAGES_PARAM, String(pages));
  else next.delete(LIST_PAGES_PARAM);
  return next;
}
