import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { fixture } from '../importers/test-files';
import { checkBzip2, checkGoldenCopyZip } from './archive-check';

const dir = mkdtempSync(join(tmpdir(), 'fd-archive-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, bytes: Uint8Array | string) => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};
const text = (value: string) => new TextEncoder().encode(value);

describe('checkGoldenCopyZip', () => {
  it('accepts a zip of one CSV whose checksum matches, and names it', async () => {
    const path = file('one.csv.zip', zipSync({ 'lei2.csv': text('"LEI"\n"X"\n') }));
    expect(await checkGoldenCopyZip(path)).toBe('lei2.csv');
  });

  it('refuses a page saved in place of the zip, quoting how it starts', async () => {
    const path = file('page.csv.zip', '<!DOCTYPE html>\n<html><body>Wartung</body></html>');
    await expect(checkGoldenCopyZip(path)).rejects.toThrow(
      /^page\.csv\.zip is not a zip archive \(it starts with '<!DOCTYPE html> <html><body>Wartung/,
    );
  });

  it('refuses a zip cut off in transfer', async () => {
    await expect(checkGoldenCopyZip(fixture('gleif-lei-truncated.csv.zip'))).rejects.toThrow(
      /^gleif-lei-truncated\.csv\.zip is not a readable zip archive \(cut off or damaged/,
    );
  });

  it('refuses anything but exactly one CSV', async () => {
    const empty = file('empty.zip', zipSync({}));
    await expect(checkGoldenCopyZip(empty)).rejects.toThrow(
      'empty.zip holds nothing; a golden-copy archive holds exactly one CSV file. Nothing was imported',
    );
    const readme = file('readme.zip', zipSync({ 'README.txt': text('hello') }));
    await expect(checkGoldenCopyZip(readme)).rejects.toThrow(/^readme\.zip holds README\.txt; /);
  });
});

describe('checkBzip2', () => {
  it('accepts a whole bzip2 file and refuses one cut off', async () => {
    await expect(checkBzip2(fixture('offeneregister.jsonl.bz2'))).resolves.toBeUndefined();
    await expect(checkBzip2(fixture('offeneregister-truncated.jsonl.bz2'))).rejects.toThrow(
      /^offeneregister-truncated\.jsonl\.bz2 is damaged or cut off; nothing was imported/,
    );
  });

  it('refuses a text file in place of the bzip2 file', async () => {
    await expect(checkBzip2(file('page.bz2', '<html></html>'))).rejects.toThrow(
      'page.bz2: this is a plain text file; expected bz2',
    );
  });
});
