import { nameIndexText } from '@fd/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { nameDataset } from '../../../test/name-dataset';
import { BudgetExceeded, runWithBudget, WorkBudget } from '../../runtime/budget';
import { createNameIndex } from '../../search-engine/name-index';
import type { SqliteDatabase } from '../../store/sqlite/database';
import { sqliteEngineSource } from '../../store/sqlite/engine-source';
import { adjustVocabulary, rebuildVocabulary } from '../../store/sqlite/search-indexes';
import { NameTiers, pageAcrossTiers, type TierReader } from './name-tiers';

/** The name index over a dataset file, as the company store opens it. */
function nameIndexOf(db: SqliteDatabase) {
  const source = sqliteEngineSource(db);
  return createNameIndex(source.names, source.companies);
}

/** Company names by id: a lower id is a more popular company, as in the real index. */
const NAMES = [
  'Technik Holding GmbH', // 1
  'Müller Bau GmbH', // 2
  'Mayer Logistik AG', // 3
  'Schmidt Handel KG', // 4
  'Meier Logistik GmbH', // 5
  'Maier Consulting', // 6
  'Meyer Immobilien GmbH', // 7
  'Schmitt Immobilien GmbH', // 8
  'Technikus Service', // 9
  'Schmid Transporte', // 10
  'Müllerbau Nord GmbH', // 11
  'Holding Technik Süd', // 12
  'Schloß Hotel Wien', // 13
];

describe('NameTiers', () => {
  let db: SqliteDatabase;
  let tiers: NameTiers;
  let reader: TierReader;
  const page = async (keyword: string, fillUpTo = 25) => {
    const result = await tiers.page(keyword, { offset: 0, limit: 25, fillUpTo }, reader);
    return result!;
  };
  const idsOf = async (keyword: string) => (await page(keyword)).hits.map((hit) => hit.id);
  const tierOf = async (keyword: string, id: number) =>
    (await page(keyword)).hits.find((hit) => hit.id === id)?.tier;

  beforeEach(() => {
    db = nameDataset(NAMES);
    const index = nameIndexOf(db);
    tiers = new NameTiers(index);
    reader = {
      count: (query, cap) => index.countMatches(query, cap),
      ids: (match, excluding, limit) => index.matchIds(match, limit, excluding),
    };
  });

  it('orders tiers exact → prefix → typo, popularity within a tier', async () => {
    const result = await page('Technik');
    expect(result.hits).toEqual([
      { id: 1, tier: 'exact' },
      { id: 12, tier: 'exact' },
      { id: 9, tier: 'prefix' },
    ]);
    expect(result.total).toBe(3);
  });

  it('counts a swap of neighbouring letters as one typo', async () => {
    expect(await tierOf('Tecnhik', 1)).toBe('typo');
    expect(await tierOf('Holidng', 1)).toBe('typo');
    expect(await idsOf('Tecnhik Holidng')).toEqual([1, 12]);
  });

  it('puts the closest names of a small result first when the reader has names', async () => {
    const named: TierReader = {
      ...reader,
      names: async (ids) => new Map(ids.map((id) => [id, NAMES[id - 1]!])),
    };
    const closest = await tiers.page('Technik', { offset: 0, limit: 25, fillUpTo: 25 }, named);
    // 'Holding Technik Süd' (12) and 'Technik Holding GmbH' (1) are both exact; neither is closer.
    expect(closest!.hits.map((hit) => hit.id)).toEqual([1, 12, 9]);
    const müller = await tiers.page('Müllerbau Nord', { offset: 0, limit: 25, fillUpTo: 25 }, named);
    expect(müller!.hits[0]).toEqual({ id: 11, tier: 'exact' });
    const logistik = await tiers.page('Logistik', { offset: 0, limit: 1, fillUpTo: 25 }, named);
    expect(logistik!.hits).toEqual([{ id: 3, tier: 'exact' }]);
    const meier = await tiers.page('Meier Logistik', { offset: 0, limit: 25, fillUpTo: 1 }, named);
    expect(meier!.hits[0]).toEqual({ id: 5, tier: 'exact' });
  });

  it('finds sound-alikes of three-letter words one edit away', async () => {
    db.prepare('INSERT INTO company_fts (rowid, tokens) VALUES (?, ?)').run(14, nameIndexText('Lück Bau KG'));
    rebuildVocabulary(db);
    tiers = new NameTiers(nameIndexOf(db));
    expect(await tierOf('Lük Bau', 14)).toBe('phonetic');
  });

  it('counts a swap of the first two letters as one typo', async () => {
    expect(await tierOf('Ohlding', 1)).toBe('typo');
    expect(await idsOf('eTchnik Ohlding')).toEqual([1, 12]);
  });

  it('finds Meier, Mayer, Maier and Meyer from one another, sound-alikes after typos', async () => {
    for (const typed of ['Meier', 'Mayer', 'Maier', 'Meyer']) {
      expect((await idsOf(typed)).sort((a, b) => a - b)).toEqual([3, 5, 6, 7]);
    }
    const meier = await page('Meier');
    expect(meier.hits[0]).toEqual({ id: 5, tier: 'exact' });
    // Maier and Meyer are one letter off: typos; Mayer is two: only the sound matches.
    expect(meier.hits.slice(1)).toEqual([
      { id: 6, tier: 'typo' },
      { id: 7, tier: 'typo' },
      { id: 3, tier: 'phonetic' },
    ]);
  });

  it('finds Schmidt, Schmitt and Schmid from one another', async () => {
    for (const typed of ['Schmidt', 'Schmitt', 'Schmid']) {
      expect((await idsOf(typed)).sort((a, b) => a - b)).toEqual([4, 8, 10]);
    }
  });

  it('reads the phonetic tier only to fill a short first page', async () => {
    expect((await page('Meier', 1)).hits.map((hit) => hit.tier)).toEqual(['exact']);
    expect((await page('Meier', 2)).hits.map((hit) => hit.tier)).not.toContain('phonetic');
  });

  it('finds words in any order', async () => {
    expect(await tierOf('Bau Müller', 2)).toBe('exact');
    expect(await tierOf('Holding Technik GmbH', 1)).toBe('exact');
  });

  it('finds a split word joined and joined words split', async () => {
    // 'Müllerbau' → muller AND bau; 'Müller Bau' → mullerbau.
    expect(await tierOf('Müllerbau', 2)).toBe('typo');
    expect(await tierOf('Müllerbau', 11)).toBe('exact');
    expect(await tierOf('Müller Bau', 2)).toBe('exact');
    expect(await tierOf('Müller Bau', 11)).toBe('typo');
  });

  it('says what was meant when nothing matched as typed', async () => {
    expect((await page('Tecnhik Holidng')).didYouMean).toBe('Technik Holding');
    expect((await page('tecnhik GmbH')).didYouMean).toBe('technik GmbH');
    // Found as typed: no correction offered.
    expect((await page('Technik')).didYouMean).toBeNull();
    // A word typed on is a prefix, not a typo.
    expect((await page('Techn')).didYouMean).toBeNull();
  });

  it('answers no searchable word with null and nonsense with an empty page', async () => {
    expect(await tiers.page('  ---  ', { offset: 0, limit: 25, fillUpTo: 25 }, reader)).toBeNull();
    expect((await page('GmbH')).total).toBeGreaterThan(0);
    expect(await page('x'.repeat(200))).toEqual({ hits: [], total: 0, capped: false, didYouMean: null });
  });

  it('pages across tiers without overlap or gaps', async () => {
    const all = (await page('Meier')).hits;
    expect(all).toHaveLength(4);
    const exactTiers = await tiers.tiers('Technik');
    expect(await pageAcrossTiers(exactTiers, 1, 5, reader)).toEqual([
      { id: 12, tier: 'exact' },
      { id: 9, tier: 'prefix' },
    ]);
    expect((await tiers.page('Meier', { offset: 2, limit: 2, fillUpTo: 25 }, reader))!.hits).toEqual(
      all.slice(2, 4),
    );
  });

  it('asks a reader that counts while it reads once per tier, with the same pages', async () => {
    const calls = { count: 0, ids: 0, read: 0 };
    const index = nameIndexOf(db);
    const counting: TierReader = {
      count: (query, cap) => {
        calls.count++;
        return reader.count(query, cap);
      },
      ids: (match, excluding, limit) => {
        calls.ids++;
        return reader.ids(match, excluding, limit);
      },
      read: async (match, excluding, limit, cap) => {
        calls.read++;
        const found = await index.matchIds(match, Math.max(limit, cap), excluding);
        return { ids: found.slice(0, limit), total: Math.min(found.length, cap) };
      },
    };
    const requests = [
      { offset: 0, limit: 25, fillUpTo: 25 },
      { offset: 1, limit: 2, fillUpTo: 25 },
      { offset: 0, limit: 1, fillUpTo: 1 },
      { offset: 3, limit: 25, fillUpTo: 25 },
    ];
    const keywords = [
      'Technik',
      'Technik Holding GmbH',
      'Meier',
      'Schmidt',
      'Techni',
      'Tecnhik Holidng',
      'GmbH',
    ];
    for (const keyword of keywords)
      for (const request of requests)
        expect(await tiers.page(keyword, request, counting), `${keyword} ${JSON.stringify(request)}`).toEqual(
          await tiers.page(keyword, request, reader),
        );
    // Found as typed, a keyword's tiers are read once each, never counted apart.
    Object.assign(calls, { count: 0, ids: 0, read: 0 });
    await tiers.page('Technik Holding GmbH', { offset: 0, limit: 25, fillUpTo: 1 }, counting);
    expect(calls).toEqual({ count: 0, ids: 0, read: (await tiers.tiers('Technik Holding GmbH')).length });
  });

  it('reads no tier that the counts show empty, and looks up a sound once until names change', async () => {
    const index = nameIndexOf(db);
    const sounds: string[] = [];
    const counted = new NameTiers({
      ...index,
      phoneticTerms: (code, length, limit) => {
        sounds.push(code);
        return index.phoneticTerms(code, length, limit);
      },
    });
    const reads: number[] = [];
    const logging: TierReader = {
      ...reader,
      ids: (match, excluding, limit) => {
        reads.push(match.length);
        return reader.ids(match, excluding, limit);
      },
    };
    const request = { offset: 0, limit: 25, fillUpTo: 25 };
    expect((await counted.page('Xyzzyq', request, logging))!.hits).toEqual([]);
    expect(reads).toEqual([]);
    sounds.length = 0;
    const meier = await counted.page('Meier', request, logging);
    const lookups = sounds.length;
    expect(lookups).toBeGreaterThan(0);
    expect(await counted.page('Meier', request, logging)).toEqual(meier);
    expect(sounds).toHaveLength(lookups);
    counted.invalidate();
    await counted.page('Meier', request, logging);
    expect(sounds).toHaveLength(2 * lookups);
  });

  it('with anyOrder puts a tier closest first only when it has more matches than the page takes', async () => {
    let nameReads = 0;
    const named: TierReader = {
      ...reader,
      names: async (ids) => {
        nameReads++;
        return new Map(ids.map((id) => [id, NAMES[id - 1]!]));
      },
    };
    const all = await tiers.page('Technik', { offset: 0, limit: 25, fillUpTo: 25, anyOrder: true }, named);
    expect(all!.hits.map((hit) => hit.id).sort((a, b) => a - b)).toEqual([1, 9, 12]);
    expect(nameReads).toBe(0);
    const one = await tiers.page('Technik', { offset: 0, limit: 1, fillUpTo: 25, anyOrder: true }, named);
    expect(one!.hits).toEqual([{ id: 1, tier: 'exact' }]);
    expect(nameReads).toBe(1);
    const typo = { offset: 0, limit: 25, fillUpTo: 25 };
    expect((await tiers.page('Tecnhik Holidng', typo, reader))!.didYouMean).toBe('Technik Holding');
    expect((await tiers.page('Tecnhik Holidng', { ...typo, anyOrder: true }, reader))!.didYouMean).toBeNull();
  });

  it('with anyOrder counts by reading ids up to the closest-first bound, reads no tier again when all fit, nor the typo tier when the sound-alikes fit', async () => {
    const calls: string[] = [];
    const logging: TierReader = {
      count: (query, cap) => reader.count(query, cap),
      ids: (match, excluding, limit) => {
        calls.push(`ids ${limit}${excluding ? ' excluding' : ''}`);
        return reader.ids(match, excluding, limit);
      },
      names: async (ids) => new Map(ids.map((id) => [id, NAMES[id - 1]!])),
    };
    const all = await tiers.page('Technik', { offset: 0, limit: 25, fillUpTo: 25, anyOrder: true }, logging);
    expect(all!.hits.map((hit) => hit.id).sort((a, b) => a - b)).toEqual([1, 9, 12]);
    expect(calls).toEqual(['ids 501']);
    calls.length = 0;
    const meier = await tiers.page('Meier', { offset: 0, limit: 25, fillUpTo: 25, anyOrder: true }, logging);
    const sorted = (hits: { id: number }[]) => hits.map((hit) => hit.id).sort((a, b) => a - b);
    expect(sorted(meier!.hits)).toEqual(sorted((await page('Meier')).hits));
    expect(calls).toEqual(['ids 501', 'ids 501']);
    calls.length = 0;
    // Closest first, each tier read whole: the tiers before are left out here, not by the index.
    const closest = await tiers.page('Technik', { offset: 0, limit: 25, fillUpTo: 25 }, logging);
    expect(closest!.hits.map((hit) => hit.id)).toEqual([1, 12, 9]);
    expect(calls).toEqual(['ids 500', 'ids 500']);
  });

  it('suggests exact and prefix matches only', async () => {
    expect(await tiers.suggest('Technik', 5, reader)).toEqual([1, 12, 9]);
    expect(await tiers.suggest('Techni', 5, reader)).toEqual([1, 9, 12]);
    expect(await tiers.suggest('Tecnhik', 5, reader)).toEqual([]);
  });

  it('keeps the vocabulary and its sound codes current when names change', async () => {
    // Company 13 is renamed: 'schloss' leaves the vocabulary, 'burg' arrives with its code.
    const before = nameIndexText(NAMES[12]!);
    const after = nameIndexText('Burg Hotel Wien');
    db.prepare("INSERT INTO company_fts (company_fts, rowid, tokens) VALUES ('delete', 13, ?)").run(before);
    db.prepare('INSERT INTO company_fts (rowid, tokens) VALUES (13, ?)').run(after);
    adjustVocabulary(db, [before], [after]);
    tiers.invalidate();
    // The next vocabulary is built off the request path: the searches after it see the change.
    await tiers.vocabularies.settled();
    const vocab = db.prepare('SELECT term, doc_count, phonetic FROM name_vocab WHERE term IN (?, ?, ?)');
    expect(vocab.all('schloss', 'burg', 'hotel')).toEqual([
      { term: 'burg', doc_count: 1, phonetic: '174' },
      { term: 'hotel', doc_count: 1, phonetic: '025' },
    ]);
    expect(await tierOf('Burgg', 13)).toBe('typo');
    // Four letters allow no typo, but 'brug' sounds like the new 'burg'.
    expect(await tierOf('Brug', 13)).toBe('phonetic');
    expect(await tierOf('Schloss', 13)).toBeUndefined();
  });
});

describe('NameTiers between its reads', () => {
  /** A reader over the test names whose every call works for 3 ms, past a slice (SLICE_MS). */
  function slowReader(turn: () => number, turns: number[], onCall?: () => void) {
    const index = nameIndexOf(nameDataset(NAMES));
    const hold = () => {
      turns.push(turn());
      onCall?.();
      const until = performance.now() + 3;
      while (performance.now() < until);
    };
    return {
      index,
      reader: {
        count: (query, cap) => {
          hold();
          return index.countMatches(query, cap);
        },
        ids: (match, excluding, limit) => {
          hold();
          return index.matchIds(match, limit, excluding);
        },
      } satisfies TierReader,
    };
  }

  /** Counts turns of the event loop (check phase) while `work` runs. */
  async function countingTurns<T>(work: (turn: () => number) => Promise<T>): Promise<T> {
    let turns = 0;
    let running = true;
    const tick = () => {
      turns++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    try {
      return await work(() => turns);
    } finally {
      running = false;
    }
  }

  it("lets the event loop turn between two reads once the request's slice is used up", async () => {
    const page = (budget: WorkBudget | null) =>
      countingTurns(async (turn) => {
        const seen: number[] = [];
        const { index, reader } = slowReader(turn, seen);
        // The vocabulary is built before (a search before the first build waits for it).
        const tiers = new NameTiers(index);
        await tiers.warmUp();
        const read = () => tiers.page('Technik Hold', { offset: 0, limit: 25, fillUpTo: 25 }, reader);
        await (budget ? runWithBudget(budget, read) : read());
        return seen;
      });
    // In a request: several reads, each in a later turn than the one before it.
    const inRequest = await page(new WorkBudget(60_000));
    expect(inRequest.length).toBeGreaterThan(1);
    for (let at = 1; at < inRequest.length; at++) expect(inRequest[at]).toBeGreaterThan(inRequest[at - 1]!);
    // Outside a request nothing waits: the same page makes the same reads in one turn.
    const outside = await page(null);
    expect(outside).toHaveLength(inRequest.length);
    expect(new Set(outside).size).toBe(1);
  });

  it('stops reading when its client went away', async () => {
    const budget = new WorkBudget(60_000);
    const calls: number[] = [];
    const { index, reader } = slowReader(
      () => 0,
      calls,
      () => budget.abort('client'),
    );
    const page = runWithBudget(budget, () =>
      new NameTiers(index).page('Technik Hold', { offset: 0, limit: 25, fillUpTo: 25 }, reader),
    );
    await expect(page).rejects.toBeInstanceOf(BudgetExceeded);
    expect(calls).toHaveLength(1);
  });
});
