import { mulberry32 } from '@fd/datagen';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { matchRow } from '../../../test/match-row';
import { prepareQuery } from './matcher';
import { foldName, nameSimilarity, nameSimilarityBound } from './names';
import { scoreCandidate } from './score';

// The edit distances computed, counted: a name not compared computes none.
const counted = vi.hoisted(() => ({ editDistances: 0 }));
vi.mock('@fd/contract', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@fd/contract')>();
  return {
    ...actual,
    boundedEditDistance: (a: string, b: string, max: number) => {
      counted.editDistances++;
      return actual.boundedEditDistance(a, b, max);
    },
  };
});

const WORDS = [
  'weber',
  'bau',
  'müller',
  'söhne',
  'handel',
  'technik',
  'nord',
  'gebr.',
  'schmidt',
  'logistik',
];
const FORMS = ['GmbH', 'AG', 'GmbH & Co. KG', 'e.K.', ''];

function generatedName(next: () => number): string {
  const words = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
    const word = WORDS[Math.floor(next() * WORDS.length)]!;
    // A typo now and then: a letter left out.
    const at = Math.floor(next() * word.length);
    return next() < 0.3 ? word.slice(0, at) + word.slice(at + 1) : word;
  });
  return `${words.join(' ')} ${FORMS[Math.floor(next() * FORMS.length)]}`.trim();
}

const row = (name: string, formerNames: string[]) => matchRow(1, name, { formerNames });

describe('the name similarity bound', () => {
  it('is never below the similarity of two generated names', () => {
    const next = mulberry32(30);
    for (let i = 0; i < 2000; i++) {
      const a = foldName(generatedName(next), 'DE');
      const b = foldName(generatedName(next), 'DE');
      expect(nameSimilarityBound(a, b)).toBeGreaterThanOrEqual(nameSimilarity(a, b).similarity);
    }
  });
});

describe('a candidate with former names', () => {
  beforeEach(() => {
    counted.editDistances = 0;
  });

  it('gets the score and reasons of comparing every former name', () => {
    const next = mulberry32(209);
    for (let i = 0; i < 500; i++) {
      const query = prepareQuery({ name: generatedName(next), postcode: next() < 0.5 ? '10115' : undefined });
      const candidate = row(generatedName(next), [generatedName(next), generatedName(next)]);
      const scored = scoreCandidate(query, candidate);
      // The best of the current name and every former one, each compared.
      const names = [candidate.name, ...candidate.formerNames].map(
        (name) => nameSimilarity(query.name!, foldName(name, 'DE')).similarity,
      );
      const current = names[0]!;
      const best = current === 1 ? 1 : Math.max(...names);
      expect(scored.nameSimilarity).toBe(best);
    }
  });

  it('is not compared with former names too long or too short to beat its current one', () => {
    const query = prepareQuery({ name: 'Weber Bau GmbH' });
    const scored = scoreCandidate(
      query,
      row('Weber Bauten GmbH', [
        'Weber Hoch- und Tiefbau Handelsgesellschaft',
        'WB',
        'Weber Bauunternehmung',
      ]),
    );
    // The current name's two distances (as written and sorted), none of a former name.
    expect(counted.editDistances).toBe(2);
    expect(scored.nameSimilarity).toBe(nameSimilarity(['weber', 'bau'], ['weber', 'bauten']).similarity);
  });

  it('is compared with a former name that may beat its current one', () => {
    const query = prepareQuery({ name: 'Weber Bau GmbH' });
    const scored = scoreCandidate(query, row('Schmidt Logistik GmbH', ['Webre Bau GmbH']));
    expect(scored.reasons.find((reason) => reason.feature === 'name')?.verdict).toBe('former_typo');
    expect(counted.editDistances).toBe(4);
  });
});
