import type { Lang } from '@fd/contract';

/** Short euro amounts for chart axes: '1,8 Bio. €' / '€1.8T'. */
export function formatCompactEuro(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', {
    style: 'currency',
    currency: 'EUR',
    notation: 'compact',
    maximumFractionDigits: 2,
  }).format(value);
}
