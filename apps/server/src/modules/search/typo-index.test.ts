import { allowedTypos, boundedEditDistance, cologneCode, nameIndexTerms } from '@fd/contract';
import { generateCompanies, mulberry32 } from '@fd/datagen';
import { describe, expect, it } from 'vitest';
import type { VocabularyEntry } from '../../store/types';
import { NameVocabulary } from './name-vocabulary';

const COMPANIES = 20_000;
const MAX_CANDIDATES = 6;

/** The vocabulary of the generated dataset's names: each term, the names that have it, its sound code. */
function generatedVocabulary(): VocabularyEntry[] {
  const counts = new Map<string, number>();
  const ignore = () => {};
  generateCompanies(
    {
      writesEvents: false,
      industries: ignore,
      financial: ignore,
      representative: ignore,
      employee: ignore,
      event: ignore,
      company: (row) => {
        for (const term of nameIndexTerms(row.company_name)) counts.set(term, (counts.get(term) ?? 0) + 1);
      },
    },
    { seed: 42, total: COMPANIES, from: 1, to: COMPANIES },
  );
  return [...counts].map(([term, doc_count]) => ({ term, doc_count, phonetic: cologneCode(term) }));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The order the vocabulary was read in before it was read by term: `name_vocab`'s sound-code index. */
const bySoundCode = (a: VocabularyEntry, b: VocabularyEntry) =>
  compare(a.phonetic, b.phonetic) || b.doc_count - a.doc_count || compare(a.term, b.term);

/**
 * The scan the index replaced, kept as the reference: every term of similar length whose
 * first or second letter is the word's (or the two swapped), closest, then most common first.
 */
function scanned(byLength: Map<number, { term: string; doc_count: number }[]>, token: string): string[] {
  const max = allowedTypos(token);
  if (max === 0) return [];
  const found: { term: string; distance: number; docs: number }[] = [];
  for (let length = token.length - max; length <= token.length + max; length++) {
    for (const { term, doc_count } of byLength.get(length) ?? []) {
      if (term === token) continue;
      const start0 = term.charCodeAt(0);
      const start1 = term.charCodeAt(1);
      const first = token.charCodeAt(0);
      const second = token.charCodeAt(1);
      if (start0 !== first && start1 !== second && (start0 !== second || start1 !== first)) continue;
      const distance = boundedEditDistance(token, term, max);
      if (distance <= max) found.push({ term, distance, docs: doc_count });
    }
  }
  found.sort((a, b) => a.distance - b.distance || b.docs - a.docs);
  return found.slice(0, MAX_CANDIDATES).map((entry) => entry.term);
}

/** A word with one or two edits of the kinds a typist makes: a letter left out, added, changed or swapped. */
function misspelt(word: string, next: () => number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyzäöüß';
  let out = word;
  const edits = 1 + Math.floor(next() * 2);
  for (let edit = 0; edit < edits && out.length > 1; edit++) {
    const at = Math.floor(next() * out.length);
    const letter = letters[Math.floor(next() * letters.length)]!;
    const kind = Math.floor(next() * 4);
    if (kind === 0) out = out.slice(0, at) + out.slice(at + 1);
    else if (kind === 1) out = out.slice(0, at) + letter + out.slice(at);
    else if (kind === 2) out = out.slice(0, at) + letter + out.slice(at + 1);
    else if (at + 1 < out.length) out = out.slice(0, at) + out[at + 1] + out[at] + out.slice(at + 2);
  }
  return out;
}

describe('NameVocabulary typo candidates', () => {
  it('finds the same candidates in the same order as a scan of the terms of similar length', () => {
    const entries = generatedVocabulary();
    expect(entries.length).toBeGreaterThan(3000);
    const next = mulberry32(20261201);
    const words = entries.filter((entry) => entry.term.length >= 5).map((entry) => entry.term);
    const typed = Array.from({ length: 3000 }, () =>
      misspelt(words[Math.floor(next() * words.length)]!, next),
    );
    // Words as typed (their own term left out), and the first two letters swapped.
    typed.push(
      ...words.slice(0, 500),
      ...words.slice(0, 300).map((word) => word[1]! + word[0]! + word.slice(2)),
    );
    // The scan takes terms equally close and common in the order they were read before (by
    // sound code); the vocabulary is read by term now, and any order of its entries gives the same.
    const before = [...entries].sort(bySoundCode);
    const byLength = new Map<number, { term: string; doc_count: number }[]>();
    for (const entry of before) {
      const bucket = byLength.get(entry.term.length);
      if (bucket) bucket.push(entry);
      else byLength.set(entry.term.length, [entry]);
    }
    const byTerm = [...entries].sort((a, b) => compare(a.term, b.term));
    for (const order of [byTerm, [...byTerm].reverse()]) {
      const vocabulary = new NameVocabulary(order);
      let withCandidates = 0;
      for (const word of typed) {
        const expected = scanned(byLength, word);
        expect(vocabulary.candidates(word), word).toEqual(expected);
        if (expected.length > 1) withCandidates++;
      }
      // The comparison covers words with several candidates, where the order matters.
      expect(withCandidates).toBeGreaterThan(400);
    }
  });
});
