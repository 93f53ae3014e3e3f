import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type ImportJob, runImport } from '../../src/importers/run-import';
import { fixture } from '../../src/importers/test-files';
import { createStoreSink } from '../../src/importers/writer/store-sink';
import { openImportStore } from '../../src/store';
import { eventually } from '../eventually';
import { LEI } from '../fixtures/import/fixture-ids';
import type { TestApp } from '../helpers';

/** Imports open-register files into the test app's dataset, as `npm run import` does (in this thread). */
export async function importInto(t: TestApp, job: ImportJob): Promise<void> {
  const store = await openImportStore(t.config.database, () => {});
  try {
    await runImport(job, { sink: createStoreSink(store), workers: 0 });
    await store.finish();
  } finally {
    await store.close();
  }
}

/** The id the landing search gives for a name, once the server has followed the import. */
export async function findBySearch(t: TestApp, keyword: string, name: string): Promise<number> {
  const hit = await eventually(
    async () =>
      (
        (await t.app.inject(`/api/landing_search?keyword=${encodeURIComponent(keyword)}`)).json()
          .companies as { company_id: number; company_name: string }[]
      ).find((row) => row.company_name === name),
    (found) => found !== undefined,
    { what: `${name} found by search` },
  );
  return hit!.company_id;
}

/**
 * A GLEIF relationship file in `dir` with a cycle: the fixture's Mainufer consolidated by Isartal,
 * and the same line reversed (Isartal consolidated by Mainufer). Returns its path.
 */
export function writeParentCycle(dir: string): string {
  const lines = readFileSync(fixture('gleif-rr.csv'), 'utf8').trimEnd().split('\n');
  const direct = lines.find(
    (line) => line.startsWith(`"${LEI.mainufer}"`) && line.includes('IS_DIRECTLY_CONSOLIDATED_BY'),
  )!;
  const reversed = direct
    .replaceAll(LEI.mainufer, 'CHILD')
    .replaceAll(LEI.isartal, LEI.mainufer)
    .replaceAll('CHILD', LEI.isartal);
  const file = join(dir, 'cycle-rr.csv');
  writeFileSync(file, `${lines[0]}\n${direct}\n${reversed}\n`);
  return file;
}
