import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, spawnServer, waitFor } from './server-process';

const PASSWORD = 'hunter2-secret';

describe('starting against a PostgreSQL that is not there', () => {
  const servers: ServerProcess[] = [];
  const dirs: string[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.kill();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  function start(databaseUrl: string): ServerProcess {
    const dataDir = mkdtempSync(join(tmpdir(), 'fd-pg-start-'));
    dirs.push(dataDir);
    const server = spawnServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: '',
      PORT: '0',
    });
    servers.push(server);
    return server;
  }

  it('names the URL without its password and keeps retrying, with no stack trace', async () => {
    // Nothing listens here: the port was free a moment ago and nobody else binds it on purpose.
    const port = await freePort();
    const server = start(`postgres://firmenradar:${PASSWORD}@127.0.0.1:${port}/firmenradar`);
    const retries = () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.includes('retrying in'));
    await waitFor(
      () => (retries().length >= 2 ? true : undefined),
      () => `two retry lines; output:\n${server.output()}`,
      // The process starts through tsx first: seconds on a loaded machine, before the 1 s retry pause.
      40_000,
    );
    expect(server.child.exitCode).toBeNull();
    for (const line of retries()) {
      expect(line).toContain(`postgres://firmenradar:***@127.0.0.1:${port}/firmenradar`);
      expect(line).toContain('not reachable');
    }
    expect(server.output()).not.toContain(PASSWORD);
    expect(server.output()).not.toMatch(/^\s+at /m);
  }, 60_000);

  it.each([
    [
      'an unsupported engine',
      `mysql://root:${PASSWORD}@127.0.0.1:3306/firmenradar`,
      'DATABASE_URL must start with',
    ],
    [
      'a postgres URL that does not parse',
      `postgres://firmenradar:${PASSWORD}@[garbage/db`,
      'not a valid URL',
    ],
  ])('exits non-zero with a one-line error on %s', async (_case, url, message) => {
    const server = start(url);
    const code = await server.exited;
    expect(code).not.toBe(0);
    const output = server.output().trim();
    expect(output.split('\n')).toHaveLength(1);
    expect(output).toContain(message);
    expect(output).not.toContain(PASSWORD);
  });
});
