/** Paths of the committed import fixtures and a helper that reads a whole import into one list. */
import { join } from 'node:path';
import type { ImportBatch } from './types';

export const FIXTURES = join(import.meta.dirname, '../../test/fixtures/import');
export const fixture = (name: string): string => join(FIXTURES, name);

export interface Collected extends Omit<ImportBatch, 'progress'> {
  batches: ImportBatch[];
}

export async function collect(batches: AsyncIterable<ImportBatch>): Promise<Collected> {
  const all: Collected = { companies: [], relationships: [], officers: [], skipped: [], batches: [] };
  for await (const batch of batches) {
    all.batches.push(batch);
    all.companies.push(...batch.companies);
    all.relationships.push(...batch.relationships);
    all.officers.push(...batch.officers);
    all.skipped.push(...batch.skipped);
  }
  return all;
}
