/**
 * A local HTTP server (node:http) that plays GLEIF's golden-copy API and OffeneRegister's file
 * server for the sync tests and the e2e spec; nothing reaches the internet. GLEIF: the API
 * answers `{base}/{lei2|rr}/latest.csv[?delta=Window]` with a 302 to the storage path of the
 * publication's zip, named as GLEIF names them. Files are served with Content-Length, ETag,
 * Last-Modified and `Range` (206). `faults` switches on what the sync must survive.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type DeltaWindow,
  type GleifFile,
  type GleifPublication,
  offeneRegisterFile,
  stampTime,
  WINDOW_WORDS,
  zipOf,
} from './registers';

export const GLEIF_API = '/api/v2/golden-copies/publishes';
export const OFFENEREGISTER_PATH = '/daten/de_companies_ocdata.jsonl.bz2';

export interface Faults {
  /** The API answers with this status instead of a redirect. */
  apiStatus?: number;
  /** The storage answers with an HTML page (status 200). */
  html?: boolean;
  /** The API's redirect leads to a second one that leads back. */
  redirectLoop?: boolean;
  /** The zip holds this many copies of the CSV (0: none). */
  csvCopies?: number;
  /** Bytes of the zip's data area are overwritten: its CSV fails its checksum. */
  corruptZip?: boolean;
  /** The API answers only once this settles (a test looks at the server before its first sync). */
  gate?: Promise<void>;
  /** The next answers of a file stop after this many bytes and the connection is cut. */
  dropAfterBytes?: number;
  /** How many answers to cut off that way (default 1). */
  drops?: number;
  /** Range headers are ignored: the whole file comes with 200. */
  ignoreRange?: boolean;
}

export interface ServedRequest {
  path: string;
  range: string | null;
  ifNoneMatch: string | null;
  status: number;
}

export interface FakeRegisters {
  /** GLEIF_GOLDEN_COPY_URL for the sync. */
  gleifUrl: string;
  /** OFFENEREGISTER_URL for the sync. */
  offeneRegisterUrl: string;
  requests: ServedRequest[];
  faults: Faults;
  publish(publication: GleifPublication): void;
  /** Serves OffeneRegister's first crawl, or the newer one (with a new ETag and Last-Modified). */
  publishRegister(newer?: boolean): void;
  close(): Promise<void>;
}

interface StoredFile {
  bytes: Uint8Array;
  etag: string;
  lastModified: string;
  type: string;
}

function serveFile(request: IncomingMessage, response: ServerResponse, file: StoredFile, faults: Faults) {
  if (request.headers['if-none-match'] === file.etag) {
    response.writeHead(304, { etag: file.etag });
    response.end();
    return 304;
  }
  const common = { etag: file.etag, 'last-modified': file.lastModified, 'accept-ranges': 'bytes' };
  if (faults.html) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!DOCTYPE html><html><body>Maintenance</body></html>');
    return 200;
  }
  const range = /^bytes=(\d+)-$/.exec(request.headers.range ?? '');
  const ifRange = request.headers['if-range'];
  const start = range && !faults.ignoreRange && (!ifRange || ifRange === file.etag) ? Number(range[1]) : 0;
  if (start >= file.bytes.length && start > 0) {
    response.writeHead(416, { 'content-range': `bytes */${file.bytes.length}` });
    response.end();
    return 416;
  }
  const body = file.bytes.subarray(start);
  const status = start > 0 ? 206 : 200;
  response.writeHead(status, {
    ...common,
    'content-type': file.type,
    'content-length': String(body.length),
    ...(start > 0 ? { 'content-range': `bytes ${start}-${file.bytes.length - 1}/${file.bytes.length}` } : {}),
  });
  if (faults.dropAfterBytes !== undefined && (faults.drops ?? 1) > 0) {
    faults.drops = (faults.drops ?? 1) - 1;
    response.write(body.subarray(0, faults.dropAfterBytes), () => response.socket?.destroy());
    return status;
  }
  response.end(body);
  return status;
}

function gleifZip(
  publication: GleifPublication,
  type: GleifFile,
  window: DeltaWindow | null,
  faults: Faults,
) {
  const kind = window ? WINDOW_WORDS[window] : 'golden-copy';
  const name = `${publication.stamp}-gleif-goldencopy-${type}-${kind}.csv`;
  const text = window ? publication.deltas[window]?.[type] : publication.full[type];
  if (text === undefined) return null;
  const copies = faults.csvCopies ?? 1;
  const files = Object.fromEntries(
    Array.from({ length: copies }, (_, i) => [i === 0 ? name : name.replace('.csv', `-${i + 1}.csv`), text]),
  );
  const bytes = zipOf(files);
  if (faults.corruptZip) {
    // The first entry's data starts after its local header (30 bytes), name and extra field.
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    const dataStart = 30 + view.getUint16(26, true) + view.getUint16(28, true);
    for (let i = dataStart + 40; i < dataStart + 60; i++) bytes[i] = 0x41;
  }
  return { name: `${name}.zip`, bytes };
}

/** OffeneRegister's bulk file: the first crawl or the newer one, each with its validators. */
const crawl = (newer: boolean) => ({
  bytes: new Uint8Array(offeneRegisterFile(newer)),
  etag: newer ? '"or-2019-2"' : '"or-2019-1"',
  lastModified: newer ? 'Fri, 15 Feb 2019 10:00:00 GMT' : 'Thu, 31 Jan 2019 10:00:00 GMT',
});

export async function startFakeRegisters(initial: GleifPublication): Promise<FakeRegisters> {
  let publication = initial;
  // Zipping a large file takes a while: each distinct zip is built once (a resumed download
  // must get the same bytes anyway).
  const zips = new Map<string, ReturnType<typeof gleifZip>>();
  const zipFor = (type: GleifFile, window: DeltaWindow | null) => {
    const key = `${publication.stamp}|${type}|${window}|${faults.csvCopies ?? 1}|${faults.corruptZip ?? false}`;
    if (!zips.has(key)) zips.set(key, gleifZip(publication, type, window, faults));
    return zips.get(key)!;
  };
  const register = crawl(false);
  const requests: ServedRequest[] = [];
  const faults: Faults = {};
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const log = (status: number) =>
      requests.push({
        path: `${url.pathname}${url.search}`,
        range: request.headers.range ?? null,
        ifNoneMatch: (request.headers['if-none-match'] as string | undefined) ?? null,
        status,
      });
    const api = new RegExp(`^${GLEIF_API}/(lei2|rr)/latest\\.csv$`).exec(url.pathname);
    if (api) {
      await faults.gate;
      if (faults.apiStatus) {
        response.writeHead(faults.apiStatus, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ errors: [{ status: String(faults.apiStatus), title: 'Error' }] }));
        return log(faults.apiStatus);
      }
      const window = url.searchParams.get('delta') as DeltaWindow | null;
      const [y, m, d] = [
        publication.stamp.slice(0, 4),
        publication.stamp.slice(4, 6),
        publication.stamp.slice(6, 8),
      ];
      const kind = window ? WINDOW_WORDS[window] : 'golden-copy';
      const target = faults.redirectLoop
        ? `/storage/loop?from=${encodeURIComponent(url.pathname + url.search)}`
        : `/storage/golden-copy-files/${y}/${m}/${d}/1/${publication.stamp}-gleif-goldencopy-${api[1]}-${kind}.csv.zip`;
      response.writeHead(302, { location: target });
      response.end();
      return log(302);
    }
    if (url.pathname === '/storage/loop') {
      response.writeHead(302, { location: url.searchParams.get('from') ?? '/' });
      response.end();
      return log(302);
    }
    const file =
      /^\/storage\/golden-copy-files\/.+\/(\d{8}-\d{4})-gleif-goldencopy-(lei2|rr)-([a-z-]+)\.csv\.zip$/.exec(
        url.pathname,
      );
    if (file && file[1] === publication.stamp) {
      const window =
        (Object.keys(WINDOW_WORDS) as DeltaWindow[]).find((w) => WINDOW_WORDS[w] === file[3]) ?? null;
      const zip = zipFor(file[2] as GleifFile, window);
      if (zip) {
        const lastModified = new Date(stampTime(publication.stamp)).toUTCString();
        const etag = `"${publication.stamp}-${file[2]}-${file[3]}"`;
        return log(
          serveFile(
            request,
            response,
            { bytes: zip.bytes, etag, lastModified, type: 'application/zip' },
            faults,
          ),
        );
      }
    }
    if (url.pathname === OFFENEREGISTER_PATH)
      return log(serveFile(request, response, { ...register, type: 'application/x-bzip2' }, faults));
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
    return log(404);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    gleifUrl: `${origin}${GLEIF_API}`,
    offeneRegisterUrl: `${origin}${OFFENEREGISTER_PATH}`,
    requests,
    faults,
    publish(next) {
      publication = next;
      zips.clear();
    },
    publishRegister(newer = false) {
      Object.assign(register, crawl(newer));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
