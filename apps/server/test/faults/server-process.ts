import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { firstLink } from '../auth-helpers';
import { eventually } from '../eventually';
import { builtMain } from '../server-build';

const REPO = resolve(import.meta.dirname, '../../../..');
const MAIN = join(REPO, 'apps/server/src/main.ts');

/** A port nothing listens on right now (the OS picks it, then we let it go). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * The real server as its own process, started the way production starts it: from this run's
 * build with plain node (npm start), or, `from: 'source'`, from TypeScript through tsx (npm run
 * dev), which starts several times slower (docs/decisions/220).
 */
export function spawnServer(env: Record<string, string>, from: 'build' | 'source' = 'build'): ServerProcess {
  const args = from === 'build' ? ['--enable-source-maps', builtMain()] : ['--import', 'tsx', MAIN];
  const child = spawn(process.execPath, args, {
    cwd: REPO,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    text += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });
  return {
    child,
    output: () => text,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/**
 * Polls `check` until it returns a value; fails after `limitMs` with what `describe` says (see
 * ../eventually). The default bound is longer than a test's 30 s: child processes start slowly
 * on a loaded machine, so a test that waits with it sets its own timeout above the bound.
 */
export async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  describe: () => string,
  limitMs = 60_000,
): Promise<T> {
  const value = await eventually(check, (found) => found !== undefined, {
    timeoutMs: limitMs,
    what: describe,
  });
  return value as T;
}

/** Waits until the server answers /api/health, or fails early when the process exits. */
export async function waitForHealth(server: ServerProcess, base: string, limitMs = 90_000): Promise<void> {
  await waitFor(
    async () => {
      if (server.child.exitCode !== null) throw new Error(`Server exited:\n${server.output()}`);
      try {
        const response = await fetch(`${base}/api/health`);
        return response.ok ? true : undefined;
      } catch {
        return undefined;
      }
    },
    () => `health of ${base}; output:\n${server.output()}`,
    limitMs,
  );
}

/** A client of one server with one session: cookie jar of its own and our Origin. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T }> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: this.headers(body),
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    return this.answer<T>(response.status, response.headers.getSetCookie(), await response.text());
  }

  /**
   * The same request on a connection of its own, closed after the answer: the cluster's primary
   * hands each new connection to the next worker in turn, so consecutive calls reach every worker.
   */
  requestOnNewConnection<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; json: T }> {
    return new Promise((done, fail) => {
      const sent = httpRequest(
        `${this.base}${path}`,
        { method, headers: this.headers(body), agent: false },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', fail);
          response.on('end', () =>
            done(
              this.answer<T>(
                response.statusCode ?? 0,
                response.headers['set-cookie'] ?? [],
                Buffer.concat(chunks).toString('utf8'),
              ),
            ),
          );
        },
      );
      sent.on('error', fail);
      sent.end(body === undefined ? undefined : JSON.stringify(body));
    });
  }

  private headers(body: unknown): Record<string, string> {
    const headers: Record<string, string> = { origin: this.base };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return headers;
  }

  private answer<T>(status: number, setCookies: string[], text: string): { status: number; json: T } {
    for (const cookie of setCookies) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    return { status, json: json as T };
  }
}

/** Registers and verifies through the outbox of `dataDir`; the caller logs in afterwards. */
export async function registerAndVerify(client: Client, dataDir: string, email: string, password: string) {
  const registered = await client.request('POST', '/api/register', {
    fullname: 'Fault Test',
    email,
    password,
  });
  if (registered.status !== 200)
    throw new Error(`register: ${registered.status} ${JSON.stringify(registered.json)}`);
  const outbox = join(dataDir, 'outbox');
  const file = await waitFor(
    () => {
      try {
        return readdirSync(outbox).find((name) => readFileSync(join(outbox, name), 'utf8').includes(email));
      } catch {
        return undefined;
      }
    },
    () => `verification mail for ${email}`,
  );
  const link = firstLink(readFileSync(join(outbox, file), 'utf8'))!;
  const verified = await client.request('GET', link.replace(/^https?:\/\/[^/]+/, ''));
  if (verified.status >= 400) throw new Error(`verify: ${verified.status}`);
}

export async function login(client: Client, email: string, password: string): Promise<void> {
  const response = await client.request('POST', '/api/login', { email, password });
  if (response.status !== 200) throw new Error(`login: ${response.status} ${JSON.stringify(response.json)}`);
}
