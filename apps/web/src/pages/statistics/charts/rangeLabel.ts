import type { Lang } from '@fd/contract';

const SCALE = { K: 1e3, M: 1e6, B: 1e9 } as const;

/**
 * A band label of the server ('100K – 1M', '≥ 1.000') with its numbers written by `format` in
 * the UI language: the server names its bands once, in a neutral shorthand.
 */
export function localizeRangeLabel(label: string, format: (value: number) => string): string {
  return label.replace(/(\d+(?:\.\d{3})*)([KMB])?/g, (_, digits: string, unit?: keyof typeof SCALE) =>
    format(Number(digits.replace(/\./g, '')) * (unit ? SCALE[unit] : 1)),
  );
}

/** Whole euro amounts of band limits: '€100K' / '100.000 €', '€1B' / '1 Mrd. €'. */
export function formatBandEuro(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'de' ? 'de-DE' : 'en-US', {
    style: 'currency',
    currency: 'EUR',
    notation: 'compact',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(value);
}
