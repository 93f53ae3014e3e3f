import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DatabaseTarget } from '../../src/config';
import { openStores } from '../../src/store';
import { openDatabase } from '../../src/store/sqlite/database';
import type { Stores } from '../../src/store/types';
import { eventually } from '../eventually';
import { createPostgresInstall } from '../postgres';

/**
 * The worker processes of one server open the same files: the embedded dataset, or on
 * PostgreSQL the local index. Two store instances on one target stand for two processes (each
 * has its own connections and in-memory index, as a process has).
 */
const withStatus = (status: 'Active' | 'Inactive') => ({
  name: null,
  area: null,
  filters: { must: [{ kind: 'legal_status' as const, values: [status] }], atleast: [], exclusive: [] },
});
const inactive = withStatus('Inactive');

async function liquidate(stores: Stores, companyId: number): Promise<void> {
  const before = (await stores.companies.companyDetail.company(companyId))!;
  await stores.companies.companyDetail.applyChanges(
    companyId,
    {
      legal_status: 'In Liquidation',
      contact_website: before.contact_website,
      contact_phone: before.contact_phone,
      contact_email: before.contact_email,
      address_street: before.address_street,
    },
    '2026-11-24',
    [],
    [],
  );
}

const setups: {
  name: string;
  open(): Promise<{ target: DatabaseTarget; dir: string; drop(): Promise<void> }>;
}[] = [
  {
    name: 'sqlite',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'fd-shared-'));
      const path = join(dir, 'firmenradar.sqlite');
      copyFileSync(inject('datasetTemplate'), path);
      return {
        target: { kind: 'sqlite', path },
        dir,
        drop: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'postgres',
    async open() {
      const install = await createPostgresInstall();
      return { target: install.target, dir: install.target.indexDir, drop: () => install.drop() };
    },
  },
];

describe.each(setups)('two processes on one data directory ($name)', (setup) => {
  let env: Awaited<ReturnType<(typeof setups)[number]['open']>>;
  let first: Stores;
  let second: Stores;
  let active: number[];
  const heard: number[][] = [];
  beforeAll(async () => {
    env = await setup.open();
    first = await openStores(env.target, () => {});
    second = await openStores(env.target, () => {});
    second.companies.onChange((ids) => heard.push(ids));
    active = (await first.companies.companySearch.find(withStatus('Active'), 0, 10, 11)).ids;
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await env.drop();
  });

  it("shows one process's write in the other's in-memory index and tells its listeners", async () => {
    const companyId = active[0]!;
    const before = await second.companies.companySearch.find(inactive, 0, 10_000, 10_001);
    expect(before.ids).not.toContain(companyId);
    await liquidate(first, companyId);
    const seen = await eventually(
      async () =>
        (await second.companies.companySearch.find(inactive, 0, 10_000, 10_001)).ids.includes(companyId),
      (found) => found,
      { what: `company ${companyId} among the inactive ones in the other process` },
    );
    expect(seen).toBe(true);
    expect(heard).toContainEqual([companyId]);
  });

  it('records each change once in the shared file', async () => {
    const companyId = active[1]!;
    await liquidate(second, companyId);
    await liquidate(first, companyId);
    await eventually(
      () => heard.flat().filter((id) => id === companyId).length,
      (times) => times >= 2,
      { what: `both changes of company ${companyId} heard by the other process` },
    );
    const file =
      setup.name === 'sqlite' ? (env.target as { path: string }).path : join(env.dir, 'search-index.sqlite');
    const db = openDatabase(file, { readonly: true });
    try {
      const entries = db
        .prepare('SELECT count(*) FROM company_changes WHERE company_id = ?')
        .pluck()
        .get(companyId);
      expect(entries).toBe(2);
    } finally {
      db.close();
    }
  });
});
