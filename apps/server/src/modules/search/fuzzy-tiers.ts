import { boundedEditDistance, cologneCode, LEGAL_FORM_TOKENS } from '@fd/contract';
import type { NameIndexRepository, TermGroup, TermQuery } from '../../store/types';
import type { NameVocabulary } from './name-vocabulary';

/** Sound-alikes are looked up for words of at least this many letters ('lük' → 'lück', 'ana' → 'anna'). */
const MIN_PHONETIC_LENGTH = 3;
/**
 * Words shorter than this take sound-alikes only one edit away: a three-letter code ('bau' 1)
 * is shared by many short terms two edits away ('po', 'bio', 'abo') that nobody means.
 */
const SHORT_PHONETIC_LENGTH = 4;
/** Most sound-alike terms tried per word: the most common ones win. */
const MAX_PHONETIC_TERMS = 6;
/** Terms with the word's code read from the index, before the closer tests below. */
const PHONETIC_LOOKUP = 48;
/**
 * A sound-alike is at most this many edits away ('mayer' → 'meier', 'fuks' → 'fuchs'): a
 * two-digit code such as 'schule' 85 is shared by 'saale', 'celle', 'zell', … which nobody
 * means.
 */
const MAX_PHONETIC_EDITS = 2;

const phoneticEdits = (word: string) => (word.length < SHORT_PHONETIC_LENGTH ? 1 : MAX_PHONETIC_EDITS);

/**
 * Kölner Phonetik codes every vowel (and j, y) as 0, so all words that start with one share
 * their first digit ('julian' 056, 'elena' 056); such a sound-alike must start with the same
 * letter. Consonant starts are compared by sound ('philipp' and 'filipp' are both 351).
 */
const sameStart = (word: string, term: string) => !/^[aeijouy]/.test(word) || word[0] === term[0];

/** What each typed word may also be, beyond the widest exact/prefix tier. */
interface WordAlternatives {
  typos: string[];
  splits: readonly [string, string][];
  sounds: string[];
}

/**
 * The typo and phonetic tiers of a query (docs/decisions/030). Both start from the widest
 * exact/prefix tier, whose groups are the typed words in order, and only add alternatives, so
 * each tier contains the one before: exact ⊂ prefix ⊂ typo ⊂ phonetic.
 *
 * - typo: vocabulary terms within the allowed edit distance (a swap counts as one edit), a word
 *   split into two indexed words ('mullerbau' → muller AND bau), two neighbouring words joined
 *   into one indexed word ('muller bau' → mullerbau);
 * - phonetic: additionally the terms with the same Kölner Phonetik code (an indexed lookup).
 */
export class FuzzyTiers {
  private readonly words: WordAlternatives[];
  private readonly joins: (string | null)[];

  private constructor(
    private readonly widest: TermQuery,
    words: WordAlternatives[],
    joins: (string | null)[],
  ) {
    this.words = words;
    this.joins = joins;
  }

  /** `typed`: the folded words of the query, one per group of `widest`. */
  static async of(
    widest: TermQuery,
    typed: string[],
    vocabulary: NameVocabulary,
    index: Pick<NameIndexRepository, 'phoneticTerms'>,
  ): Promise<FuzzyTiers> {
    const words = await Promise.all(
      widest.map(async (group, at): Promise<WordAlternatives> => {
        const word = typed[at]!;
        // A legal form is never what a misspelt or misheard word meant ('heck' → 'ag').
        const typos = vocabulary.candidates(word).filter((term) => !LEGAL_FORM_TOKENS.has(term));
        const known = new Set([...group.terms, ...typos]);
        const sounds =
          word.length < MIN_PHONETIC_LENGTH
            ? []
            : (await index.phoneticTerms(cologneCode(word), word.length, PHONETIC_LOOKUP))
                .filter(
                  (term) =>
                    !known.has(term) &&
                    !LEGAL_FORM_TOKENS.has(term) &&
                    sameStart(word, term) &&
                    boundedEditDistance(word, term, MAX_PHONETIC_EDITS) <= phoneticEdits(word),
                )
                .slice(0, MAX_PHONETIC_TERMS);
        return { typos, splits: vocabulary.splits(word), sounds };
      }),
    );
    const joins = widest.map((_, at) => {
      if (at + 1 >= widest.length) return null;
      const joined = typed[at]! + typed[at + 1]!;
      return vocabulary.docs(joined) > 0 ? joined : null;
    });
    return new FuzzyTiers(widest, words, joins);
  }

  /** The typo tier, or null when no word has a typo, split or join alternative. */
  typo(): TermQuery | null {
    const any =
      this.words.some((word) => word.typos.length > 0 || word.splits.length > 0) ||
      this.joins.some((joined) => joined !== null);
    return any ? this.build(false) : null;
  }

  /** The phonetic tier (typo alternatives included), or null when no word sounds like another. */
  phonetic(): TermQuery | null {
    return this.words.some((word) => word.sounds.length > 0) ? this.build(true) : null;
  }

  private build(withSounds: boolean): TermQuery {
    const groups = this.widest.map((group, at): TermGroup => {
      const word = this.words[at]!;
      const terms = [...group.terms, ...word.typos, ...(withSounds ? word.sounds : [])];
      const compounds = word.splits.map(
        ([left, right]): TermQuery => [
          { terms: [left], prefix: false },
          { terms: [right], prefix: group.prefix },
        ],
      );
      return compounds.length > 0
        ? { terms, prefix: group.prefix, compounds }
        : { terms, prefix: group.prefix };
    });
    // Joined words replace their pair by one group: the joined term, or the pair as before.
    const query: TermQuery = [];
    for (let at = 0; at < groups.length; at++) {
      const joined = this.joins[at];
      if (joined && at + 1 < groups.length) {
        query.push({ terms: [joined], prefix: false, compounds: [[groups[at]!, groups[at + 1]!]] });
        at++;
      } else {
        query.push(groups[at]!);
      }
    }
    return query;
  }
}
