/**
 * Names and addresses as the matcher compares them: folded (importers/name-key), the legal form
 * apart, '&' / '+' / 'und' as one word, and common abbreviations written out.
 */
import { boundedEditDistance, tokenize } from '@fd/contract';
import { splitLegalForm } from '../../importers/legal-forms';
import { canonicalToken, normalisePostcode } from '../../importers/name-key';

type Country = 'DE' | 'AT' | 'CH';

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  u: 'und',
  gebr: 'gebrueder',
  gebruder: 'gebrueder',
  geb: 'gebrueder',
  ges: 'gesellschaft',
  hdl: 'handel',
  hdls: 'handels',
  intl: 'international',
  int: 'international',
  st: 'sankt',
  verw: 'verwaltung',
  vertr: 'vertrieb',
  dr: 'doktor',
  ing: 'ingenieur',
  techn: 'technik',
  ind: 'industrie',
  svc: 'service',
  mgmt: 'management',
};

/**
 * A name's words (as split at spaces) with each abbreviation written out as the scoring folds it
 * ('Gebr.' → 'gebrueder'), null when no word is one: the name index holds 'Gebrüder', not 'Gebr.'.
 */
export function abbreviationsWrittenOut(words: readonly string[]): string[] | null {
  let written = false;
  const out = words.map((word) => {
    const tokens = tokenize(word);
    const token = tokens.length === 1 ? canonicalToken(tokens[0]!) : '';
    const full = ABBREVIATIONS[token];
    // Only a shortened word: 'Gebrüder' is itself in the index, in both spellings.
    if (full === undefined || full.length <= token.length + 1) return word;
    written = true;
    return full;
  });
  return written ? out : null;
}

/** A name's words as `nameSimilarity` compares them: joined as written and in sorted order. */
export interface NameWords {
  words: string[];
  joined: string;
  sorted: string;
}

export interface FoldedName extends NameWords {
  /** The legal form written at the end of the name ('GmbH'), null when none. */
  form: string | null;
}

export function nameWords(words: string[]): NameWords {
  return { words, joined: words.join(''), sorted: [...words].sort().join('') };
}

/** 'Gebr. Müller & Söhne GmbH' → words ['gebrueder', 'mueller', 'und', 'soehne'], form 'GmbH'. */
export function foldName(name: string, country: Country): FoldedName {
  const { base, form } = splitLegalForm(name, country);
  const words = tokenize(base.replace(/[&+]/g, ' und '))
    .map(canonicalToken)
    .map((word) => ABBREVIATIONS[word] ?? word);
  return { ...nameWords(words), form };
}

/** Stored legal forms are few ('GmbH', 'AG', …): each is put in canonical spelling once per country. */
const CANONICAL_FORMS_KEPT = 1000;
const canonicalForms = new Map<string, string>();

/** A stored legal form in the spelling `splitLegalForm` gives ('GmbH & Co. KG', 'e.K.'). */
export function canonicalForm(form: string | null, country: Country): string | null {
  if (!form) return null;
  const key = `${country} ${form}`;
  const known = canonicalForms.get(key);
  if (known !== undefined) return known;
  const canonical = splitLegalForm(`x ${form}`, country).form ?? form;
  if (canonicalForms.size >= CANONICAL_FORMS_KEPT) canonicalForms.clear();
  canonicalForms.set(key, canonical);
  return canonical;
}

export type NameVerdict = 'exact' | 'reordered' | 'typo' | 'partial';

function editSimilarity(a: string, b: string): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  return 1 - boundedEditDistance(a, b, longest) / longest;
}

const roundSimilarity = (similarity: number) => Math.round(similarity * 100) / 100;

/**
 * How alike two folded names are, 0 to 1: equal words 1, the same words in another order 0.97,
 * else the edit similarity of the words in either order (spaces left out, so 'Weber-Werke' and
 * 'Weberwerke' agree).
 */
export function nameSimilarity(
  a: string[] | NameWords,
  b: string[] | NameWords,
): { similarity: number; verdict: NameVerdict } {
  const x = Array.isArray(a) ? nameWords(a) : a;
  const y = Array.isArray(b) ? nameWords(b) : b;
  if (x.joined === y.joined) return { similarity: 1, verdict: 'exact' };
  if (x.sorted === y.sorted) return { similarity: 0.97, verdict: 'reordered' };
  const similarity = Math.max(editSimilarity(x.joined, y.joined), editSimilarity(x.sorted, y.sorted) - 0.02);
  const rounded = roundSimilarity(similarity);
  return { similarity: rounded, verdict: rounded >= 0.85 ? 'typo' : 'partial' };
}

/**
 * The most `nameSimilarity(a, b)` can be, from the lengths alone: the joined and the sorted
 * words are equally long, and no edit closes more than one letter of a difference in length.
 * A former name whose bound is no more than the similarity of the current name cannot beat it
 * and is not compared (docs/decisions/209).
 */
export function nameSimilarityBound(a: NameWords, b: NameWords): number {
  const longest = Math.max(a.joined.length, b.joined.length);
  if (longest === 0) return 1;
  return roundSimilarity(1 - Math.abs(a.joined.length - b.joined.length) / longest);
}

/** A street folded for comparison: 'Berliner Str. 2' and 'Berlinerstraße 2' → 'berlinerstrasse2'. */
export function foldStreet(street: string | null): string | null {
  if (!street) return null;
  const words = tokenize(street)
    .map(canonicalToken)
    .map((word) => word.replace(/str$/, 'strasse').replace(/^str$/, 'strasse'));
  const folded = words.join('');
  return folded.length > 0 ? folded : null;
}

export function foldCity(city: string | null): string | null {
  if (!city) return null;
  const folded = tokenize(city).map(canonicalToken).join(' ');
  return folded.length > 0 ? folded : null;
}

/** Whether two folded cities agree: equal, or one is the other's first words ('frankfurt' / 'frankfurt am main'). */
export function citiesAgree(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b} `) || b.startsWith(`${a} `);
}

export { normalisePostcode };

/** A former address as address_change events carry it: 'Street 1, 12345 City'. */
export function parseAddress(text: string): {
  street: string | null;
  postcode: string | null;
  city: string | null;
} {
  const m = /^(.*),\s*(\S+)\s+(.+)$/.exec(text.trim());
  if (!m) return { street: text, postcode: null, city: null };
  return { street: m[1]!, postcode: m[2]!, city: m[3]! };
}
