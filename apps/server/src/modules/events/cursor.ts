/**
 * The event feed's cursors (docs/decisions/140): a position in the feed, signed with a key only
 * this installation holds and bound to the dataset it read, so that a cursor from another
 * installation, an earlier dataset or a hand-made one is refused rather than read from the
 * wrong place.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { fail } from '../../errors';
import type { FeedPosition } from '../../store/types';

/** Bytes of the HMAC a cursor carries: 128 bits. */
const MAC_BYTES = 16;
const CURSOR = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/;

export interface CursorCodec {
  encode(position: FeedPosition): string;
  /** The position a cursor names; refused with `event_cursor_invalid` unless this codec signed it. */
  decode(cursor: string): FeedPosition;
}

/** A codec keyed by the installation's secret and the dataset's id. */
export function cursorCodec(secret: string, datasetId: string): CursorCodec {
  const key = createHmac('sha256', secret).update(`event-feed-cursor:${datasetId}`).digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest().subarray(0, MAC_BYTES);
  return {
    encode({ changeId, eventId }) {
      const text = `${changeId}.${eventId}`;
      return `${text}.${mac(text).toString('base64url')}`;
    },
    decode(cursor) {
      const match = CURSOR.exec(cursor);
      if (!match) throw fail('event_cursor_invalid');
      const [, changeId = '', eventId = '', signature = ''] = match;
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(`${changeId}.${eventId}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw fail('event_cursor_invalid');
      return { changeId: Number(changeId), eventId: Number(eventId) };
    },
  };
}
