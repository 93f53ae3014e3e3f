import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readGleifLei } from './gleif-lei';
import { isValidLei, leiCheckDigits } from './lei';
import { collect, fixture } from './test-files';

/** The fixture's rows 300 times over with new LEIs (bad ones stay bad), plus an unclosed quote: ~10 MiB, many blocks. */
function bigFile(): string {
  const [header, ...rest] = readFileSync(fixture('gleif-lei.csv'), 'utf8').split('\n');
  const body = rest.join('\n');
  const copies: string[] = [];
  for (let copy = 0; copy < 300; copy++) {
    copies.push(
      body.replace(/"529900([A-Z0-9]{12})(\d{2})"/g, (lei, code: string) => {
        const prefix = `529900${code.slice(0, 8)}${copy.toString(36).toUpperCase().padStart(4, '0')}`;
        const digits = leiCheckDigits(prefix);
        const wrong = String((Number(digits) + 1) % 100).padStart(2, '0');
        return `"${prefix}${isValidLei(lei.slice(1, -1)) ? digits : wrong}"`;
      }),
    );
    if (copy === 150) copies.push('"529900UNCLOSEDQUOTE1","never closed\n');
  }
  const dir = mkdtempSync(join(tmpdir(), 'fd-gleif-big-'));
  const path = join(dir, 'big.csv');
  writeFileSync(path, `${header}\n${copies.join('')}`);
  return path;
}

describe('readGleifLei in worker threads', () => {
  let path = '';
  beforeAll(() => {
    path = bigFile();
  });

  it('gives exactly what the single-threaded reader gives, across many blocks', async () => {
    const keptSerial = new Set<string>();
    const keptParallel = new Set<string>();
    const serial = await collect(readGleifLei(path, { workers: 0, onKept: (lei) => keptSerial.add(lei) }));
    const parallel = await collect(
      readGleifLei(path, { workers: 2, onKept: (lei) => keptParallel.add(lei) }),
    );
    // The unclosed quote pairs up with the next line that opens a multi-line field, so a few
    // rows around it are lost (and reported as skipped).
    expect(serial.companies.length).toBeGreaterThan(12 * 300 - 10);
    expect(serial.batches.at(-1)!.progress.rowsRead).toBeGreaterThan(18 * 300 - 10);
    expect(parallel.companies).toEqual(serial.companies);
    expect(parallel.skipped).toEqual(serial.skipped);
    expect(parallel.batches.at(-1)!.progress).toEqual(serial.batches.at(-1)!.progress);
    expect(keptParallel).toEqual(keptSerial);
  }, 60_000);

  it('resumes at the same row either way', async () => {
    const serial = await collect(readGleifLei(path, { workers: 0, resumeAfterRow: 2345 }));
    const parallel = await collect(readGleifLei(path, { workers: 2, resumeAfterRow: 2345 }));
    expect(parallel.companies.map((c) => c.sourceLine)).toEqual(serial.companies.map((c) => c.sourceLine));
    expect(parallel.skipped).toEqual(serial.skipped);
    expect(serial.companies.length).toBeLessThan(12 * 300);
  }, 60_000);

  it('stops with the file error when the archive is cut off, and leaves no worker behind', async () => {
    await expect(
      collect(readGleifLei(fixture('gleif-lei-truncated.csv.zip'), { workers: 2 })),
    ).rejects.toThrow(/zip/);
  });
});
