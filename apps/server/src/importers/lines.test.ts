import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type LineItem, readLines } from './lines';

// Fixed seed: the same cases on every run.
fc.configureGlobal({ seed: 14 });

async function collect(chunks: Buffer[], maxBytes?: number): Promise<LineItem[]> {
  const items: LineItem[] = [];
  for await (const item of readLines(Readable.from(chunks), maxBytes)) items.push(item);
  return items;
}

describe('readLines', () => {
  it('numbers lines, strips CR, keeps a last line without newline', async () => {
    expect(await collect([Buffer.from('a\r\nb\n\nc')])).toEqual([
      { line: 1, text: 'a' },
      { line: 2, text: 'b' },
      { line: 3, text: '' },
      { line: 4, text: 'c' },
    ]);
  });

  it('reports an over-long line without buffering it and goes on', async () => {
    const long = 'x'.repeat(100);
    const items = await collect(
      [Buffer.from(`ok\n${long.slice(0, 50)}`), Buffer.from(`${long.slice(50)}\nnext\n`)],
      60,
    );
    expect(items).toEqual([
      { line: 1, text: 'ok' },
      { line: 2, tooLong: true },
      { line: 3, text: 'next' },
    ]);
  });

  it('splits the same way whatever the chunk boundaries, multi-byte characters included', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: fc.constantFrom('a', 'ß', '€', '\n', '\r', '{') }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (text, rawCuts) => {
          const bytes = Buffer.from(text);
          const cuts = [...new Set(rawCuts.map((c) => (bytes.length ? c % bytes.length : 0)))].sort(
            (a, b) => a - b,
          );
          const points = [0, ...cuts, bytes.length];
          const parts = points.slice(1).map((end, k) => bytes.subarray(points[k], end));
          const segments = text.split('\n');
          if (segments.at(-1) === '') segments.pop();
          const expected = segments.map((t, k) => ({ line: k + 1, text: t.replace(/\r$/, '') }));
          expect(await collect(parts)).toEqual(expected);
        },
      ),
    );
  });
});
