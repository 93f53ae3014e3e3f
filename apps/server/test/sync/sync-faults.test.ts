/**
 * What goes wrong between the registers and the store: each fault ends the run with one line,
 * recorded as a failed run, with nothing of the file written to the store, and the next run
 * tries again and succeeds. A download cut off halfway resumes, within the run and across runs.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { runSync } from '../../src/sync/run-sync';
import type { TestApp } from '../helpers';
import { type FakeRegisters, type Faults, startFakeRegisters } from './fake-registers';
import { firstPublication } from './registers';
import { quietUi, syncInstall } from './sync-install';

let registers: FakeRegisters;
let t: TestApp;
let drop: () => Promise<void>;
beforeAll(async () => {
  registers = await startFakeRegisters(firstPublication());
});
afterAll(() => registers.close());
beforeEach(async () => {
  ({ t, drop } = await syncInstall('sqlite', registers));
});
afterEach(async () => {
  for (const key of Object.keys(registers.faults)) delete registers.faults[key as keyof Faults];
  registers.requests.length = 0;
  await drop();
});

const syncGleif = async (config = t.config, attempts = 2) => {
  const result = await runSync(
    config,
    { sources: ['gleif'], full: false, countries: ['AT', 'DE', 'CH'], scheduled: false },
    quietUi(),
    { download: { attempts, backoffMs: 1 } },
  );
  if (result.kind !== 'done') throw new Error('lease held');
  return result.reports[0]!;
};
/** Companies the GLEIF file created, and change entries written: none after a refused file. */
const imported = async () => (await t.stores.companies.dataset.sourceCounts()).gleif ?? 0;

describe('a sync that meets a fault', () => {
  const faults: [string, Faults, RegExp][] = [
    ['a 404', { apiStatus: 404 }, /answered 404 for .*\/lei2\/latest\.csv$/],
    ['a 500 on every try', { apiStatus: 500 }, /answered 500 for .*\(2 attempts\)$/],
    ['an HTML page instead of the zip', { html: true }, /answered with an HTML page instead of the file$/],
    ['a redirect loop', { redirectLoop: true }, /^redirect loop: /],
    [
      'a zip without a CSV',
      { csvCopies: 0 },
      /holds nothing; a golden-copy archive holds exactly one CSV file/,
    ],
    [
      'a zip with two CSVs',
      { csvCopies: 2 },
      /holds .*-golden-copy\.csv, .*-golden-copy-2\.csv; a golden-copy archive holds exactly one CSV/,
    ],
    [
      'a damaged zip',
      { corruptZip: true },
      /is damaged: .*-golden-copy\.csv (fails its checksum|cannot be decompressed)/,
    ],
  ];

  it.each(faults)(
    'records %s as a failed run in one line, writes nothing, and the next run succeeds',
    async (_what, fault, message) => {
      Object.assign(registers.faults, fault);
      const failed = await syncGleif();
      expect(failed.outcome).toBe('failed');
      expect(failed.error).toMatch(message);
      expect(failed.error).not.toContain('\n');
      expect(failed.created).toBe(0);
      expect(await imported()).toBe(0);
      expect((await t.stores.sync.recentRuns(1))[0]).toMatchObject({
        outcome: 'failed',
        error: failed.error,
      });

      for (const key of Object.keys(fault)) delete registers.faults[key as keyof Faults];
      const next = await syncGleif();
      expect(next).toMatchObject({ outcome: 'succeeded', kind: 'full', created: 12 });
      expect(await imported()).toBe(12);
    },
  );

  it('names the endpoint it cannot reach', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const unreachable = loadConfig({
      DATA_DIR: t.dataDir,
      GLEIF_GOLDEN_COPY_URL: `http://127.0.0.1:${closed}/api/v2/golden-copies/publishes`,
    });
    const failed = await syncGleif(unreachable);
    expect(failed).toMatchObject({ outcome: 'failed', created: 0 });
    expect(failed.error).toMatch(new RegExp(`^cannot reach 127\\.0\\.0\\.1:${closed}: .*\\(2 attempts\\)$`));
  });

  it('resumes a download cut off halfway within the run', async () => {
    Object.assign(registers.faults, { dropAfterBytes: 1500 });
    const report = await syncGleif();
    expect(report).toMatchObject({ outcome: 'succeeded', created: 12 });
    const lei = registers.requests.filter((r) => r.path.includes('-lei2-golden-copy'));
    expect(lei.map((r) => [r.status, r.range])).toEqual([
      [200, null],
      [206, 'bytes=1500-'],
    ]);
  });

  it('keeps the part it received when every try is cut off, and the next run resumes it', async () => {
    Object.assign(registers.faults, { dropAfterBytes: 1500, drops: 1 });
    const failed = await syncGleif(t.config, 1);
    expect(failed.outcome).toBe('failed');
    expect(failed.error).toMatch(/broke off during the download/);
    const downloads = join(t.dataDir, 'downloads', 'gleif');
    expect(readdirSync(downloads)).toContain('20250115-0800-gleif-goldencopy-lei2-golden-copy.csv.zip.part');

    registers.requests.length = 0;
    const resumed = await syncGleif();
    expect(resumed).toMatchObject({ outcome: 'succeeded', created: 12 });
    expect(registers.requests.find((r) => r.path.includes('-lei2-golden-copy'))).toMatchObject({
      status: 206,
      range: 'bytes=1500-',
    });
    // After a successful import only the files it used are kept.
    expect(readdirSync(downloads).sort()).toEqual([
      '20250115-0800-gleif-goldencopy-lei2-golden-copy.csv.zip',
      '20250115-0800-gleif-goldencopy-rr-golden-copy.csv.zip',
    ]);
    expect(existsSync(join(downloads, '20250115-0800-gleif-goldencopy-lei2-golden-copy.csv.zip.part'))).toBe(
      false,
    );
  });
});
