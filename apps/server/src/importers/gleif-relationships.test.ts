import { describe, expect, it } from 'vitest';
import { LEI } from '../../test/fixtures/import/fixture-ids';
import { readGleifLei } from './gleif-lei';
import { readGleifRelationships } from './gleif-relationships';
import { collect, fixture } from './test-files';

async function keptLeis(): Promise<Set<string>> {
  const kept = new Set<string>();
  await collect(readGleifLei(fixture('gleif-lei.csv'), { onKept: (lei) => kept.add(lei) }));
  return kept;
}

describe('readGleifRelationships', () => {
  it('yields the edges that touch a kept company, with kind, status and relationship period', async () => {
    const kept = await keptLeis();
    const { relationships, skipped, batches } = await collect(
      readGleifRelationships(fixture('gleif-rr.csv'), { keep: (lei) => kept.has(lei) }),
    );
    expect(relationships.map((r) => [r.childLei, r.kind, r.parentLei])).toEqual([
      [LEI.mainufer, 'direct-parent', LEI.isartal],
      [LEI.mainufer, 'ultimate-parent', LEI.hanse],
      [LEI.donau, 'direct-parent', LEI.limmat],
      [LEI.horlogerie, 'direct-parent', LEI.bois],
      [LEI.nordsee, 'branch-of', LEI.isartal],
    ]);
    expect(relationships[0]).toMatchObject({
      source: 'gleif',
      sourceType: 'IS_DIRECTLY_CONSOLIDATED_BY',
      status: 'active',
      startDate: '2015-01-01',
      endDate: null,
      sourceDate: '2024-04-01T08:00:00.000Z',
      sourceLine: 2,
    });
    expect(skipped).toEqual([
      { line: 8, reason: `invalid parent LEI '${LEI.bad}'` },
      { line: 9, reason: "unknown relationship type 'IS_BEST_FRIEND_OF'" },
    ]);
    expect(batches.at(-1)!.progress).toMatchObject({
      rowsRead: 9,
      rowsKept: 5,
      rowsFiltered: 2,
      rowsSkipped: 2,
    });
  });

  it('sees an ended relationship in the newer file through its fingerprint', async () => {
    const kept = await keptLeis();
    const keep = (lei: string) => kept.has(lei);
    const first = await collect(readGleifRelationships(fixture('gleif-rr.csv'), { keep }));
    const newer = await collect(readGleifRelationships(fixture('gleif-rr-newer.csv'), { keep }));
    const before = new Set(first.relationships.map((r) => r.fingerprint));
    const changed = newer.relationships.filter((r) => !before.has(r.fingerprint));
    expect(changed).toMatchObject([
      { childLei: LEI.mainufer, parentLei: LEI.isartal, status: 'inactive', endDate: '2024-12-31' },
    ]);
  });

  it('refuses a Level 1 file given as relationships', async () => {
    await expect(
      collect(readGleifRelationships(fixture('gleif-lei.csv'), { keep: () => true })),
    ).rejects.toThrow(/not a GLEIF RR-CDF file, missing column\(s\) Relationship.StartNode.NodeID/);
  });
});
