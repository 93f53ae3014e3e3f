/** The public navigation bar's links, in the product's order. */
export const PUBLIC_NAV = [
  { to: '/suche', labelKey: 'nav.search' },
  { to: '/top500', labelKey: 'nav.top500' },
  { to: '/statistik', labelKey: 'nav.statistics' },
  { to: '/kontakt', labelKey: 'nav.contact' },
] as const;
