/** Country codes of company_facets (the filter index keeps a company's country as one of these). */
export const COUNTRY_CODES: Record<string, number> = { Austria: 1, Germany: 2, Switzerland: 3 };
