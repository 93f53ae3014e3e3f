/**
 * Splits a byte stream into lines with bounded memory: a line longer than `maxBytes` is not
 * buffered but reported as too long and passed over up to its end.
 */
import type { Readable } from 'node:stream';

export type LineItem = { line: number; text: string } | { line: number; tooLong: true };

const NEWLINE = 0x0a;

function decode(parts: Buffer[]): string {
  const bytes = parts.length === 1 ? parts[0] : Buffer.concat(parts);
  const end = bytes.length > 0 && bytes[bytes.length - 1] === 0x0d ? bytes.length - 1 : bytes.length;
  return bytes.toString('utf8', 0, end);
}

export async function* readLines(input: Readable, maxBytes = 16 << 20): AsyncGenerator<LineItem> {
  let parts: Buffer[] = [];
  let pending = 0;
  let overflow = false;
  let line = 0;
  for await (const chunk of input as AsyncIterable<Buffer>) {
    let start = 0;
    for (let at = chunk.indexOf(NEWLINE); at >= 0; at = chunk.indexOf(NEWLINE, start)) {
      line++;
      if (overflow || pending + (at - start) > maxBytes) yield { line, tooLong: true };
      else {
        parts.push(chunk.subarray(start, at));
        yield { line, text: decode(parts) };
      }
      parts = [];
      pending = 0;
      overflow = false;
      start = at + 1;
    }
    if (start < chunk.length && !overflow) {
      pending += chunk.length - start;
      if (pending > maxBytes) {
        overflow = true;
        parts = [];
      } else parts.push(chunk.subarray(start));
    }
  }
  if (overflow) yield { line: line + 1, tooLong: true };
  else if (pending > 0) yield { line: line + 1, text: decode(parts) };
}
