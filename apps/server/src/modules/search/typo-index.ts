import { boundedEditDistance } from '@fd/contract';

/**
 * Which letters a term has, one bit per letter (digits and other letters share bits by code).
 * One edit changes at most two bits, so terms whose masks differ in more than 2 × max bits are
 * further away than max edits: a cheap test before the distance itself.
 */
function letterMask(term: string): number {
  let mask = 0;
  for (let i = 0; i < term.length; i++) mask |= 1 << (term.charCodeAt(i) & 31);
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** One key per term length and letter code (UTF-16 code units are below 2^16). */
const key = (length: number, code: number) => length * 0x10000 + code;

function add(lists: Map<number, number[]>, at: number, term: number): void {
  const list = lists.get(at);
  if (list) list.push(term);
  else lists.set(at, [term]);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A term within reach of a typed word, before the order of the candidates is decided. */
interface Found {
  term: number;
  distance: number;
}

/**
 * The vocabulary's terms by length and first letter, and by length and second letter
 * (docs/decisions/209). A typo candidate keeps the word's first or second letter, or has the
 * two swapped ('ohlding' for 'holding'; a typo in both is rare): so a lookup reads only the
 * terms of those lists, about a seventh of the terms of similar length that a scan of them
 * would test, and finds the same terms. Filled term by term as the vocabulary is read.
 */
export class TypoIndex {
  private readonly terms: string[] = [];
  private readonly docs: number[] = [];
  private readonly phonetics: string[] = [];
  private readonly masks: number[] = [];
  private readonly byFirst = new Map<number, number[]>();
  private readonly bySecond = new Map<number, number[]>();

  /** Adds a term: its company count and Kölner Phonetik code order candidates equally close. */
  add(term: string, docs: number, phonetic: string): void {
    const at = this.terms.length;
    this.terms.push(term);
    this.docs.push(docs);
    this.phonetics.push(phonetic);
    this.masks.push(letterMask(term));
    if (term.length === 0) return;
    add(this.byFirst, key(term.length, term.charCodeAt(0)), at);
    if (term.length > 1) add(this.bySecond, key(term.length, term.charCodeAt(1)), at);
  }

  /**
   * Terms other than `token` within `max` edits whose first or second letter is the token's,
   * or whose first two are its first two swapped: closest first, then the most common, then
   * shorter, then by sound code and term (the order `name_vocab`'s sound-code index gives
   * terms equally common, which the vocabulary was read in before); at most `limit`.
   */
  within(token: string, max: number, limit: number): string[] {
    const first = token.charCodeAt(0);
    const second = token.charCodeAt(1);
    const mask = letterMask(token);
    const found: Found[] = [];
    const test = (term: number) => {
      const text = this.terms[term]!;
      if (text === token || bitCount(this.masks[term]! ^ mask) > 2 * max) return;
      const distance = boundedEditDistance(token, text, max);
      if (distance <= max) found.push({ term, distance });
    };
    for (let length = token.length - max; length <= token.length + max; length++) {
      const starting = this.byFirst.get(key(length, first)) ?? [];
      for (const term of starting) test(term);
      // The second letter's list without the terms of the first letter's, read above.
      for (const term of this.bySecond.get(key(length, second)) ?? []) {
        if (this.terms[term]!.charCodeAt(0) !== first) test(term);
      }
      if (first === second) continue;
      // The first two letters swapped: neither list above holds these.
      for (const term of this.byFirst.get(key(length, second)) ?? []) {
        if (this.terms[term]!.charCodeAt(1) === first) test(term);
      }
    }
    found.sort(
      (a, b) =>
        a.distance - b.distance ||
        this.docs[b.term]! - this.docs[a.term]! ||
        this.terms[a.term]!.length - this.terms[b.term]!.length ||
        compare(this.phonetics[a.term]!, this.phonetics[b.term]!) ||
        compare(this.terms[a.term]!, this.terms[b.term]!),
    );
    return found.slice(0, limit).map((entry) => this.terms[entry.term]!);
  }
}
