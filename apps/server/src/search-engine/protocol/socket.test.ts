import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BudgetExceeded, currentBudget, runWithBudget, WorkBudget } from '../../runtime/budget';
import { type EngineSocketServer, serveEngineSocket, socketEngineClient } from './socket';
import { type EngineHandlers, EngineProtocolError } from './transport';

/** Suggest answers the keyword's length; `hold` holds a request until its budget ends, yielding. */
function handlers(onHeld: () => void = () => {}): EngineHandlers {
  return {
    suggest: async ({ keyword }) => {
      if (keyword !== 'hold') return [keyword.length];
      onHeld();
      const budget = currentBudget();
      for (;;) await budget.pause();
    },
    landingPage: async () => ({ hits: [], total: 0, capped: false, didYouMean: null }),
    companyPage: async () => ({ keywordInvalid: false, ids: [], total: 0, page: null }),
    similar: async () => [],
    figures: async () => [],
    groupPlace: async ({ companyId }) => ({
      directParentId: null,
      ultimateParentId: null,
      subsidiaries: 0,
      members: companyId,
    }),
    groupRoots: async () => [],
    candidates: async () => [],
    find: async () => ({ ids: [], total: 0 }),
    follow: async () => 0,
  };
}

/** A promise and the function that settles it. */
function latch<T = void>(): [Promise<T>, (value: T) => void] {
  let settle: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return [promise, settle];
}

let dir: string;
let path: string;
const servers: EngineSocketServer[] = [];
const serve = async (engine: EngineHandlers) => {
  const server = await serveEngineSocket(engine, path);
  servers.push(server);
  return server;
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'engine-socket-'));
  path = join(dir, 'engine.sock');
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  rmSync(dir, { recursive: true, force: true });
});

describe('the engine socket', () => {
  it('replaces a stale file, is its owner’s alone, and is removed on close', async () => {
    writeFileSync(path, 'left by an engine that was killed');
    const server = await serveEngineSocket(handlers(), path);
    expect(statSync(path).isSocket()).toBe(true);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    await server.close();
    expect(existsSync(path)).toBe(false);
  });

  it('rejects the requests in flight when the engine goes away, and answers again once it listens', async () => {
    const [holding, held] = latch();
    const first = await serve(handlers(held));
    const client = socketEngineClient(path, { minBackoffMs: 5, maxBackoffMs: 20 });
    try {
      await client.whenConnected();
      const inFlight = client.ask({ kind: 'suggest', keyword: 'hold', limit: 5 });
      await holding;
      await first.close();
      await expect(inFlight).rejects.toMatchObject({ name: 'EngineProtocolError', code: 'unavailable' });
      // While the engine is away: at once, never waiting for it.
      expect(client.connected).toBe(false);
      await expect(client.ask({ kind: 'suggest', keyword: 'abc', limit: 5 })).rejects.toBeInstanceOf(
        EngineProtocolError,
      );
      await serve(handlers());
      await client.whenConnected();
      expect(await client.ask({ kind: 'suggest', keyword: 'abcd', limit: 5 })).toEqual([4]);
    } finally {
      client.close();
    }
  });

  it('carries a cancel: the held request is answered budget_client and the engine answers the next', async () => {
    const [holding, held] = latch();
    await serve(handlers(held));
    const client = socketEngineClient(path);
    try {
      await client.whenConnected();
      const budget = new WorkBudget(2 ** 31);
      const asked = runWithBudget(budget, () => client.ask({ kind: 'suggest', keyword: 'hold', limit: 5 }));
      await holding;
      budget.abort('client');
      await expect(asked).rejects.toBeInstanceOf(BudgetExceeded);
      await expect(asked).rejects.toMatchObject({ reason: 'client' });
      expect(await client.ask({ kind: 'suggest', keyword: 'ab', limit: 5 })).toEqual([2]);
    } finally {
      client.close();
    }
  });

  it('stops the requests of a client that disconnects', async () => {
    const [holding, held] = latch();
    const [stop, stopped] = latch<unknown>();
    const engine = handlers(held);
    await serve({
      ...engine,
      suggest: (request) =>
        engine.suggest(request).catch((error: unknown) => {
          stopped(error);
          throw error;
        }),
    });
    const client = socketEngineClient(path);
    await client.whenConnected();
    const asked = client.ask({ kind: 'suggest', keyword: 'hold', limit: 5 });
    await holding;
    client.close();
    await expect(asked).rejects.toMatchObject({ code: 'unavailable' });
    expect(await stop).toMatchObject({ name: 'BudgetExceeded', reason: 'client' });
  });
});
