import { foldToken, LEGAL_FORM_TOKENS } from '@fd/contract';
import type { TermQuery } from '../../store/types';
import type { NameVocabulary } from './name-vocabulary';

/**
 * "Meinten Sie …?": the typed query with each word that no name has replaced by its closest,
 * most common typo candidate, as the user would type it ('Tecnhik Holidng' → 'Technik
 * Holding'). Null when no word was corrected or the corrected words match nothing together
 * (`count` applies the caller's filters).
 */
export async function correctedQuery(
  keyword: string,
  vocabulary: NameVocabulary,
  reader: { count(query: TermQuery, cap: number): Promise<number> },
): Promise<string | null> {
  // The words as typed (case kept), in the order `tokenize` finds them.
  const typed = keyword.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length > 0);
  const terms: string[] = [];
  const shown: string[] = [];
  let changed = false;
  typed.forEach((word, at) => {
    const folded = foldToken(word);
    const known =
      LEGAL_FORM_TOKENS.has(folded) ||
      vocabulary.docs(folded) > 0 ||
      // The last word may still be typed on: a prefix of some name is not a typo.
      (at === typed.length - 1 && vocabulary.hasPrefix(folded));
    const best = known ? undefined : vocabulary.candidates(folded)[0];
    if (!best) {
      terms.push(folded);
      shown.push(word);
      return;
    }
    changed = true;
    terms.push(best);
    shown.push(word.charAt(0) !== word.charAt(0).toLowerCase() ? capitalise(best) : best);
  });
  if (!changed) return null;
  const required = terms.filter((term) => !LEGAL_FORM_TOKENS.has(term));
  const query: TermQuery = (required.length > 0 ? required : terms).map((term) => ({
    terms: [term],
    prefix: false,
  }));
  if ((await reader.count(query, 1)) === 0) return null;
  return shown.join(' ');
}

const capitalise = (term: string) => term.charAt(0).toUpperCase() + term.slice(1);
