import { Readable } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QuoteGuard } from './quote-guard';

// Fixed seed: the same cases on every run.
fc.configureGlobal({ seed: 14 });

async function guard(parts: Buffer[], maxLines: number): Promise<{ text: string; broken: number[] }> {
  const broken: number[] = [];
  const out: Buffer[] = [];
  const stream = Readable.from(parts).pipe(
    new QuoteGuard({ maxLines, onBrokenLine: (line) => broken.push(line) }),
  );
  for await (const chunk of stream) out.push(chunk as Buffer);
  return { text: Buffer.concat(out).toString(), broken };
}

describe('QuoteGuard', () => {
  it('replaces only the line that opens a never-closed quote by an empty line', async () => {
    const input = 'a,b\n"x\ny",1\n"open,2\n3,4\n5,6\n7,8\n9,10\n';
    expect(await guard([Buffer.from(input)], 3)).toEqual({
      text: 'a,b\n"x\ny",1\n\n3,4\n5,6\n7,8\n9,10\n',
      broken: [4],
    });
  });

  it('gives the same output and the same broken lines however the input is chunked', async () => {
    const line = fc.constantFrom('a,b', '"q",1', '"open', '"two\nlines"', '"x""y"', 'ü,ß', '', '"', 'z"');
    await fc.assert(
      fc.asyncProperty(
        fc.array(line, { maxLength: 30 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (lines, rawCuts) => {
          const bytes = Buffer.from(`${lines.join('\n')}\n`);
          const cuts = [...new Set(rawCuts.map((c) => c % bytes.length))].sort((a, b) => a - b);
          const points = [0, ...cuts, bytes.length];
          const parts = points
            .slice(1)
            .map((end, k) => bytes.subarray(points[k], end))
            .filter((p) => p.length > 0);
          expect(await guard(parts, 3)).toEqual(await guard([bytes], 3));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never leaves an odd number of quotes in what it passes on', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: fc.constantFrom('a', '"', '\n', ',') }), async (text) => {
        const { text: out } = await guard([Buffer.from(text)], 2);
        expect((out.match(/"/g) ?? []).length % 2).toBe(0);
      }),
      { numRuns: 300 },
    );
  });
});
