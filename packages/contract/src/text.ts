/**
 * Name folding for search: case, accents and German spellings both ways.
 * A name is indexed under every spelling a user may type; a query is folded once.
 *   'Müller'  → muller, mueller
 *   'Mueller' → mueller, muller
 *   'Straße'  → strasse
 */

const UMLAUT_EXPANSION: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };
const expandUmlaut = (ch: string) => UMLAUT_EXPANSION[ch] ?? ch;

// Each evaluation of a regular expression literal makes a new RegExp object: made once here, not
// for every token of every name folded (the change follower folds every changed company's name on a
// serving thread; docs/decisions/216). None is sticky or tested with `g`, so none keeps a position
// between calls (`replace` and `split` start a global one from 0).
const WORD_SEPARATORS = /[^\p{L}\p{N}]+/u;
const NON_ASCII = /[^\0-\x7f]/;
const SHARP_S = /ß/g;
const MARKS = /\p{M}+/gu;
const UMLAUT = /[äöüß]/;
const UMLAUTS = /[äöüß]/g;
const VOWEL_E = /[aou]e/;
const VOWELS_E = /([aou])e/g;

/** Lower-cased words of a name: letters and digits, everything else separates. */
export function tokenize(text: string): string[] {
  return lowerCaseSplit(text).filter((token) => token.length > 0);
}

/** The lower-cased text split at every run of separators: the words and, at the ends, empty strings. */
function lowerCaseSplit(text: string): string[] {
  return text.toLowerCase().split(WORD_SEPARATORS);
}

function stripAccents(token: string): string {
  // ASCII has no ß, no marks and is its own NFD: most tokens skip the normalisation.
  if (!NON_ASCII.test(token)) return token;
  return token.replace(SHARP_S, 'ss').normalize('NFD').replace(MARKS, '');
}

/** The query folding: umlauts lose their dots ('müller' → 'muller'), ß → ss. */
export function foldToken(token: string): string {
  return stripAccents(token.toLowerCase());
}

/** Every spelling a token is indexed under. */
export function tokenVariants(token: string): string[] {
  const variants: string[] = [];
  forEachTokenVariant(token, (variant) => variants.push(variant));
  return variants;
}

/** Calls `visit` with each spelling a token is indexed under (one or two), building no array. */
function forEachTokenVariant(token: string, visit: (variant: string) => void): void {
  const lower = token.toLowerCase();
  const base = foldToken(lower);
  let other: string | null = null;
  if (UMLAUT.test(lower)) {
    other = stripAccents(lower.replace(UMLAUTS, expandUmlaut));
  } else if (VOWEL_E.test(base)) {
    // 'mueller' was written without umlaut; a user may type 'müller' (→ 'muller').
    other = base.replace(VOWELS_E, '$1');
  }
  visit(base);
  if (other !== null && other !== base) visit(other);
}

/**
 * Calls `visit` with every term a name is indexed under, a term as often as the name has it: the
 * `nameIndexTerms` without their set, for a loop that only tests terms (the follower's common-term
 * bitmaps, which run for every changed company beside an import; docs/decisions/216).
 */
export function forEachNameIndexTerm(name: string, visit: (term: string) => void): void {
  for (const token of lowerCaseSplit(name)) if (token.length > 0) forEachTokenVariant(token, visit);
}

/** The terms a name is indexed under: all variants of all tokens, deduplicated. */
export function nameIndexTerms(name: string): Set<string> {
  const terms = new Set<string>();
  forEachNameIndexTerm(name, (term) => terms.add(term));
  return terms;
}

/** Space-separated index text of a name: its `nameIndexTerms`. */
export function nameIndexText(name: string): string {
  return [...nameIndexTerms(name)].join(' ');
}

/**
 * Legal forms are optional words in a query (docs/decisions/030). Tokens as
 * `tokenize` + `foldToken` produce them ('e.U.' → 'e', 'u'; 'UG (haftungsbeschränkt)').
 */
export const LEGAL_FORM_TOKENS: ReadonlySet<string> = new Set([
  'gmbh',
  'mbh',
  'ag',
  'kg',
  'og',
  'oh',
  'ohg',
  'gbr',
  'ug',
  'haftungsbeschrankt',
  'haftungsbeschraenkt',
  'co',
  'ek',
  'e',
  'k',
  'u',
  'eu',
  'eg',
  'se',
  'kgaa',
  'flexco',
  'genossenschaft',
  'einzelunternehmen',
  'verein',
  'gesellschaft',
  'sarl',
  'sa',
]);

export interface FoldedQuery {
  /** Folded tokens that drive the candidate set. */
  required: string[];
  /** Folded legal-form tokens: they rank but never restrict (unless nothing else was typed). */
  optional: string[];
}

export function foldQuery(text: string): FoldedQuery {
  const folded = tokenize(text).map(foldToken);
  const required = folded.filter((token) => !LEGAL_FORM_TOKENS.has(token));
  const optional = folded.filter((token) => LEGAL_FORM_TOKENS.has(token));
  if (required.length === 0) return { required: optional, optional: [] };
  return { required, optional };
}

/**
 * Optimal string alignment distance (restricted Damerau–Levenshtein): insertions, deletions,
 * substitutions and swaps of two neighbouring letters each cost one edit ('tecnhik' is one edit
 * from 'technik'), as in Meilisearch and Elasticsearch. Stops early once every path exceeds
 * `max` (returns max + 1 then).
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  if (rows.length < 3 * width) rows = new Int32Array(3 * width * 2);
  // Three rolling rows in one buffer: i - 2, i - 1 and i.
  let beforePrevious = 0;
  let previous = width;
  let current = 2 * width;
  for (let j = 0; j < width; j++) rows[previous + j] = j;
  let previousMin = 0;
  for (let i = 1; i <= a.length; i++) {
    rows[current] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    const aBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    for (let j = 1; j < width; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        rows[previous + j]! + 1,
        rows[current + j - 1]! + 1,
        rows[previous + j - 1]! + (ai === bj ? 0 : 1),
      );
      if (j > 1 && ai === b.charCodeAt(j - 2) && aBefore === bj) {
        value = Math.min(value, rows[beforePrevious + j - 2]! + 1);
      }
      rows[current + j] = value;
      if (value < rowMin) rowMin = value;
    }
    // A swap reaches back two rows, so stop only when both rows are past the bound.
    if (rowMin > max && previousMin > max) return max + 1;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
    previousMin = rowMin;
  }
  return Math.min(rows[previous + b.length]!, max + 1);
}

/** The distance's rows, reused between calls (it runs thousands of times per typo lookup). */
let rows = new Int32Array(96);

/** Typos tolerated for a token: one from 5 letters, two from 9 (docs/decisions/030). */
export function allowedTypos(token: string): number {
  if (token.length >= 9) return 2;
  if (token.length >= 5) return 1;
  return 0;
}
