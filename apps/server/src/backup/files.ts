import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, openSync, readSync, rmSync, writeSync } from 'node:fs';

/** Read in pieces of this size: a few file-system blocks at a time, whatever the file's size. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Reads `path` from start to end, handing each piece to `each`; returns the SHA-256 of it all
 * and its size. Synchronous: it runs in a command or a backup thread, never on a serving loop.
 */
function readThrough(path: string, each?: (piece: Buffer) => void): { sha256: string; size: number } {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  const fd = openSync(path, 'r');
  let size = 0;
  try {
    for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer)) {
      const piece = buffer.subarray(0, read);
      hash.update(piece);
      each?.(piece);
      size += read;
    }
  } finally {
    closeSync(fd);
  }
  return { sha256: hash.digest('hex'), size };
}

/** The SHA-256 of a file, in hex, and its size. */
export function fileChecksum(path: string): { sha256: string; size: number } {
  return readThrough(path);
}

/**
 * Copies `from` to `to` (created, or emptied), flushed to the disk before it returns, and returns
 * the SHA-256 of the bytes copied: what was written is what was checked.
 */
export function copyDurably(from: string, to: string): { sha256: string; size: number } {
  const out = openSync(to, 'w', 0o600);
  try {
    const copied = readThrough(from, (piece) => {
      for (let offset = 0; offset < piece.length; )
        offset += writeSync(out, piece, offset, piece.length - offset);
    });
    fsyncSync(out);
    return copied;
  } finally {
    closeSync(out);
  }
}

/** Flushes a folder's entries (a file created or renamed in it) to the disk. */
export function syncFolder(path: string): void {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** SQLite's files beside a database: its write-ahead log, shared-memory index and rollback journal. */
export const SIDE_FILES = ['-wal', '-shm', '-journal'] as const;

/** Removes the side files of the database at `path`. */
export function removeSideFiles(path: string): void {
  for (const suffix of SIDE_FILES) rmSync(path + suffix, { force: true });
}
