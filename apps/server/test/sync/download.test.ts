/**
 * The sync's downloader against the local fake registers: redirects, a redirect loop, 404 and
 * 500, an HTML page, a connection cut off halfway and resumed with Range, a server that
 * ignores Range, conditional requests, a proxy from HTTP_PROXY, and an endpoint nobody serves.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DownloadJob, type DownloadSettings, download } from '../../src/sync/download';
import { proxyDispatcher } from '../../src/sync/http';
import { type FakeRegisters, startFakeRegisters } from './fake-registers';
import { firstPublication, offeneRegisterFile } from './registers';

let registers: FakeRegisters;
let dir: string;
const agent = new Agent();
const settings = (over: Partial<DownloadSettings> = {}): DownloadSettings => ({
  dispatcher: agent,
  timeoutMs: 10_000,
  attempts: 3,
  backoffMs: 1,
  maxRedirects: 5,
  ...over,
});
const lei2 = () => `${registers.gleifUrl}/lei2/latest.csv`;
const job = (over: Partial<DownloadJob> = {}): DownloadJob => ({
  url: lei2(),
  directory: dir,
  nameFor: (url) => url.pathname.split('/').at(-1)!,
  ...over,
});

beforeAll(async () => {
  registers = await startFakeRegisters(firstPublication());
});
afterAll(async () => {
  await registers.close();
  await agent.close();
});
afterEach(() => {
  for (const key of Object.keys(registers.faults))
    delete registers.faults[key as keyof typeof registers.faults];
  registers.requests.length = 0;
  rmSync(dir, { recursive: true, force: true });
});
const fresh = () => {
  dir = mkdtempSync(join(tmpdir(), 'fd-download-'));
};

describe('download', () => {
  it('follows the API redirect and keeps the published file name', async () => {
    fresh();
    const outcome = await download(job(), settings());
    expect(outcome.kind).toBe('downloaded');
    if (outcome.kind !== 'downloaded') return;
    expect(outcome.path).toBe(join(dir, '20250115-0800-gleif-goldencopy-lei2-golden-copy.csv.zip'));
    expect(readFileSync(outcome.path).subarray(0, 2).toString()).toBe('PK');
    expect(outcome.bytes).toBe(readFileSync(outcome.path).length);
    expect(outcome.resumedFrom).toBe(0);
    expect(registers.requests.map((r) => r.status)).toEqual([302, 200]);
  });

  it('resumes a download cut off halfway with a Range request', async () => {
    fresh();
    registers.faults.dropAfterBytes = 1000;
    const received: number[] = [];
    const outcome = await download(job({ onProgress: (bytes) => received.push(bytes) }), settings());
    expect(outcome.kind).toBe('downloaded');
    if (outcome.kind !== 'downloaded') return;
    expect(outcome.resumedFrom).toBe(1000);
    const files = registers.requests.filter((r) => r.path.startsWith('/storage'));
    expect(files.map((r) => [r.status, r.range])).toEqual([
      [200, null],
      [206, 'bytes=1000-'],
    ]);
    expect(received.at(-1)).toBe(outcome.bytes);
    expect(readdirSync(dir)).toEqual(['20250115-0800-gleif-goldencopy-lei2-golden-copy.csv.zip']);
    // The two parts make up the file as served whole.
    const whole = Buffer.from(await (await fetch(outcome.url)).arrayBuffer());
    expect(readFileSync(outcome.path).equals(whole)).toBe(true);
  });

  it('starts over when the server ignores Range and sends the whole file again', async () => {
    fresh();
    Object.assign(registers.faults, { dropAfterBytes: 1000, ignoreRange: true });
    const outcome = await download(job(), settings());
    expect(outcome.kind === 'downloaded' && outcome.resumedFrom).toBe(0);
    const files = registers.requests.filter((r) => r.path.startsWith('/storage'));
    expect(files.map((r) => [r.status, r.range])).toEqual([
      [200, null],
      [200, 'bytes=1000-'],
    ]);
    if (outcome.kind === 'downloaded')
      expect(readFileSync(outcome.path).length).toBe(Number(outcome.validators.size));
  });

  it('gives up after its attempts when every answer is cut off, and says where it stopped', async () => {
    fresh();
    Object.assign(registers.faults, { dropAfterBytes: 0, drops: 10 });
    await expect(download(job(), settings({ attempts: 2 }))).rejects.toThrow(
      /broke off during the download .*\(2 attempts\)/,
    );
  });

  it('refuses a redirect loop in one line', async () => {
    fresh();
    registers.faults.redirectLoop = true;
    await expect(download(job(), settings())).rejects.toThrow(/^redirect loop: .* leads back to /);
  });

  it('stops after too many redirects', async () => {
    fresh();
    registers.faults.redirectLoop = true;
    await expect(download(job(), settings({ maxRedirects: 0 }))).rejects.toThrow(/more than 0 redirects/);
  });

  it('refuses 404 at once and tries 500 again before it gives up', async () => {
    fresh();
    registers.faults.apiStatus = 404;
    await expect(download(job(), settings())).rejects.toThrow(/answered 404 for/);
    expect(registers.requests).toHaveLength(1);
    registers.requests.length = 0;
    registers.faults.apiStatus = 500;
    await expect(download(job(), settings())).rejects.toThrow(/answered 500 for .*\(3 attempts\)/);
    expect(registers.requests).toHaveLength(3);
  });

  it('refuses an HTML page instead of the file', async () => {
    fresh();
    registers.faults.html = true;
    await expect(download(job(), settings())).rejects.toThrow(
      /answered with an HTML page instead of the file/,
    );
  });

  it('says which host it cannot reach', async () => {
    fresh();
    const closed = await new Promise<number>((resolve) => {
      const server = createServer();
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    await expect(
      download(job({ url: `http://127.0.0.1:${closed}/lei2/latest.csv` }), settings({ attempts: 2 })),
    ).rejects.toThrow(new RegExp(`^cannot reach 127.0.0.1:${closed}: .*\\(2 attempts\\)$`));
  });

  it('asks conditionally and reports a file that has not changed', async () => {
    fresh();
    const url = registers.offeneRegisterUrl;
    const nameFor = () => 'de_companies_ocdata.jsonl.bz2';
    const first = await download(job({ url, nameFor }), settings());
    expect(first.kind).toBe('downloaded');
    if (first.kind !== 'downloaded') return;
    expect(first.validators).toEqual({
      etag: '"or-2019-1"',
      lastModified: 'Thu, 31 Jan 2019 10:00:00 GMT',
      size: offeneRegisterFile().length,
    });
    const again = await download(job({ url, nameFor, conditional: first.validators }), settings());
    expect(again.kind).toBe('not-modified');
    expect(registers.requests.at(-1)).toMatchObject({ ifNoneMatch: '"or-2019-1"', status: 304 });
  });

  it('lets the caller skip a file by its headers before the body', async () => {
    fresh();
    const outcome = await download(job({ accept: () => 'skip' }), settings());
    expect(outcome.kind).toBe('skipped');
    expect(readdirSync(dir)).toEqual([]);
  });

  describe('through a proxy', () => {
    let proxy: Server;
    const tunnelled: string[] = [];
    beforeAll(async () => {
      // A CONNECT proxy, as HTTPS_PROXY names one: it notes each tunnel and pipes the bytes.
      proxy = createServer();
      proxy.on('connect', (request, socket, head) => {
        tunnelled.push(request.url ?? '');
        const [host, port] = (request.url ?? '').split(':');
        const upstream = connect(Number(port), host!, () => {
          socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
          upstream.write(head);
          upstream.pipe(socket);
          socket.pipe(upstream);
        });
        upstream.on('error', () => socket.destroy());
        socket.on('error', () => upstream.destroy());
      });
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

    it('sends every request through HTTP_PROXY unless NO_PROXY names the host', async () => {
      fresh();
      const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
      const through = proxyDispatcher({ HTTP_PROXY: proxyUrl });
      const outcome = await download(job(), settings({ dispatcher: through }));
      expect(outcome.kind).toBe('downloaded');
      // The redirect and the file share one origin: one kept-alive tunnel may carry both.
      expect(tunnelled.length).toBeGreaterThan(0);
      expect(new Set(tunnelled)).toEqual(new Set([new URL(registers.gleifUrl).host]));
      await through.close();

      tunnelled.length = 0;
      const bypass = proxyDispatcher({ HTTP_PROXY: proxyUrl, NO_PROXY: '127.0.0.1' });
      rmSync(dir, { recursive: true, force: true });
      fresh();
      expect((await download(job(), settings({ dispatcher: bypass }))).kind).toBe('downloaded');
      expect(tunnelled).toEqual([]);
      await bypass.close();
    });
  });
});
