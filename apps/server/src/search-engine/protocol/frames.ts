/**
 * Length-prefixed messages over a byte stream (a Unix domain socket): a 4-byte big-endian length,
 * then that many bytes of UTF-8 JSON. A stream hands over bytes in chunks of its own choosing,
 * so a message may arrive split over several chunks and several messages in one chunk.
 */

/** Messages longer than this are refused: a wrong length would otherwise wait for gigabytes. */
export const MAX_FRAME_BYTES = 16 * 2 ** 20;

/** One message as a frame. */
export function encodeFrame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message));
  if (body.length > MAX_FRAME_BYTES)
    throw new Error(`message of ${body.length} bytes over ${MAX_FRAME_BYTES}`);
  const frame = Buffer.allocUnsafe(4 + body.length);
  frame.writeUInt32BE(body.length, 0);
  body.copy(frame, 4);
  return frame;
}

/** Collects a stream's chunks and returns the messages they complete, in order. */
export class FrameReader {
  private pending: Buffer = Buffer.alloc(0);

  /** The messages completed by `chunk` (none while a frame is still incomplete). */
  push(chunk: Buffer): unknown[] {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    const messages: unknown[] = [];
    let at = 0;
    while (this.pending.length - at >= 4) {
      const length = this.pending.readUInt32BE(at);
      if (length > MAX_FRAME_BYTES) throw new Error(`frame of ${length} bytes over ${MAX_FRAME_BYTES}`);
      if (this.pending.length - at - 4 < length) break;
      messages.push(JSON.parse(this.pending.toString('utf8', at + 4, at + 4 + length)));
      at += 4 + length;
    }
    this.pending = this.pending.subarray(at);
    return messages;
  }
}
