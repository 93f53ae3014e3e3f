import { nameIndexText } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { nameDataset } from '../../../test/name-dataset';
import { createNameIndex } from '../../search-engine/name-index';
import type { SqliteDatabase } from '../../store/sqlite/database';
import { sqliteEngineSource } from '../../store/sqlite/engine-source';
import type { NameIndexRepository } from '../../store/types';
import { NameSearch } from './name-search';

const FIRST = ['Müller', 'Schmidt', 'Weber', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Richter'];
const TRADE = ['Bau', 'Handel', 'Logistik', 'Beratung', 'Technik', 'Immobilien', 'Service'];
const PLACE = ['Nord', 'Süd', 'Berlin', 'Hamburg', 'München'];
const FORM = ['GmbH', 'AG', 'KG', 'GmbH & Co. KG', ''];

/** Names drawn from the lists above with a fixed seed: the same every run. */
function generatedNames(count: number): string[] {
  let state = 20261130;
  const pick = <T>(list: readonly T[]): T => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return list[state % list.length]!;
  };
  return Array.from({ length: count }, () =>
    [pick(FIRST), pick(TRADE), pick([...PLACE, '', '']), pick(FORM)].filter(Boolean).join(' '),
  );
}

/** The name index of `db`, counting its id reads. */
function countedIndex(db: SqliteDatabase): { index: NameIndexRepository; reads: () => number } {
  const source = sqliteEngineSource(db);
  const index = createNameIndex(source.names, source.companies);
  let reads = 0;
  return {
    index: {
      ...index,
      matchIds: (query, limit, excluding) => {
        reads++;
        return index.matchIds(query, limit, excluding);
      },
    },
    reads: () => reads,
  };
}

/** What the matcher asks for one name: the whole name, then each word left out once. */
function matcherCalls(name: string): [string, number][] {
  const words = name.replace(/&/g, ' ').split(/\s+/).filter(Boolean);
  return [
    [words.join(' '), 40],
    ...words.map((_, i): [string, number] => [words.filter((__, at) => at !== i).join(' '), 12]),
  ];
}

describe("NameSearch's kept id reads", () => {
  const names = generatedNames(600);
  const queries = [
    ...generatedNames(640).slice(600),
    'Mueller Bau Nord',
    'Schmitd Handel',
    'Weber Bau Kiel GmbH',
  ];

  it('answers as reading the index every time, with fewer reads', async () => {
    const db = nameDataset(names);
    const kept = countedIndex(db);
    const search = new NameSearch(kept.index);
    const fresh = countedIndex(db);
    for (const query of queries)
      for (const [keyword, limit] of matcherCalls(query)) {
        // A search of its own per call keeps nothing from the calls before.
        const expected = await new NameSearch(fresh.index).candidates(keyword, limit);
        expect(await search.candidates(keyword, limit)).toEqual(expected);
      }
    expect(kept.reads()).toBeLessThan(fresh.reads() * 0.8);
  });

  it('reads the index again after the data changed', async () => {
    const db = nameDataset(names);
    const { index } = countedIndex(db);
    const search = new NameSearch(index);
    const before = await search.candidates('Weber Logistik', 40);
    db.prepare('INSERT INTO company_fts (rowid, tokens) VALUES (?, ?)').run(
      5000,
      nameIndexText('Weber Logistik'),
    );
    search.invalidate();
    expect(await search.candidates('Weber Logistik', 40)).toEqual([...before, 5000]);
  });

  it('does not keep a read of more than a thousand ids', async () => {
    const db = nameDataset(Array.from({ length: 1200 }, (_, at) => `Weber Bau ${at}`));
    const { index, reads } = countedIndex(db);
    const search = new NameSearch(index);
    const deep = async () => (await search.search('Weber Bau', 1100, 25)).hits.length;
    expect(await deep()).toBe(25);
    const first = reads();
    expect(await deep()).toBe(25);
    expect(reads()).toBe(2 * first);
    const shallow = await search.candidates('Weber', 12);
    const before = reads();
    expect(await search.candidates('Weber', 12)).toEqual(shallow);
    expect(reads()).toBe(before);
  });
});
