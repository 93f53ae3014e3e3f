import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { Client, freePort, type ServerProcess, spawnServer, waitFor, waitForHealth } from './server-process';

/** An SMTP server that accepts connections and never greets: a send to it stays under way. */
async function silentSmtp(): Promise<{ port: number; connected: Promise<void>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  let onConnect = () => {};
  const connected = new Promise<void>((done) => {
    onConnect = done;
  });
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    onConnect();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    connected,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

describe('an account mail acknowledged just before kill -9', () => {
  const servers: ServerProcess[] = [];
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill();
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  async function start(dataDir: string, env: Record<string, string>) {
    const port = await freePort();
    const server = spawnServer({
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: '',
      WORKERS: '1',
      PUBLIC_URL: 'http://localhost:3000',
    });
    servers.push(server);
    const base = `http://127.0.0.1:${port}`;
    await waitForHealth(server, base);
    return { server, base };
  }

  it('is sent by the next server once the dead one’s lease has run out', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'fd-mail-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    copyFileSync(inject('datasetTemplate'), join(dataDir, 'firmenradar.sqlite'));
    const smtp = await silentSmtp();
    cleanups.push(() => smtp.close());

    const first = await start(dataDir, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
    const email = `mail-kill-${process.pid}@example.at`;
    const registered = await new Client(first.base).request('POST', '/api/register', {
      fullname: 'Mail Kill',
      email,
      password: 'correct horse 42',
    });
    expect(registered.status).toBe(200);
    // The verification mail is under way (the SMTP server has the connection) when the process dies.
    await smtp.connected;
    await first.server.kill('SIGKILL');

    const accounts = new Database(join(dataDir, 'accounts.sqlite'));
    try {
      const jobs = accounts.prepare('SELECT kind, email, attempts FROM mail_jobs').all();
      expect(jobs).toEqual([{ kind: 'verification', email, attempts: 1 }]);
      // Time passes: the dead process's lease (two minutes) ends.
      accounts.prepare('UPDATE mail_jobs SET due_at = 0').run();
    } finally {
      accounts.close();
    }

    // The next server has no SMTP_URL: its mails go to the outbox folder.
    await start(dataDir, {});
    const outbox = join(dataDir, 'outbox');
    const mail = await waitFor(
      () => {
        try {
          const file = readdirSync(outbox)[0];
          // The server creates the file before it writes the message into it: empty is not yet.
          const text = file ? readFileSync(join(outbox, file), 'utf8') : '';
          return text === '' ? undefined : text;
        } catch {
          return undefined;
        }
      },
      () => `the verification mail in ${outbox}`,
    );
    expect(mail).toContain(`To: ${email}`);
    expect(mail).toMatch(/\/api\/verify\?token=/);
    const after = new Database(join(dataDir, 'accounts.sqlite'), { readonly: true });
    try {
      expect(after.prepare('SELECT count(*) FROM mail_jobs').pluck().get()).toBe(0);
    } finally {
      after.close();
    }
  }, 120_000);
});
