import {
  boundedEditDistance,
  type FoldedQuery,
  foldToken,
  LEGAL_FORM_TOKENS,
  tokenize,
  tokenVariants,
} from '@fd/contract';

/** A word further than this from every name word counts as this far (and as not found). */
const FAR = 3;

/**
 * How far a company name is from what was typed, as a tuple compared left to right (lower is
 * closer; docs/decisions/033):
 *   1. edits: for each typed word, the edits to its closest word of the name (either folding;
 *      the last typed word may be a prefix);
 *   2. extra words: words of the name (not legal forms) that no typed word stands for;
 *   3. legal forms: when some were typed, those of the name not typed plus those typed not in
 *      the name;
 *   4. order: 1 when the name's words come in another order than typed.
 * 'Datasoft' is closer to 'Datasoft AG' than to 'Datasoft Shop GmbH'; 'Rose Reisebüro GmbH'
 * closer to 'Rose Reisebuero GmbH' than 'Reisebüro Rose GmbH' is.
 */
export function nameDistance(typed: FoldedQuery, name: string): number[];
/** The same, or null as soon as the edits are more than `maxEdits` (each edit distance cut off there). */
export function nameDistance(typed: FoldedQuery, name: string, maxEdits: number): number[] | null;
export function nameDistance(
  typed: FoldedQuery,
  name: string,
  maxEdits = Number.POSITIVE_INFINITY,
): number[] | null {
  const folded = tokenize(name);
  const words = folded.filter((token) => !LEGAL_FORM_TOKENS.has(foldToken(token)));
  const forms = folded.map(foldToken).filter((token) => LEGAL_FORM_TOKENS.has(token));
  const variants = words.map(tokenVariants);
  const used = new Set<number>();
  let edits = 0;
  let inOrder = true;
  let lastAt = -1;
  for (const [at, word] of typed.required.entries()) {
    const prefix = at === typed.required.length - 1;
    // Past the edits left, a distance is only known to be too far: the name is then no closer.
    const bound = Math.min(FAR - 1, maxEdits - edits);
    let best = FAR;
    let bestAt = -1;
    variants.forEach((spellings, index) => {
      if (used.has(index)) return;
      for (const spelling of spellings) {
        const distance = prefix && spelling.startsWith(word) ? 0 : boundedEditDistance(word, spelling, bound);
        if (distance < best) {
          best = distance;
          bestAt = index;
        }
      }
    });
    edits += best;
    if (edits > maxEdits) return null;
    if (bestAt < 0) continue;
    used.add(bestAt);
    if (bestAt < lastAt) inOrder = false;
    lastAt = bestAt;
  }
  const typedForms = new Set(typed.optional);
  const legal =
    typedForms.size === 0
      ? 0
      : forms.filter((form) => !typedForms.has(form)).length +
        [...typedForms].filter((form) => !forms.includes(form)).length;
  return [edits, words.length - used.size, legal, inOrder ? 0 : 1];
}

/**
 * The first `count` of `ids` (in popularity order) ordered closest name first; equally close
 * ones keep their order. Once `count` are held, a name is measured only up to the edits of the
 * farthest held (docs/decisions/209): one with more edits cannot enter, and neither can one as
 * close as it (it comes later), so most names of a large tier stop at their first far word.
 */
export function closestFirst(
  typed: FoldedQuery,
  ids: number[],
  names: Map<number, string>,
  count = ids.length,
): number[] {
  const held: { id: number; key: number[] }[] = [];
  if (count <= 0) return [];
  for (const id of ids) {
    const farthest = held.length >= count ? held[held.length - 1]! : undefined;
    const key = nameDistance(
      typed,
      names.get(id) ?? '',
      farthest ? farthest.key[0]! : Number.POSITIVE_INFINITY,
    );
    if (!key || (farthest && compareTuples(key, farthest.key) >= 0)) continue;
    // After every held one at most as close: equals keep their (popularity) order.
    let at = held.length;
    while (at > 0 && compareTuples(key, held[at - 1]!.key) < 0) at--;
    held.splice(at, 0, { id, key });
    if (held.length > count) held.pop();
  }
  return held.map((entry) => entry.id);
}

function compareTuples(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
