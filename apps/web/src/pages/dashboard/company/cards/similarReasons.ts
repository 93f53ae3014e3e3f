import { formatCount, type Lang, type SimilarReason, type SizeBand } from '@fd/contract';

/** Units of money limits, largest first: [size, German, English]. */
const UNITS = [
  [1e9, 'Mrd.', 'B'],
  [1e6, 'Mio.', 'M'],
  [1e3, 'Tsd.', 'K'],
] as const;

/** A band's upper limit as people say it: the next band's start (49.999.999,99 → 50 Mio.). */
const upper = (band: SizeBand) => (band.max === null ? null : Math.round(band.max));

function unitOf(value: number) {
  return UNITS.find(([size]) => value >= size) ?? ([1, '', ''] as const);
}

function amount(value: number, size: number, lang: Lang): string {
  return (value / size).toLocaleString(lang === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 1 });
}

/** One money limit with its unit: '250 Mio. €' / '€250M'. */
function money(value: number, lang: Lang): string {
  const [size, de, en] = unitOf(value);
  const number = amount(value, size, lang);
  return lang === 'de' ? `${number}${de ? ` ${de}` : ''} €` : `€${number}${en}`;
}

/**
 * A revenue band in short form: '10–50 Mio. €' / '€10–50M' when both limits share a unit,
 * '250 Mio. € – 1 Mrd. €' when not, 'unter 2 Mio. €' / 'ab 1 Mrd. €' at the ends.
 */
export function revenueBandText(band: SizeBand, lang: Lang, words: { under: string; from: string }): string {
  const high = upper(band);
  if (high === null) return `${words.from} ${money(band.min, lang)}`;
  if (band.min === 0) return `${words.under} ${money(high, lang)}`;
  const [size, de, en] = unitOf(high);
  if (unitOf(band.min)[0] !== size) return `${money(band.min, lang)} – ${money(high, lang)}`;
  const span = `${amount(band.min, size, lang)}–${amount(high, size, lang)}`;
  return lang === 'de' ? `${span} ${de} €` : `€${span}${en}`;
}

/** An employee band's numbers: '50–249', or the open ends as `{ upTo }` / `{ from }` say. */
export function employeeBandSpan(
  band: SizeBand,
  lang: Lang,
): { kind: 'span' | 'upTo' | 'from'; text: string } {
  if (band.max === null) return { kind: 'from', text: formatCount(band.min, lang) };
  if (band.min === 0) return { kind: 'upTo', text: formatCount(band.max, lang) };
  return { kind: 'span', text: `${formatCount(band.min, lang)}–${formatCount(band.max, lang)}` };
}

/** Whole kilometres from 1 km; below that the card says 'less than 1 km'. */
export function distanceText(
  reason: Extract<SimilarReason, { kind: 'distance' }>,
  lang: Lang,
): string | null {
  return reason.km < 1 ? null : formatCount(reason.km, lang);
}
