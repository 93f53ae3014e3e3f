/**
 * Downloads a register file into DATA_DIR/downloads (docs/decisions/123): redirects followed
 * by hand (a limit, a loop is an error), a partial file resumed with `Range` (and started over
 * when the server ignores it), the size checked against Content-Length, timeouts, and retries
 * with a doubling pause. The caller may look at the answer's URL and headers before the body
 * and skip a file it already has.
 */
import { createWriteStream, writeFileSync } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Dispatcher, request } from 'undici';
import type { DownloadValidators } from '../store/types';

export type Headers = Record<string, string | string[] | undefined>;

export interface DownloadSettings {
  dispatcher: Dispatcher;
  /** Longest wait for an answer's headers, and between two chunks of its body. */
  timeoutMs: number;
  /** Tries in all, the first included. */
  attempts: number;
  /** Pause before the second try; it doubles for every further one. */
  backoffMs: number;
  maxRedirects: number;
  signal?: AbortSignal;
}

export interface DownloadJob {
  url: string;
  directory: string;
  /** The file name for the URL that answers with the file (GLEIF keeps its published names). */
  nameFor(url: URL): string;
  /** Validators of the copy the store already has: sent as If-None-Match / If-Modified-Since. */
  conditional?: DownloadValidators | null;
  /** Sees each URL before it is requested (a redirect's target too): 'skip' ends without requesting it. */
  before?(url: URL): 'download' | 'skip';
  /** Sees the answering URL and headers before the body: 'skip' ends without reading it. May throw. */
  accept?(url: URL, headers: Headers): 'download' | 'skip';
  onProgress?(received: number, total: number | null): void;
}

export type DownloadOutcome =
  | { kind: 'not-modified'; url: string }
  | { kind: 'skipped'; url: string }
  | {
      kind: 'downloaded';
      url: string;
      path: string;
      bytes: number;
      headers: Headers;
      validators: DownloadValidators;
      /** Bytes a partial file already held when this download resumed it (0: from the start). */
      resumedFrom: number;
    };

/** A download that failed; `retryable` when trying again may help (network, 5xx, a cut-off body). */
export class DownloadError extends Error {
  override name = 'DownloadError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

/** Codes of a failed connection: trying again may help. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
]);
/** Codes of a connection lost while the file came: the next try resumes it. */
const CUT_OFF = new Set([
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CLOSED',
  'UND_ERR_RES_CONTENT_LENGTH_MISMATCH',
  'ERR_STREAM_PREMATURE_CLOSE',
]);

export function header(headers: Headers, name: string): string | null {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** What went wrong with the network, in words, or null when it was something else. */
function networkFailure(error: unknown, url: string): DownloadError | null {
  for (const cause of [error, (error as { cause?: unknown })?.cause]) {
    const code = (cause as { code?: string } | undefined)?.code ?? '';
    const reason = cause instanceof Error && cause.message ? cause.message : code;
    if (UNREACHABLE.has(code)) return new DownloadError(`cannot reach ${new URL(url).host}: ${reason}`, true);
    if (CUT_OFF.has(code))
      return new DownloadError(
        `the connection to ${new URL(url).host} broke off during the download (${reason})`,
        true,
      );
  }
  return null;
}

interface PartialFile {
  path: string;
  size: number;
  etag: string | null;
  lastModified: string | null;
}

/** A partial file left for `url` by an earlier try, with the validators its bytes came with. */
async function partialFor(path: string, url: string): Promise<PartialFile | null> {
  try {
    const meta = JSON.parse(await readFile(`${path}.json`, 'utf8')) as {
      url: string;
      etag: string | null;
      lastModified: string | null;
    };
    const { size } = await stat(path);
    return meta.url === url && size > 0
      ? { path, size, etag: meta.etag, lastModified: meta.lastModified }
      : null;
  } catch {
    return null;
  }
}

/** 'bytes 100-199/1000' → its start and total. */
function contentRange(value: string | null): { start: number; total: number | null } | null {
  const match = value ? /^bytes (\d+)-\d+\/(\d+|\*)$/.exec(value.trim()) : null;
  if (!match) return null;
  return { start: Number(match[1]), total: match[2] === '*' ? null : Number(match[2]) };
}

function requestHeaders(partial: PartialFile | null, conditional: DownloadValidators | null | undefined) {
  const headers: Record<string, string> = {
    'user-agent': 'Firmenradar register sync',
    // The files are compressed already; a transfer encoding would only hide their size.
    'accept-encoding': 'identity',
  };
  if (partial) {
    headers.range = `bytes=${partial.size}-`;
    const validator = partial.etag ?? partial.lastModified;
    if (validator) headers['if-range'] = validator;
  } else if (conditional) {
    if (conditional.etag) headers['if-none-match'] = conditional.etag;
    if (conditional.lastModified) headers['if-modified-since'] = conditional.lastModified;
  }
  return headers;
}

/** One try: follows the redirects, then writes (or appends to) the file. */
async function attempt(job: DownloadJob, settings: DownloadSettings): Promise<DownloadOutcome> {
  const visited = new Set<string>();
  let url = job.url;
  for (let redirects = 0; ; redirects++) {
    visited.add(url);
    if (job.before?.(new URL(url)) === 'skip') return { kind: 'skipped', url };
    const path = join(job.directory, `${job.nameFor(new URL(url))}.part`);
    const partial = await partialFor(path, url);
    const response = await request(url, {
      dispatcher: settings.dispatcher,
      headers: requestHeaders(partial, job.conditional),
      headersTimeout: settings.timeoutMs,
      bodyTimeout: settings.timeoutMs,
      signal: settings.signal,
    });
    const { statusCode: status, headers } = response;
    const location = header(headers, 'location');
    if (status >= 300 && status < 400 && status !== 304 && location) {
      await response.body.dump();
      const next = new URL(location, url).href;
      if (visited.has(next)) throw new DownloadError(`redirect loop: ${url} leads back to ${next}`, false);
      if (redirects >= settings.maxRedirects)
        throw new DownloadError(`more than ${settings.maxRedirects} redirects from ${job.url}`, false);
      url = next;
      continue;
    }
    if (status === 304) {
      await response.body.dump();
      return { kind: 'not-modified', url };
    }
    if (status === 416 && partial) {
      // The range lies past the end: the file changed or the partial is wrong. Start over.
      await response.body.dump();
      await rm(path, { force: true });
      throw new DownloadError(`${url} refused the resume position; starting the file over`, true);
    }
    if (status < 200 || status >= 300) {
      await response.body.dump();
      throw new DownloadError(
        `${new URL(url).host} answered ${status} for ${url}`,
        status >= 500 || status === 429 || status === 408,
      );
    }
    if ((header(headers, 'content-type') ?? '').toLowerCase().includes('text/html')) {
      await response.body.dump();
      throw new DownloadError(`${url} answered with an HTML page instead of the file`, false);
    }
    if (job.accept?.(new URL(url), headers) === 'skip') {
      // dump() reads a little and then closes the connection: the file itself is not fetched.
      await response.body.dump();
      return { kind: 'skipped', url };
    }
    return receive(job, url, path, partial, status, headers, response.body);
  }
}

/**
 * Appends (after `offset` bytes) or writes the body into `path`. Chunks are taken as they
 * arrive, and on a lost connection the file is closed with every one of them written, so the
 * next try resumes after the last byte received (a stream's iterator would drop what it buffered).
 */
function writeBody(
  body: Dispatcher.ResponseData['body'],
  path: string,
  offset: number,
  onProgress: (received: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(path, { flags: offset > 0 ? 'a' : 'w' });
    let received = offset;
    let failure: unknown = null;
    onProgress(received);
    body.on('data', (chunk: Buffer) => {
      received += chunk.length;
      onProgress(received);
      if (!out.write(chunk)) body.pause();
    });
    out.on('drain', () => body.resume());
    body.on('error', (error) => {
      failure = error;
      out.end();
    });
    body.on('end', () => out.end());
    out.on('error', reject);
    out.on('finish', () => (failure ? reject(failure) : resolve()));
  });
}

/** Writes the body of a 200 (from the start) or 206 (after the partial's bytes) into `path`. */
async function receive(
  job: DownloadJob,
  url: string,
  path: string,
  partial: PartialFile | null,
  status: number,
  headers: Headers,
  body: Dispatcher.ResponseData['body'],
): Promise<DownloadOutcome> {
  const range = status === 206 ? contentRange(header(headers, 'content-range')) : null;
  if (status === 206 && (!partial || !range || range.start !== partial.size)) {
    await body.dump();
    await rm(path, { force: true });
    throw new DownloadError(`${url} sent another part of the file than asked for; starting over`, true);
  }
  // A 200 to a range request: the server ignored it (or the file changed). The whole file follows.
  const resumedFrom = status === 206 && partial ? partial.size : 0;
  const length = Number(header(headers, 'content-length') ?? Number.NaN);
  const total = range ? range.total : Number.isFinite(length) ? length : null;
  const validators: DownloadValidators = {
    etag: header(headers, 'etag'),
    lastModified: header(headers, 'last-modified'),
    size: total,
  };
  // Written synchronously: the body's listeners must be attached before the event loop turns,
  // or a connection lost meanwhile would go unnoticed.
  writeFileSync(
    `${path}.json`,
    JSON.stringify({ url, etag: validators.etag, lastModified: validators.lastModified }),
  );
  await writeBody(body, path, resumedFrom, (received) => job.onProgress?.(received, total));
  const { size } = await stat(path);
  if (total !== null && size !== total)
    throw new DownloadError(`the download of ${url} stopped at ${size} of ${total} bytes`, true);
  const target = path.slice(0, -'.part'.length);
  await rename(path, target);
  await rm(`${path}.json`, { force: true });
  return { kind: 'downloaded', url, path: target, bytes: size, headers, validators, resumedFrom };
}

/** Downloads `job.url`, trying again after network failures, 5xx answers and cut-off bodies. */
export async function download(job: DownloadJob, settings: DownloadSettings): Promise<DownloadOutcome> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt(job, settings);
    } catch (error) {
      // Stopped from outside (a signal, the lease lost): its reason says why, in words.
      if (settings.signal?.aborted) throw settings.signal.reason ?? error;
      const failure =
        error instanceof DownloadError
          ? error
          : (networkFailure(error, job.url) ??
            new DownloadError(String((error as Error)?.message ?? error), false));
      if (!failure.retryable) throw failure;
      if (tries >= settings.attempts)
        throw new DownloadError(`${failure.message} (${tries} attempts)`, false);
      await sleep(settings.backoffMs * 2 ** (tries - 1), undefined, { signal: settings.signal });
    }
  }
}
