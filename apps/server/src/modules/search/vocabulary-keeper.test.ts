import { nameIndexText } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { nameDataset } from '../../../test/name-dataset';
import { createNameIndex } from '../../search-engine/name-index';
import { sqliteEngineSource } from '../../store/sqlite/engine-source';
import { adjustVocabulary } from '../../store/sqlite/search-indexes';
import type { VocabularyEntry } from '../../store/types';
import { NameTiers, type TierReader } from './name-tiers';
import { VocabularyKeeper } from './vocabulary-keeper';

const NAMES = ['Technik Holding GmbH', 'Schloss Hotel Wien', 'Müller Bau GmbH'];

/** The tiers over `NAMES`, their vocabulary read only while the gate is open. */
function gatedTiers() {
  const db = nameDataset(NAMES);
  const source = sqliteEngineSource(db);
  const index = createNameIndex(source.names, source.companies);
  let open = () => {};
  let gate = Promise.resolve();
  const keeper = new VocabularyKeeper({
    vocabularyPage: async (after, limit) => {
      await gate;
      return index.vocabularyPage(after, limit);
    },
  });
  const tiers = new NameTiers(index, keeper);
  const reader: TierReader = {
    count: (query, cap) => index.countMatches(query, cap),
    ids: (match, excluding, limit) => index.matchIds(match, limit, excluding),
  };
  /** The hits as 'id tier'. */
  const ids = async (keyword: string) =>
    (await tiers.page(keyword, { offset: 0, limit: 25, fillUpTo: 25 }, reader))!.hits.map(
      (hit) => `${hit.id} ${hit.tier}`,
    );
  return {
    db,
    tiers,
    keeper,
    ids,
    close: () => {
      gate = new Promise((resume) => {
        open = resume;
      });
    },
    open: () => open(),
  };
}

describe('the name vocabulary kept off the request path', () => {
  it('answers a search before the first build once that build is done, as if it had been there', async () => {
    const { keeper, ids, close, open } = gatedTiers();
    close();
    keeper.start();
    let answered: string[] | null = null;
    const search = ids('Tecnhik Holidng').then((found) => {
      answered = found;
    });
    await new Promise((resume) => setImmediate(resume));
    expect(answered).toBeNull();
    open();
    await search;
    expect(answered).toEqual(['1 typo']);
  });

  it('answers from the vocabulary before a change of names until the next one is built, then from it', async () => {
    const { db, tiers, ids, close, open } = gatedTiers();
    expect(await ids('Shcloss')).toEqual(['2 typo']);
    expect(await ids('Burgg')).toEqual([]);
    // Company 2 is renamed: 'schloss' leaves the names, 'burg' arrives.
    const before = nameIndexText(NAMES[1]!);
    const after = nameIndexText('Burg Hotel Wien');
    db.prepare("INSERT INTO company_fts (company_fts, rowid, tokens) VALUES ('delete', 2, ?)").run(before);
    db.prepare('INSERT INTO company_fts (rowid, tokens) VALUES (2, ?)').run(after);
    adjustVocabulary(db, [before], [after]);
    close();
    tiers.invalidate();
    // During the build: the typo of 'schloss' still comes from the vocabulary before, and finds
    // no company (nobody has that word any more); 'burg' is no typo candidate yet, only a
    // sound-alike (read from the index, current).
    expect(await ids('Shcloss')).toEqual([]);
    expect(await ids('Burgg')).toEqual(['2 phonetic']);
    open();
    await tiers.vocabularies.settled();
    expect(await ids('Burgg')).toEqual(['2 typo']);
    expect(await ids('Shcloss')).toEqual([]);
  });

  it('rests after a build before the next one, however often names change meanwhile', async () => {
    let reads = 0;
    const keeper = new VocabularyKeeper(
      {
        vocabularyPage: async () => {
          reads++;
          return [{ term: 'technik', doc_count: 1, phonetic: '' }];
        },
      },
      200,
    );
    await keeper.vocabulary();
    expect(reads).toBe(1);
    // Three changes right after the build: one more build, and only after the rest (200 ms or
    // more); a timer of 50 ms set after them fires first.
    keeper.changed().changed().changed();
    await new Promise((resume) => setTimeout(resume, 50));
    expect(reads).toBe(1);
    await keeper.settled();
    expect(reads).toBe(2);
  });

  it('answers the first search with the first build, though names changed while it was read', async () => {
    let reads = 0;
    let open = () => {};
    const gate = new Promise<void>((resume) => {
      open = resume;
    });
    const keeper = new VocabularyKeeper(
      {
        vocabularyPage: async () => {
          reads++;
          await gate;
          return [{ term: 'technik', doc_count: 1, phonetic: '' }];
        },
      },
      200,
    );
    keeper.start();
    const first = keeper.vocabulary();
    await new Promise((resume) => setImmediate(resume));
    keeper.changed();
    open();
    // The first vocabulary, not the build after the change (that one is still resting).
    expect((await first).docs('technik')).toBe(1);
    expect(reads).toBe(1);
    await keeper.settled();
    expect(reads).toBe(2);
  });

  it('reads the vocabulary in pages of term order, the event loop served between them', async () => {
    const entries: VocabularyEntry[] = Array.from({ length: 2500 }, (_, at) => ({
      term: `term${String(at).padStart(5, '0')}`,
      doc_count: 1,
      phonetic: '',
    }));
    const pages: string[] = [];
    let turns = 0;
    const turnsAtPage: number[] = [];
    const keeper = new VocabularyKeeper({
      vocabularyPage: async (after, limit) => {
        pages.push(after);
        turnsAtPage.push(turns);
        // Each page works past a slice (SLICE_MS), as a large vocabulary's read does.
        const until = performance.now() + 3;
        while (performance.now() < until);
        return entries.filter((entry) => entry.term > after).slice(0, limit);
      },
    });
    const ticking = setInterval(() => turns++, 0);
    try {
      const vocabulary = await keeper.vocabulary();
      expect(pages).toEqual(['', 'term00499', 'term00999', 'term01499', 'term01999', 'term02499']);
      expect(turnsAtPage[5]! - turnsAtPage[0]!).toBeGreaterThan(0);
      expect(vocabulary.expandPrefix('term0249', 20)).toHaveLength(10);
      expect(vocabulary.docs('term02499')).toBe(1);
    } finally {
      clearInterval(ticking);
    }
  });
});
