/**
 * The import writer on both engines, importing the hand-written fixtures on top of the
 * generated test dataset while a server's company store is open: merges, no false merges,
 * idempotence, newer files, bad batches, and the server seeing the result without a restart.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import type { DatabaseTarget } from '../../src/config';
import { runImport } from '../../src/importers/run-import';
import { fixture } from '../../src/importers/test-files';
import { ImportFileError } from '../../src/importers/types';
import { createStoreSink } from '../../src/importers/writer/store-sink';
import { openImportStore, openStores } from '../../src/store';
import type { ImportStore, Stores } from '../../src/store/types';
import { eventually } from '../eventually';
import { LEI } from '../fixtures/import/fixture-ids';
import { TEST_COMPANIES } from '../global-setup';
import { createPostgresInstall } from '../postgres';
import { type DatasetRows, datasetRows } from './import-rows';

interface Install {
  target: DatabaseTarget;
  drop(): Promise<void>;
}

const installs: Record<'sqlite' | 'postgres', () => Promise<Install>> = {
  async sqlite() {
    const dir = mkdtempSync(join(tmpdir(), 'fd-import-'));
    const path = join(dir, 'firmenradar.sqlite');
    copyFileSync(inject('datasetTemplate'), path);
    return {
      target: { kind: 'sqlite', path },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  postgres: createPostgresInstall,
};

const gleif = (newer = false) => ({
  source: 'gleif' as const,
  leiFile: fixture(newer ? 'gleif-lei-newer.csv' : 'gleif-lei.csv'),
  relationshipsFile: fixture(newer ? 'gleif-rr-newer.csv' : 'gleif-rr.csv'),
});
const offene = (name = 'offeneregister.jsonl') => ({
  source: 'offeneregister' as const,
  file: fixture(name),
});

/** The first value of `probe` that is not null: the server follows the import on its own (see ../eventually). */
async function until<T>(probe: () => Promise<T | null>, what: string): Promise<T> {
  return (await eventually(probe, (value) => value !== null, { what }))!;
}

describe.each(['sqlite', 'postgres'] as const)('import writer on %s', (engine) => {
  let install: Install;
  let stores: Stores;
  let store: ImportStore;
  let rows: DatasetRows;

  beforeEach(async () => {
    install = await installs[engine]();
    stores = await openStores(install.target, () => {});
    store = await openImportStore(install.target, () => {});
    rows = await datasetRows(install.target);
  });
  afterEach(async () => {
    await store.close();
    await stores.close();
    await rows.close();
    await install.drop();
  });

  const run = async (job: Parameters<typeof runImport>[0]) => {
    const sink = createStoreSink(store, () => new Date('2025-03-01T10:00:00Z'));
    await runImport(job, { sink, workers: 0 });
    await store.finish();
    return sink.counts;
  };

  it('merges the same company across sources, never alike names, and stays apart from the synthetic companies', async () => {
    const first = await run(gleif());
    expect(first.created).toBe(12);
    expect(first.relationshipsWritten).toBe(5);
    const second = await run(offene());
    expect(second.created).toBe(5);
    expect(second.merged).toEqual({ lei: 0, 'register-key': 2, 'name-postcode': 1 });

    expect(await rows.count('companies')).toBe(TEST_COMPANIES + 17);
    // Every source record belongs to exactly one company; merged ones share theirs.
    const companyOf = (source: string, id: string) => rows.companyOfSource(source, id);
    const isartal = await companyOf('gleif', LEI.isartal);
    expect(isartal).toBeGreaterThan(TEST_COMPANIES);
    const byName = await rows.companiesNamed(['Müller Bau GmbH', 'Müller Bau Nord GmbH', 'Mueller Bau GmbH']);
    expect(new Set(byName).size).toBe(3);
    expect(await rows.sourcesPerCompany()).toEqual({ 1: 14, 2: 3 });
    // The stable key is the first source record's, and the server resolves it to the company.
    const keyed = await until(async () => {
      const [id] = await stores.companies.keys.companyIds([`imp:gleif:${LEI.isartal}`]);
      return id ?? null;
    }, 'the key in the server');
    expect(keyed).toBe(isartal);
    // Synthetic companies were not touched.
    expect(await rows.count('company_identity')).toBe(17);
    // Two imports and a wait of up to 20 s: above the default 30 s.
  }, 60_000);

  it('changes nothing when the same files are imported again', async () => {
    await run(gleif());
    await run(offene('offeneregister.jsonl.bz2'));
    const before = await rows.snapshot();
    const again = await run(gleif());
    const plain = await run(offene('offeneregister.jsonl'));
    expect(again.created + again.updated + again.relationshipsWritten).toBe(0);
    expect(plain.created + plain.updated).toBe(0);
    expect(await rows.snapshot()).toEqual(before);
  });

  it('applies only the differences of newer files and records each in the history', async () => {
    await run(gleif());
    await run(offene());
    const changesBefore = await rows.maxChange();
    const historyBefore = await rows.count('company_history');
    const newer = await run(gleif(true));
    expect(newer).toMatchObject({ created: 1, updated: 2, relationshipsWritten: 1 });
    const isartal = (await rows.companyOfSource('gleif', LEI.isartal))!;
    const hanse = (await rows.companyOfSource('gleif', LEI.hanse))!;
    const history = await rows.historySince(historyBefore);
    expect(history).toEqual(
      expect.arrayContaining([
        {
          company_id: isartal,
          field: 'address',
          old_value: 'Leopoldstraße 10, 80802 München',
          new_value: 'Leopoldstraße 12, 80802 München',
          source: 'gleif',
        },
        {
          company_id: hanse,
          field: 'legal_status',
          old_value: 'Active',
          new_value: 'Inactive',
          source: 'gleif',
        },
      ]),
    );
    expect(history.filter((entry) => entry.field !== 'created' && entry.field !== 'ownership')).toHaveLength(
      2,
    );
    // One change-sequence entry per written company or relationship, none for unchanged ones.
    const changed = await rows.changesSince(changesBefore);
    expect(new Set(changed)).toEqual(
      new Set([
        isartal,
        hanse,
        await rows.companyOfSource('gleif', LEI.rheinblick),
        await rows.companyOfSource('gleif', LEI.mainufer),
      ]),
    );

    const officers = await run(offene('offeneregister-newer.jsonl.bz2'));
    expect(officers.updated).toBe(3);
    const board = (await rows.historySince(historyBefore)).filter(
      (entry) => entry.company_id === isartal && entry.field === 'representatives',
    );
    expect(board).toEqual([
      expect.objectContaining({ old_value: 'Katrin Obermaier (Geschäftsführer)', new_value: null }),
      expect.objectContaining({ old_value: null, new_value: 'Markus Zeller (Geschäftsführer)' }),
    ]);
  });

  it('shows imported companies in the running server without a restart', async () => {
    await run(gleif());
    const id = (await rows.companyOfSource('gleif', LEI.limmat))!;
    const company = await until(() => stores.companies.companyDetail.company(id), 'the imported company');
    expect(company).toMatchObject({
      company_name: 'Limmat Präzisionstechnik AG',
      address_country: 'Switzerland',
    });
    const hits = await until(async () => {
      const ids = await stores.companies.names.matchIds([{ terms: ['limmat'], prefix: false }], 10);
      return ids.includes(id) ? ids : null;
    }, 'the name index entry');
    expect(hits).toContain(id);
    // Two waits of up to 20 s each: above the default 30 s.
  }, 60_000);

  it('writes nothing of a batch that fails, and stops on a truncated archive', async () => {
    const before = await rows.snapshot();
    let calls = 0;
    const failing: ImportStore = {
      ...store,
      transaction: (work) =>
        store.transaction(async (tx) => {
          const result = await work({
            ...tx,
            addHistory: async (companyId, entries) => {
              if (++calls === 5) throw new Error('disk full');
              return tx.addHistory(companyId, entries);
            },
          });
          return result;
        }),
    };
    const sink = createStoreSink(failing);
    await expect(runImport(gleif(), { sink, workers: 0 })).rejects.toThrow('disk full');
    expect(await rows.snapshot()).toEqual(before);
    await expect(run({ source: 'gleif', leiFile: fixture('gleif-lei-truncated.csv.zip') })).rejects.toThrow(
      ImportFileError,
    );
    await expect(run(offene('offeneregister-truncated.jsonl.bz2'))).rejects.toThrow(ImportFileError);
    expect(await rows.count('company_identity')).toBe(0);
  });
});
