/**
 * Checks a downloaded register file whole before anything of it is imported
 * (docs/decisions/123): a GLEIF zip must hold exactly one CSV whose bytes match the checksum the
 * archive records; an OffeneRegister bzip2 file must decompress to its end. The importers read
 * streams and would otherwise find the damage only after writing the batches before it.
 */
import { open } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import { kindOfMagic, openSource } from '../importers/source-file';

/** A downloaded file that cannot be imported; the message is the one line the operator reads. */
export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

const name = (path: string) => path.split('/').at(-1) ?? path;

function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(path, { lazyEntries: true, autoClose: false }, (error, zip) =>
      error || !zip
        ? reject(
            new ArchiveError(
              `${name(path)} is not a readable zip archive (cut off or damaged: ${error?.message})`,
            ),
          )
        : resolve(zip),
    ),
  );
}

function entriesOf(zip: yauzl.ZipFile, path: string): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', (error: Error) => reject(new ArchiveError(`${name(path)} is damaged: ${error.message}`)));
    zip.readEntry();
  });
}

/** Decompresses the entry and compares its CRC-32 with the one the archive records. */
function verifyEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, path: string): Promise<void> {
  const damaged = (reason: string) =>
    new ArchiveError(`${name(path)} is damaged: ${entry.fileName} ${reason}; nothing was imported`);
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) {
        reject(damaged(`cannot be read (${error?.message})`));
        return;
      }
      let sum = 0;
      stream.on('data', (chunk: Buffer) => {
        sum = crc32(chunk, sum);
      });
      stream.on('error', (streamError: Error) =>
        reject(damaged(`cannot be decompressed (${streamError.message})`)),
      );
      stream.on('end', () =>
        sum >>> 0 === entry.crc32 >>> 0 ? resolve() : reject(damaged('fails its checksum')),
      );
    });
  });
}

/** A file that is no zip at all (an error page saved as the file): what it starts with. */
async function notAZip(path: string): Promise<ArchiveError | null> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(40);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (kindOfMagic(head.subarray(0, bytesRead)) === 'zip') return null;
    const start = head.subarray(0, bytesRead).toString('utf8').replace(/\s+/g, ' ').trim();
    return new ArchiveError(
      `${name(path)} is not a zip archive (it starts with '${start}'); nothing was imported`,
    );
  } finally {
    await handle.close();
  }
}

/** The one CSV inside a GLEIF golden-copy zip, checked whole; its entry name. */
export async function checkGoldenCopyZip(path: string): Promise<string> {
  const wrong = await notAZip(path);
  if (wrong) throw wrong;
  const zip = await openZip(path);
  try {
    const entries = await entriesOf(zip, path);
    const csvs = entries.filter((entry) => entry.fileName.toLowerCase().endsWith('.csv'));
    if (entries.length !== 1 || csvs.length !== 1) {
      const listed = entries.map((entry) => entry.fileName).join(', ') || 'nothing';
      throw new ArchiveError(
        `${name(path)} holds ${listed}; a golden-copy archive holds exactly one CSV file. Nothing was imported`,
      );
    }
    await verifyEntry(zip, csvs[0]!, path);
    return csvs[0]!.fileName;
  } finally {
    zip.close();
  }
}

/** Reads an OffeneRegister bzip2 file to its end: a cut-off or damaged file is refused. */
export async function checkBzip2(path: string): Promise<void> {
  let source: Awaited<ReturnType<typeof openSource>>;
  try {
    source = await openSource(path, ['bz2']);
  } catch (error) {
    throw new ArchiveError(`${name(path)}: ${(error as Error).message.replace(`${path}: `, '')}`);
  }
  try {
    // Decompressing is the check: unbzip2-stream verifies every block's and the stream's CRC.
    source.stream.resume();
    await finished(source.stream);
  } catch (error) {
    throw new ArchiveError(
      `${name(path)} is damaged or cut off; nothing was imported (${(error as Error).message})`,
    );
  }
}
