import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvItem, readCsv } from './csv-records';

// Fixed seed: the same cases on every run.
fc.configureGlobal({ seed: 14 });

async function collect(chunks: (string | Buffer)[]): Promise<CsvItem[]> {
  const items: CsvItem[] = [];
  for await (const item of readCsv(Readable.from(chunks.map((c) => Buffer.from(c))))) items.push(item);
  return items;
}

const rows = (items: CsvItem[]) => items.filter((i) => i.kind === 'row');
const skips = (items: CsvItem[]) => items.filter((i) => i.kind === 'skip');

describe('readCsv', () => {
  it('reads the header, quoted fields, "" escapes and fields spanning lines, with line numbers', async () => {
    const items = await collect(['"a","b"\n', '"1","say ""hi"""\n"2","two\nlines"\n3,plain\n']);
    expect(items[0]).toEqual({ kind: 'header', values: ['a', 'b'] });
    expect(rows(items)).toEqual([
      { kind: 'row', line: 2, values: ['1', 'say "hi"'] },
      { kind: 'row', line: 3, values: ['2', 'two\nlines'] },
      { kind: 'row', line: 5, values: ['3', 'plain'] },
    ]);
  });

  it('strips a byte-order mark and reads CRLF files', async () => {
    const items = await collect(['\uFEFF"LEI","Name"\r\n"X","Y"\r\n']);
    expect(items[0]).toEqual({ kind: 'header', values: ['LEI', 'Name'] });
    expect(rows(items)).toEqual([{ kind: 'row', line: 2, values: ['X', 'Y'] }]);
  });

  it('skips a row with a stray quote and keeps reading', async () => {
    const items = await collect(['a,b,c\n1,"x"y",3\n4,5,6\n']);
    expect(skips(items)).toEqual([{ kind: 'skip', line: 2, reason: 'broken quoting' }]);
    expect(rows(items).map((r) => r.kind === 'row' && r.line)).toEqual([3]);
  });

  it('loses only the line of an unclosed quote, also in a long file', async () => {
    const body = Array.from({ length: 200 }, (_, i) => (i === 2 ? '"open,quote' : `"${i}","v${i}"`)).join(
      '\n',
    );
    const items = await collect([`"a","b"\n${body}\n`]);
    expect(skips(items)).toEqual([{ kind: 'skip', line: 4, reason: 'broken quoting' }]);
    expect(rows(items)).toHaveLength(199);
    expect(rows(items).at(-1)).toEqual({ kind: 'row', line: 201, values: ['199', 'v199'] });
  });

  it('loses only the last line when the quote opened there never closes', async () => {
    const items = await collect(['a,b\n1,2\n3,"open\n']);
    expect(skips(items)).toEqual([{ kind: 'skip', line: 3, reason: 'broken quoting' }]);
    expect(rows(items)).toHaveLength(1);
  });

  it('skips a row with the wrong number of fields', async () => {
    const items = await collect(['a,b,c\n1,2\n4,5,6\n']);
    expect(skips(items)).toEqual([{ kind: 'skip', line: 2, reason: 'wrong number of fields (2)' }]);
    expect(rows(items)).toHaveLength(1);
  });

  it('gives the same result however the bytes are split, even inside a multi-byte character', async () => {
    const text =
      '"name","city"\n"Müller ""Bau""","Straße\nZwei"\n"Ölwerk",Wien\n"bad"x",1\n"Zürich","Genf"\n';
    const whole = await collect([text]);
    const bytes = Buffer.from(text);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 8 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const parts = points.slice(1).map((end, k) => bytes.subarray(points[k], end));
          expect(await collect(parts)).toEqual(whole);
        },
      ),
    );
  });

  it('never throws on arbitrary input and accounts for every line it drops', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: fc.constantFrom('a', ',', '"', '\n', '\r', 'ü', ' ') }),
        async (text) => {
          const items = await collect([`h1,h2\n${text}`]);
          for (const item of items) if (item.kind !== 'header') expect(item.line).toBeGreaterThanOrEqual(2);
        },
      ),
      { numRuns: 300 },
    );
  });
});
