/**
 * Line-level recovery for CSV with broken quoting. A line break ends a record exactly when the
 * quotes seen so far are balanced (RFC 4180: `""` inside a quoted field adds two). A record that
 * stays unbalanced for more than `maxLines` lines or `maxBytes` bytes started with a broken line:
 * that line is replaced by an empty line (the parser skips it, line numbers stay right), reported,
 * and scanning restarts on the next line. Without this an unclosed quote would swallow the rest
 * of a multi-gigabyte file into one record. Every block it passes on ends at a record boundary.
 */
import { Transform, type TransformCallback } from 'node:stream';

const QUOTE = 0x22;
const NEWLINE = 0x0a;
const EMPTY_LINE = Buffer.from('\n');

export interface QuoteGuardOptions {
  maxLines?: number;
  maxBytes?: number;
  onBrokenLine: (line: number) => void;
}

export class QuoteGuard extends Transform {
  private readonly maxLines: number;
  private readonly maxBytes: number;
  private readonly onBrokenLine: (line: number) => void;
  /** Bytes of the record in progress (from its first byte), not yet passed on. */
  private carry: Buffer = Buffer.alloc(0);
  /** How far `carry` has been scanned, with the state at that point. */
  private scanned = 0;
  private quotes = 0;
  private breaks = 0;
  /** File line (1-based) on which the record in progress starts. */
  private recordLine = 1;

  constructor(options: QuoteGuardOptions) {
    super();
    this.maxLines = options.maxLines ?? 50;
    this.maxBytes = options.maxBytes ?? 1 << 20;
    this.onBrokenLine = options.onBrokenLine;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    let rest = chunk;
    if (this.carry.length > 0) {
      const end = this.finishCarry(chunk);
      if (end < 0) {
        // Rare: the record in progress spans the whole chunk or is broken; scan both together.
        this.carry = Buffer.concat([this.carry, chunk]);
        this.scan(false);
        done();
        return;
      }
      rest = chunk.subarray(end);
    }
    this.carry = rest;
    this.scanned = 0;
    this.quotes = 0;
    this.breaks = 0;
    this.scan(false);
    done();
  }

  /**
   * Usual case, without copying: the record carried over from the last chunk ends early in this
   * one. Passes it on and returns where the rest starts, or -1 when the usual case does not hold.
   */
  private finishCarry(chunk: Buffer): number {
    let quotes = this.quotes;
    let breaks = this.breaks;
    for (let i = 0; i < chunk.length; i++) {
      const byte = chunk[i];
      if (byte === QUOTE) quotes++;
      else if (byte === NEWLINE) {
        if ((quotes & 1) === 0) {
          // One push per whole record: readers may parse every pushed block on its own.
          this.push(Buffer.concat([this.carry, chunk.subarray(0, i + 1)]));
          this.recordLine += breaks + 1;
          return i + 1;
        }
        if (++breaks > this.maxLines || this.carry.length + i > this.maxBytes) return -1;
      }
    }
    return -1;
  }

  override _flush(done: TransformCallback): void {
    this.scan(true);
    if (this.carry.length > 0) this.push(this.carry);
    this.carry = Buffer.alloc(0);
    done();
  }

  /** Passes on every complete record of `carry`, dropping broken first lines; at the end, also the rest. */
  private scan(atEnd: boolean): void {
    let data = this.carry;
    let start = 0; // first byte of the record in progress
    let i = this.scanned;
    let quotes = this.quotes;
    let breaks = this.breaks;
    for (;;) {
      for (; i < data.length; i++) {
        const byte = data[i];
        if (byte === QUOTE) quotes++;
        else if (byte === NEWLINE) {
          if ((quotes & 1) === 0) {
            this.recordLine += breaks + 1;
            breaks = 0;
            quotes = 0;
            start = i + 1;
          } else if (++breaks > this.maxLines || i - start > this.maxBytes) break;
        }
      }
      const brokenAtEnd = atEnd && (quotes & 1) === 1 && start < data.length;
      if (i >= data.length && !brokenAtEnd) break;
      // The record from `start` is broken: pass what precedes it, drop its first line, rescan after it.
      if (start > 0) this.push(data.subarray(0, start));
      this.onBrokenLine(this.recordLine);
      this.push(EMPTY_LINE);
      this.recordLine += 1;
      const firstBreak = data.indexOf(NEWLINE, start);
      data = firstBreak < 0 ? data.subarray(data.length) : data.subarray(firstBreak + 1);
      start = 0;
      i = 0;
      quotes = 0;
      breaks = 0;
    }
    if (start > 0) this.push(data.subarray(0, start));
    this.carry = data.subarray(start);
    this.scanned = i - start;
    this.quotes = quotes;
    this.breaks = breaks;
  }
}
