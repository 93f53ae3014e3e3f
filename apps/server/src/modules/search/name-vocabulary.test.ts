import { describe, expect, it } from 'vitest';
import { NameVocabulary } from './name-vocabulary';

describe('NameVocabulary', () => {
  const vocabulary = new NameVocabulary([
    { term: 'mueller', doc_count: 5, phonetic: '657' },
    { term: 'muller', doc_count: 2, phonetic: '657' },
    { term: 'bau', doc_count: 9, phonetic: '1' },
  ]);

  it('finds typo candidates and splits of a word once, however often it is asked', () => {
    const typos = vocabulary.candidates('muellr');
    expect(typos).toEqual(['mueller']);
    expect(vocabulary.candidates('muellr')).toBe(typos);
    const splits = vocabulary.splits('mullerbau');
    expect(splits).toEqual([['muller', 'bau']]);
    expect(vocabulary.splits('mullerbau')).toBe(splits);
  });
});
