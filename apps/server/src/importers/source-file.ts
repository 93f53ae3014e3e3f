/**
 * Opens an import file as a stream of its decompressed bytes, whatever it is stored as: plain
 * text, a zip holding one file (streamed with yauzl, never extracted to memory) or bzip2 (streamed
 * with unbzip2-stream, pure JS). The kind is read from the magic bytes, not from the name.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { PassThrough, pipeline, Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import unbzip2 from 'unbzip2-stream';
import yauzl from 'yauzl';
import { ImportFileError } from './types';

export type StoredKind = 'zip' | 'bz2' | 'gzip' | 'text';

export function kindOfMagic(head: Uint8Array): StoredKind {
  if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 0x03 || head[2] === 0x05)) return 'zip';
  if (head[0] === 0x42 && head[1] === 0x5a && head[2] === 0x68) return 'bz2';
  if (head[0] === 0x1f && head[1] === 0x8b) return 'gzip';
  return 'text';
}

export async function detectKind(path: string): Promise<StoredKind> {
  const handle = await open(path, 'r');
  try {
    const head = new Uint8Array(4);
    const { bytesRead } = await handle.read(head, 0, 4, 0);
    return kindOfMagic(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

export interface OpenedSource {
  kind: StoredKind;
  /** Decompressed bytes. Errors (truncation, corruption) surface when it is read. */
  stream: Readable;
  /** Bytes of the stored file consumed so far, and the total to expect. */
  bytesRead: () => number;
  bytesTotal: number;
}

/** Counts the bytes that pass, for progress by position in the stored file. */
function counter(): { stream: PassThrough; count: () => number } {
  let bytes = 0;
  const stream = new PassThrough({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, count: () => bytes };
}

const ignore = () => {};

function openZip(path: string, size: number): Promise<OpenedSource> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true, autoClose: true }, (error, zip) => {
      if (error || !zip) {
        reject(new ImportFileError(`${path}: not a readable zip archive (truncated?): ${error?.message}`));
        return;
      }
      zip.on('error', (zipError: Error) => reject(new ImportFileError(`${path}: ${zipError.message}`)));
      zip.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
          zip.close();
          reject(
            new ImportFileError(`${path}: unsupported zip compression method ${entry.compressionMethod}`),
          );
          return;
        }
        // Raw bytes are read so that progress counts the stored (compressed) size.
        zip.openReadStream(entry, { decompress: false }, (streamError, raw) => {
          if (streamError || !raw) {
            reject(new ImportFileError(`${path}: cannot read ${entry.fileName}: ${streamError?.message}`));
            return;
          }
          const count = counter();
          const tail = entry.compressionMethod === 8 ? createInflateRaw() : new PassThrough();
          const stream = pipeline(raw, count.stream, tail, ignore) as Readable;
          resolve({ kind: 'zip', stream, bytesRead: count.count, bytesTotal: entry.compressedSize || size });
        });
      });
      zip.on('end', () => reject(new ImportFileError(`${path}: the zip archive holds no file`)));
      zip.readEntry();
    });
  });
}

/** Opens `path`; `accepted` lists the stored kinds the caller can read, anything else is refused. */
export async function openSource(path: string, accepted: readonly StoredKind[]): Promise<OpenedSource> {
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (error) {
    throw new ImportFileError(`${path}: cannot open (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
  const kind = await detectKind(path);
  if (!accepted.includes(kind)) {
    const expected = accepted.map((k) => (k === 'text' ? 'plain text' : k)).join(' or ');
    throw new ImportFileError(
      `${path}: this is a ${kind === 'text' ? 'plain text' : kind} file; expected ${expected}`,
    );
  }
  if (kind === 'zip') return openZip(path, size);
  // unbzip2-stream decodes every whole block a chunk holds even while paused: small chunks bound that.
  const file = createReadStream(path, { highWaterMark: kind === 'bz2' ? 1 << 16 : 1 << 20 });
  const count = counter();
  if (kind === 'bz2') {
    // unbzip2-stream is a classic stream that emits 'close' right after 'end', which Readable.wrap
    // takes for an abort: its output is forwarded by hand, with pause/resume for backpressure.
    const decoder = unbzip2();
    const stream = new Readable({ highWaterMark: 1 << 20, read: () => decoder.resume() });
    decoder.on('data', (chunk: Buffer) => {
      if (!stream.push(chunk)) decoder.pause();
    });
    decoder.on('end', () => stream.push(null));
    decoder.on('error', (error: Error) =>
      stream.destroy(new ImportFileError(`${path}: bzip2 data is damaged or cut off (${error.message})`)),
    );
    file.on('error', (error) => stream.destroy(error));
    stream.on('close', () => file.destroy());
    file.pipe(count.stream).pipe(decoder);
    return { kind, stream, bytesRead: count.count, bytesTotal: size };
  }
  const stream = pipeline(file, count.stream, ignore) as Readable;
  return { kind, stream, bytesRead: count.count, bytesTotal: size };
}
