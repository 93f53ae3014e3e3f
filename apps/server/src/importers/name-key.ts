/**
 * Keys for entity resolution by name: the name without its legal form, folded so that spellings
 * of one name agree ('Müller', 'MUELLER', 'Mueller' → 'mueller'), and that with the postcode.
 */
import { foldToken, tokenize } from '@fd/contract';
import { splitLegalForm } from './legal-forms';
import type { DachCountry } from './types';

const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/** One spelling per token: umlauts written out (the way a register without umlauts spells them), accents dropped. */
export function canonicalToken(token: string): string {
  return foldToken(token.toLowerCase().replace(/[äöüß]/g, (ch) => UMLAUTS[ch] ?? ch));
}

/** Folded words of the name without its legal form; null when nothing is left. */
export function nameKey(name: string, country: DachCountry): string | null {
  const { base } = splitLegalForm(name, country);
  const key = tokenize(base).map(canonicalToken).join(' ');
  return key.length > 0 ? key : null;
}

/** Postcode as digits of the country's length ('D-80333' → '80333', 'A-1010' → '1010'). */
export function normalisePostcode(postcode: string | null | undefined, country: DachCountry): string | null {
  if (!postcode) return null;
  const digits = postcode
    .trim()
    .replace(/^(?:D|A|CH|DE|AT)[-\s]?/i, '')
    .replace(/\s+/g, '');
  const length = country === 'DE' ? 5 : 4;
  return new RegExp(`^\\d{${length}}$`).test(digits) ? digits : null;
}

export function namePostcodeKey(
  key: string | null,
  postcode: string | null,
  country: DachCountry,
): string | null {
  return key && postcode ? `${country}:${postcode}:${key}` : null;
}
