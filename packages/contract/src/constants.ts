/** The product's business constants (page sizes, delays) and the limits the API enforces. */

export const LANDING_PAGE_SIZE = 25;
export const TOP_COMPANIES_TOTAL = 500;
export const TOP_COMPANIES_PAGE_SIZE = 25;
export const DASHBOARD_PAGE_SIZE = 10;
/** Largest page a client may ask for on list endpoints. */
export const MAX_PAGE_SIZE = 100;
/** Deepest offset the landing search pages to; beyond it results are not ranked reliably. */
export const MAX_SEARCH_OFFSET = 10_000;
/**
 * Results a client without an account may page through in the landing search: more than a
 * person reads (ten pages); signed in, up to MAX_SEARCH_OFFSET (docs/decisions/174).
 */
export const ANONYMOUS_SEARCH_DEPTH = 250;
/** Totals are exact up to this cap, then reported as capped (docs/decisions/070). */
export const TOTAL_COUNT_CAP = 10_000;

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;
export const MINIMUM_AGE = 18;

export const DASHBOARD_MIN_QUERY_LENGTH = 3;
export const LANDING_SUGGEST_MIN_LENGTH = 2;
export const LANDING_SUGGEST_DEBOUNCE_MS = 500;
export const LANDING_SUGGEST_LIMIT = 5;
export const FILTER_AUTOCOMPLETE_DEBOUNCE_MS = 300;
export const DROPDOWN_BLUR_DELAY_MS = 200;
export const MAX_KEYWORD_LENGTH = 200;

export const HERO_ROTATION_MS = 3000;
export const CLOCK_REFRESH_MS = 60_000;
export const NAVBAR_SCROLL_THRESHOLD_PX = 50;
export const CONTACT_SIMULATION_MS = 1500;
export const COOKIE_BANNER_DELAY_MS = 1000;
export const COOKIE_BANNER_CLOSE_MS = 400;
export const COPIED_LABEL_MS = 2000;
export const REPORT_SUCCESS_CLOSE_MS = 2000;
export const REFRESH_REENABLE_MS = 1000;

export const RESULT_LIST_HEIGHT_PX = 600;
export const REPRESENTATIVES_PER_TITLE = 3;
export const SHARE_DESCRIPTION_LENGTH = 200;
export const MAP_ZOOM_RESULTS = 7;
export const MAP_ZOOM_COMPANY = 12;

export const COUNTRIES = ['Austria', 'Germany', 'Switzerland'] as const;
export type CountryName = (typeof COUNTRIES)[number];
export const LEGAL_STATUSES = ['Active', 'Inactive'] as const;

export const BILLING_PLAN_PRICE_EUR = 250;

export const CONTACT_INFO = {
  phone: '+43 1 890 12 34',
  email: 'office@firmenradar.at',
  street: 'Mariahilfer Straße 123/4',
  postcode: '1060',
  city: 'Wien',
  country: 'Österreich',
} as const;

export const BUSINESS_HOURS = 'Mon-Fri 9:00-18:00';

/** Header carrying the CSRF token for state-changing requests without an Origin header. */
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_COOKIE = 'fr_csrf';
export const SESSION_COOKIE = 'fr_session';
