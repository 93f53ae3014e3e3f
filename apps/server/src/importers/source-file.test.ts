import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { kindOfMagic, openSource } from './source-file';
import { fixture } from './test-files';

describe('source files', () => {
  it('tells the stored kind by the first bytes', () => {
    expect(kindOfMagic(Buffer.from('PK\x03\x04rest'))).toBe('zip');
    expect(kindOfMagic(Buffer.from('PK\x05\x06'))).toBe('zip');
    expect(kindOfMagic(Buffer.from('BZh91AY'))).toBe('bz2');
    expect(kindOfMagic(Buffer.from([0x1f, 0x8b, 8, 0]))).toBe('gzip');
    expect(kindOfMagic(Buffer.from('"LEI","Entity.LegalName"'))).toBe('text');
    expect(kindOfMagic(Buffer.alloc(0))).toBe('text');
  });

  it('goes by content, not by name: a zip named .csv opens as zip, a gzip file is refused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fd-source-'));
    writeFileSync(join(dir, 'looks-plain.csv'), readFileSync(fixture('gleif-lei.csv.zip')));
    const opened = await openSource(join(dir, 'looks-plain.csv'), ['text', 'zip']);
    expect(opened.kind).toBe('zip');
    let text = '';
    for await (const chunk of opened.stream) text += chunk.toString();
    expect(text).toBe(readFileSync(fixture('gleif-lei.csv'), 'utf8'));
    writeFileSync(join(dir, 'data.csv'), gzipSync('a,b\n'));
    await expect(openSource(join(dir, 'data.csv'), ['text', 'zip'])).rejects.toThrow(
      /this is a gzip file; expected plain text or zip/,
    );
  });
});
