/** Addresses the data sources page links to. */
export const SOURCE_LINKS = {
  gleif: 'https://www.gleif.org',
  offeneregister: 'https://offeneregister.de',
} as const;

export const LICENCE_LINKS = {
  cc0: 'https://creativecommons.org/publicdomain/zero/1.0/',
  ccBy: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
