import { cologneCode, foldToken, LEGAL_FORM_TOKENS, tokenize } from '@fd/contract';
import { withoutLegalForm } from './queries';

/**
 * Labelled queries of the relevance harness (docs/decisions/031): each is a company's name
 * changed the way people change names when they type them, one kind of change per query.
 */
export const RELEVANCE_KINDS = [
  'transliterated',
  'unaccented',
  'no legal form',
  'one typo',
  'phonetic',
  'reordered',
] as const;
export type RelevanceKind = (typeof RELEVANCE_KINDS)[number];

export interface LabelledQuery {
  kind: RelevanceKind;
  /** What is typed. */
  query: string;
  /** The company the query was built from. */
  companyId: number;
  name: string;
  /**
   * The folded words that identify the company as far as the query can tell: a hit is a result
   * with the same key (companies that share a name cannot be told apart by any query).
   */
  key: string;
}

/** One random number in [0, 1) per call, from a seeded stream. */
export type Random = () => number;

/** The folded words of a text, as the search folds them ('Müller-Bau GmbH' → 'muller bau gmbh'). */
export function foldedKey(text: string): string {
  return tokenize(text).map(foldToken).join(' ');
}

/** What tells two companies apart for a query of this kind: without legal form when it has none. */
export function keyOf(kind: RelevanceKind, name: string): string {
  return kind === 'no legal form' || kind === 'reordered'
    ? foldedKey(withoutLegalForm(name))
    : foldedKey(name);
}

const TRANSLITERATION: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  Ä: 'Ae',
  Ö: 'Oe',
  Ü: 'Ue',
  ß: 'ss',
};

/** 'Müller Straße GmbH' → 'Mueller Strasse GmbH'; null when the name has no umlaut or ß. */
export function transliterated(name: string): string | null {
  if (!/[äöüÄÖÜß]/.test(name)) return null;
  return name.replace(/[äöüÄÖÜß]/g, (letter) => TRANSLITERATION[letter]!);
}

/** 'Müller Genève' → 'Muller Geneve' (ß → ss); null when no letter carries an accent. */
export function unaccented(name: string): string | null {
  const decomposed = name.normalize('NFD');
  if (!/\p{M}/u.test(decomposed)) return null;
  return decomposed
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .normalize('NFC');
}

/** 'Müller Bau GmbH & Co. KG' → 'Müller Bau'; null when the name has no legal form. */
export function noLegalForm(name: string): string | null {
  const stripped = withoutLegalForm(name);
  return stripped.length > 0 && foldedKey(stripped) !== foldedKey(name) ? stripped : null;
}

/** Words that name the company: not a legal form, not punctuation ('&'). */
function nameWords(name: string): string[] {
  return withoutLegalForm(name)
    .split(/\s+/)
    .filter((word) => tokenize(word).length > 0);
}

const pick = <T>(items: readonly T[], random: Random): T => items[Math.floor(random() * items.length)]!;

/** Neighbouring keys on a German (QWERTZ) keyboard: the letter a finger slips to. */
const QWERTZ_ROWS = ['qwertzuiopü', 'asdfghjklöä', 'yxcvbnm'];
function neighbours(letter: string): string[] {
  const lower = letter.toLowerCase();
  for (const [row, keys] of QWERTZ_ROWS.entries()) {
    const at = keys.indexOf(lower);
    if (at < 0) continue;
    const found = [keys[at - 1], keys[at + 1], QWERTZ_ROWS[row - 1]?.[at], QWERTZ_ROWS[row + 1]?.[at]];
    return found.filter((key): key is string => key !== undefined && /\p{L}/u.test(key));
  }
  return [];
}

const withCase = (replacement: string, original: string) =>
  original === original.toUpperCase() ? replacement.toUpperCase() : replacement;

/**
 * One typo in one word of at least five letters (shorter words are not typo-tolerant in any
 * search engine: 'bau' one letter off is 'bad', 'sau', 'bar'): a letter replaced by a
 * neighbouring key, or two neighbouring letters swapped, at any position.
 */
export function oneTypo(name: string, random: Random): string | null {
  const words = name.split(/(\s+)/);
  const eligible = words
    .map((word, at) => ({ word, at }))
    .filter(({ word }) => /^\p{L}{5,}$/u.test(word) && !LEGAL_FORM_TOKENS.has(foldToken(word)));
  if (eligible.length === 0) return null;
  const { word, at } = pick(eligible, random);
  const letters = [...word];
  let changed: string;
  if (random() < 0.5) {
    const swaps = letters.flatMap((letter, i) =>
      i + 1 < letters.length && letter.toLowerCase() !== letters[i + 1]!.toLowerCase() ? [i] : [],
    );
    if (swaps.length === 0) return null;
    const i = pick(swaps, random);
    const first = letters[i]!;
    const second = letters[i + 1]!;
    letters[i] = i === 0 ? withCase(second.toLowerCase(), first) : second;
    letters[i + 1] = i === 0 ? first.toLowerCase() : first;
    changed = letters.join('');
  } else {
    const i = Math.floor(random() * letters.length);
    const options = neighbours(letters[i]!);
    if (options.length === 0) return null;
    letters[i] = withCase(pick(options, random), letters[i]!);
    changed = letters.join('');
  }
  words[at] = changed;
  return words.join('');
}

/**
 * German spellings that sound alike (Meier/Maier/Meyer/Mayer, Schmidt/Schmitt/Schmid,
 * Philipp/Filipp, Fuchs/Fuks, Vogt/Fogt, Hoffmann/Hofmann, Consulting/Konsulting …).
 */
const SOUND_ALIKES: [RegExp, string][] = [
  [/ei/g, 'ai'],
  [/ai/g, 'ei'],
  [/ei/g, 'ey'],
  [/ey/g, 'ei'],
  [/ai/g, 'ay'],
  [/ay/g, 'ai'],
  [/dt/g, 'tt'],
  [/dt/g, 'd'],
  [/tt/g, 'dt'],
  [/ph/g, 'f'],
  [/^v/g, 'f'],
  [/chs/g, 'ks'],
  [/x/g, 'ks'],
  [/ck/g, 'k'],
  [/tz/g, 'z'],
  [/th/g, 't'],
  [/ie/g, 'i'],
  [/y/g, 'i'],
  [/^c/g, 'k'],
  [/([bdfglmnprt])\1/g, '$1'],
];

/**
 * One word spelt another way that sounds the same: the change must keep the word's Kölner
 * Phonetik code, so the query is a sound-alike by the standard the German search world uses.
 */
export function phoneticVariant(name: string, random: Random): string | null {
  const words = name.split(/(\s+)/);
  const options: { at: number; spelling: string }[] = [];
  for (const [at, word] of words.entries()) {
    // Spoken words only: an acronym ('VV', 'BMW') is spelt out, not sounded.
    if (!/^\p{L}{3,}$/u.test(word) || !/[aeiouyäöü]/i.test(word)) continue;
    if (LEGAL_FORM_TOKENS.has(foldToken(word))) continue;
    const lower = word.toLowerCase();
    for (const [pattern, replacement] of SOUND_ALIKES) {
      const spelling = lower.replace(pattern, replacement);
      if (spelling === lower || foldToken(spelling) === foldToken(lower)) continue;
      if (cologneCode(foldToken(spelling)) !== cologneCode(foldToken(lower))) continue;
      options.push({ at, spelling: withCase(spelling[0]!, word[0]!) + spelling.slice(1) });
    }
  }
  if (options.length === 0) return null;
  const { at, spelling } = pick(options, random);
  words[at] = spelling;
  return words.join('');
}

/** 'Müller Bau GmbH' → 'Bau Müller': the name's words in another order, without legal form. */
export function reordered(name: string, random: Random): string | null {
  const words = nameWords(name);
  if (words.length < 2) return null;
  const shuffled = [...words];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const order = foldedKey(shuffled.join(' '));
  if (order === foldedKey(words.join(' '))) shuffled.push(shuffled.shift()!);
  const result = shuffled.join(' ');
  return foldedKey(result) === foldedKey(words.join(' ')) ? null : result;
}

/** The query of one kind built from a name, or null when the kind does not apply to it. */
export function buildQuery(kind: RelevanceKind, name: string, random: Random): string | null {
  switch (kind) {
    case 'transliterated':
      return transliterated(name);
    case 'unaccented':
      return unaccented(name);
    case 'no legal form':
      return noLegalForm(name);
    case 'one typo':
      return oneTypo(name, random);
    case 'phonetic':
      return phoneticVariant(name, random);
    case 'reordered':
      return reordered(name, random);
  }
}

/**
 * At least `perKind` queries of every kind from companies drawn at random (`drawCompany`, from a
 * seeded stream): each drawn company gives one query to every kind that still needs some and
 * applies to its name. Stops after `maxDraws` companies (then a kind may have fewer).
 */
export function buildLabelledQueries(
  drawCompany: () => { companyId: number; name: string },
  random: Random,
  perKind: number,
  maxDraws = perKind * 1000,
): LabelledQuery[] {
  const built = new Map<RelevanceKind, LabelledQuery[]>(RELEVANCE_KINDS.map((kind) => [kind, []]));
  const missing = () => RELEVANCE_KINDS.filter((kind) => built.get(kind)!.length < perKind);
  for (let draw = 0; draw < maxDraws && missing().length > 0; draw++) {
    const { companyId, name } = drawCompany();
    for (const kind of missing()) {
      const query = buildQuery(kind, name, random);
      if (query !== null) built.get(kind)!.push({ kind, query, companyId, name, key: keyOf(kind, name) });
    }
  }
  return RELEVANCE_KINDS.flatMap((kind) => built.get(kind)!);
}
