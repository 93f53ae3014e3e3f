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
export function nameDistance(typed: FoldedQuery, name: string): number[] {
  const folded = tokenize(name);
  const words = folded.filter((token) => !LEGAL_FORM_TOKENS.has(foldToken(token)));
  const forms = folded.map(foldToken).filter((token) => LEGAL_FORM_TOKENS.has(token));
  const variants = words.map(tokenVariants);
  const used = new Set<number>();
  let edits = 0;
  let inOrder = true;
  let lastAt = -1;
  typed.required.forEach((word, at) => {
    const prefix = at === typed.required.length - 1;
    let best = FAR;
    let bestAt = -1;
    variants.forEach((spellings, index) => {
      if (used.has(index)) return;
      for (const spelling of spellings) {
        const distance =
          prefix && spelling.startsWith(word) ? 0 : boundedEditDistance(word, spelling, FAR - 1);
        if (distance < best) {
          best = distance;
          bestAt = index;
        }
      }
    });
    edits += best;
    if (bestAt < 0) return;
    used.add(bestAt);
    if (bestAt < lastAt) inOrder = false;
    lastAt = bestAt;
  });
  const typedForms = new Set(typed.optional);
  const legal =
    typedForms.size === 0
      ? 0
      : forms.filter((form) => !typedForms.has(form)).length +
        [...typedForms].filter((form) => !forms.includes(form)).length;
  return [edits, words.length - used.size, legal, inOrder ? 0 : 1];
}

/** `ids` (in popularity order) ordered closest name first; equally close ones keep their order. */
export function closestFirst(typed: FoldedQuery, ids: number[], names: Map<number, string>): number[] {
  const distance = new Map(ids.map((id) => [id, nameDistance(typed, names.get(id) ?? '')]));
  return ids
    .map((id, at) => ({ id, at, key: distance.get(id)! }))
    .sort((a, b) => compareTuples(a.key, b.key) || a.at - b.at)
    .map((entry) => entry.id);
}

function compareTuples(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
