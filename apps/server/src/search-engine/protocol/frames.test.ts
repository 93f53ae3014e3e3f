import { describe, expect, it } from 'vitest';
import { encodeFrame, FrameReader, MAX_FRAME_BYTES } from './frames';

describe('length-prefixed frames', () => {
  it('reads messages that arrive whole, split at every byte, and several in one chunk', () => {
    const messages = [
      { id: 1, ids: [3, 5, 8], total: 1000 },
      { id: 2, card: { name: 'Müller Bau GmbH' } },
      'x',
    ];
    const bytes = Buffer.concat(messages.map(encodeFrame));

    expect(new FrameReader().push(bytes)).toEqual(messages);

    const reader = new FrameReader();
    const byByte = [];
    for (let at = 0; at < bytes.length; at++) byByte.push(...reader.push(bytes.subarray(at, at + 1)));
    expect(byByte).toEqual(messages);
  });

  it('keeps an incomplete frame until its last byte arrives', () => {
    const frame = encodeFrame({ id: 7 });
    const reader = new FrameReader();
    expect(reader.push(frame.subarray(0, frame.length - 1))).toEqual([]);
    expect(reader.push(frame.subarray(frame.length - 1))).toEqual([{ id: 7 }]);
  });

  it('counts the length in bytes, not characters', () => {
    const frame = encodeFrame('äöü');
    expect(frame.readUInt32BE(0)).toBe(8);
  });

  it('refuses a frame longer than the limit', () => {
    const header = Buffer.alloc(4);
    header.writeUInt32BE(MAX_FRAME_BYTES + 1, 0);
    expect(() => new FrameReader().push(header)).toThrow(/over/);
  });
});
