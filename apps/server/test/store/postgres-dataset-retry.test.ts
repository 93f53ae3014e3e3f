/**
 * A dataset generated for PostgreSQL whose copy failed is copied again by the next attempt with
 * the same seed and size, not generated again (docs/decisions/206): at 3.6M the generation takes
 * many minutes, and a primary that restarts during the copy should not cost them twice.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../src/config';
import { buildDataset, datasetExists } from '../../src/store';
import { INDEX_FILE } from '../../src/store/postgres/local-index';
import { createTestDatabase, type TestDatabase } from '../postgres';

describe('a dataset copy into PostgreSQL that failed', () => {
  let database: TestDatabase;
  let dir: string;
  let target: Extract<DatabaseTarget, { kind: 'postgres' }>;
  const generated = () => join(dir, 'dataset-for-postgres.sqlite');
  /** A row the copy's COPY of `industries` collides with, so that the copy fails after the generation. */
  const blockCopy = async (blocked: boolean) => {
    const client = new pg.Client(database.url);
    await client.connect();
    try {
      await client.query(
        blocked
          ? "INSERT INTO industries (industry_id, gegenstand, label_en) VALUES (1, 'Sperre', 'Block')"
          : 'DELETE FROM industries',
      );
    } finally {
      await client.end();
    }
  };
  const attempt = async (seed: number) => {
    const phases: string[] = [];
    const result = buildDataset(
      target,
      { companies: 300, seed, onPhase: (phase) => phases.push(phase) },
      () => {},
    );
    return { result, phases };
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'fd-pg-retry-'));
    target = {
      kind: 'postgres',
      url: database.url,
      replicaUrls: [],
      indexDir: dir,
      statementTimeoutMs: 10_000,
    };
    // Migrates the empty database, so that the blocking row has its table.
    expect(await datasetExists(target, () => {})).toBe(false);
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the generated file, copies it on the next attempt, and generates anew for another seed', async () => {
    await blockCopy(true);
    const first = await attempt(7);
    await expect(first.result).rejects.toThrow(/duplicate key/);
    expect(first.phases[0]).toBe('generate');
    expect(existsSync(generated())).toBe(true);

    // Another seed is another dataset: generated again (and still blocked).
    const other = await attempt(8);
    await expect(other.result).rejects.toThrow(/duplicate key/);
    expect(other.phases[0]).toBe('generate');

    await blockCopy(false);
    const retry = await attempt(8);
    expect(await retry.result).toMatchObject({ companies: 300, reused: true });
    expect(retry.phases).toEqual(['copy']);
    expect(await datasetExists(target, () => {})).toBe(true);
    // The copied file became the local index, as after a generation.
    expect(existsSync(generated())).toBe(false);
    expect(existsSync(join(dir, INDEX_FILE))).toBe(true);
  }, 120_000);
});
