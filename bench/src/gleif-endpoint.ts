/**
 * A local HTTP server that plays GLEIF's golden-copy API for one full publication, so that the
 * bench can feed an import through `npm run sync -- gleif --full` as an operator's server would get
 * it: `{base}/{lei2|rr}/latest.csv` answers with a 302 to the storage path of the publication's zip
 * (one CSV inside, named as GLEIF names them), and the zip comes with Content-Length, ETag and
 * Last-Modified. Nothing reaches the internet.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Zip, ZipDeflate } from 'fflate';

const API = '/api/v2/golden-copies/publishes';
const STAMP = '20250115-0800';

export interface GoldenCopyEndpoint {
  /** GLEIF_GOLDEN_COPY_URL for the sync. */
  url: string;
  close(): Promise<void>;
}

/** Deflates the CSV at `csvPath` into a zip at `zipPath` holding it as `name`, streaming. */
export async function zipCsv(csvPath: string, zipPath: string, name: string): Promise<void> {
  const out = createWriteStream(zipPath);
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const entry = new ZipDeflate(name, { level: 6 });
  zip.add(entry);
  zip.end();
  for await (const chunk of createReadStream(csvPath)) entry.push(chunk as Uint8Array);
  entry.push(new Uint8Array(0), true);
  await once(out, 'finish');
}

/** The file name GLEIF gives a full golden-copy CSV of `type` ('lei2' or 'rr'). */
export const goldenCopyName = (type: 'lei2' | 'rr') => `${STAMP}-gleif-goldencopy-${type}-golden-copy.csv`;

/** Serves the zips at `zips.lei2` and `zips.rr` (made by `zipCsv`) as GLEIF's latest full publication. */
export async function serveGoldenCopy(zips: { lei2: string; rr: string }): Promise<GoldenCopyEndpoint> {
  const lastModified = new Date('2025-01-15T08:00:00Z').toUTCString();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const api = new RegExp(`^${API}/(lei2|rr)/latest\\.csv$`).exec(url.pathname);
    if (api && !url.searchParams.has('delta')) {
      response.writeHead(302, {
        location: `/storage/golden-copy-files/2025/01/15/1/${goldenCopyName(api[1] as 'lei2' | 'rr')}.zip`,
      });
      response.end();
      return;
    }
    const file = /^\/storage\/golden-copy-files\/.+-goldencopy-(lei2|rr)-golden-copy\.csv\.zip$/.exec(
      url.pathname,
    );
    if (file) {
      const path = zips[file[1] as 'lei2' | 'rr'];
      response.writeHead(200, {
        'content-type': 'application/zip',
        'content-length': String(statSync(path).size),
        etag: `"${STAMP}-${file[1]}"`,
        'last-modified': lastModified,
      });
      createReadStream(path).pipe(response);
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${API}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
