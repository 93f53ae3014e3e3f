import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BudgetExceeded } from '../../runtime/budget';
import { encodeFrame, FrameReader } from './frames';
import { type EngineAnswers, type EngineRequest, MAX_IDS } from './messages';
import { serveEngineSocket, socketEngineClient } from './socket';
import {
  answerMessage,
  askingHandlers,
  type EngineClient,
  type EngineHandlers,
  EngineProtocolError,
  inProcessEngineClient,
} from './transport';

const PAGE: EngineAnswers['landingPage'] = {
  hits: [
    { id: 3, tier: 'exact' },
    { id: 9, tier: 'prefix' },
  ],
  total: 2,
  capped: false,
  didYouMean: null,
};

/** Handlers that answer fixed data, or do what `behaviour` says for a keyword. */
function handlers(behaviour: (keyword: string) => unknown = () => undefined): EngineHandlers {
  return {
    suggest: async ({ keyword }) => (behaviour(keyword) as number[] | undefined) ?? [1, 2, 3],
    landingPage: async () => PAGE,
    companyPage: async () => ({ keywordInvalid: false, ids: [4], total: 1, page: null }),
    similar: async () => [{ company_id: 5, tier: 0 }],
    figures: async ({ ids }) => ids.map((id) => [id * 1000, null]),
    groupPlace: async ({ companyId }) => ({
      directParentId: companyId + 1,
      ultimateParentId: null,
      subsidiaries: 2,
      members: 4,
    }),
    groupRoots: async ({ ids }) => ids.map((id) => id - 1),
    candidates: async ({ keyword }) => (behaviour(keyword) as number[] | undefined) ?? [7, 8],
    find: async ({ offset, limit }) => ({ ids: [offset + 1, offset + limit], total: 12 }),
    follow: async () => 3,
  };
}

describe('the engine side of the protocol', () => {
  it('answers a request frame with its id and the answer', async () => {
    expect(
      await answerMessage(handlers(), {
        id: 7,
        request: { kind: 'landingPage', keyword: 'x', offset: 0, limit: 5 },
      }),
    ).toEqual({ id: 7, answer: PAGE });
  });

  it.each([
    ['not an object', 'suggest', null],
    ['an array', [1, 2], null],
    ['no id', { request: { kind: 'suggest', keyword: 'a', limit: 5 } }, null],
    ['a negative id', { id: -1, request: { kind: 'suggest', keyword: 'a', limit: 5 } }, null],
    ['a fractional id', { id: 1.5, request: { kind: 'suggest', keyword: 'a', limit: 5 } }, null],
    ['no request', { id: 1 }, 1],
    ['a request without a kind', { id: 2, request: { keyword: 'a' } }, 2],
    ['a keyword that is no string', { id: 3, request: { kind: 'suggest', keyword: 4, limit: 5 } }, 3],
    ['a missing limit', { id: 4, request: { kind: 'suggest', keyword: 'a' } }, 4],
    ['a negative offset', { id: 5, request: { kind: 'landingPage', keyword: 'a', offset: -1, limit: 5 } }, 5],
    [
      'a company page without filters',
      { id: 6, request: { kind: 'companyPage', keyword: null, query: {}, offset: 0, limit: 20, cap: 10 } },
      6,
    ],
    ['similar without tiers', { id: 7, request: { kind: 'similar', query: { must: [] }, limit: 6 } }, 7],
    ['figures of no list', { id: 8, request: { kind: 'figures', ids: 3, indicators: ['revenue'] } }, 8],
    [
      'figures of a table, not a page',
      {
        id: 9,
        request: { kind: 'figures', ids: Array.from({ length: MAX_IDS + 1 }, (_, i) => i), indicators: [] },
      },
      9,
    ],
    [
      'figures of no indicator',
      { id: 10, request: { kind: 'figures', ids: [1], indicators: ['toString'] } },
      10,
    ],
    ['a group place of no company', { id: 11, request: { kind: 'groupPlace', companyId: 'a' } }, 11],
    [
      'group roots of a table',
      { id: 12, request: { kind: 'groupRoots', ids: Array.from({ length: MAX_IDS + 1 }, (_, i) => i) } },
      12,
    ],
    [
      'more candidates than a page',
      { id: 13, request: { kind: 'candidates', keyword: 'a', limit: MAX_IDS + 1, fuzzy: true } },
      13,
    ],
    [
      'candidates without saying whether fuzzy tiers fill up',
      { id: 16, request: { kind: 'candidates', keyword: 'a', limit: 12 } },
      16,
    ],
    [
      'a find of more than a page',
      {
        id: 14,
        request: {
          kind: 'find',
          query: { name: null, area: null, filters: {} },
          offset: 0,
          limit: MAX_IDS + 1,
          cap: 1,
        },
      },
      14,
    ],
    [
      'a find without filters',
      { id: 15, request: { kind: 'find', query: { name: null, area: null }, offset: 0, limit: 20, cap: 1 } },
      15,
    ],
  ])('answers %s with a malformed error, never a throw', async (_, message, id) => {
    const answer = await answerMessage(handlers(), message);
    expect(answer).toEqual({ id, error: { code: 'malformed', message: expect.any(String) } });
  });

  it('answers an unknown kind with its own error', async () => {
    expect(await answerMessage(handlers(), { id: 1, request: { kind: 'toString' } })).toEqual({
      id: 1,
      error: { code: 'unknown_kind', message: 'no request of kind toString' },
    });
    expect(await answerMessage(handlers(), { id: 2, request: { kind: 'export', ids: [] } })).toMatchObject({
      error: { code: 'unknown_kind' },
    });
  });

  it('answers a handler that throws with a failed error, and a spent budget as such', async () => {
    const throwing = handlers((keyword) => {
      if (keyword === 'boom') throw new Error('the index is gone');
      if (keyword === 'slow') throw new BudgetExceeded('time');
      return undefined;
    });
    expect(
      await answerMessage(throwing, { id: 1, request: { kind: 'suggest', keyword: 'boom', limit: 5 } }),
    ).toEqual({
      id: 1,
      error: { code: 'failed', message: 'the index is gone' },
    });
    expect(
      await answerMessage(throwing, { id: 2, request: { kind: 'suggest', keyword: 'slow', limit: 5 } }),
    ).toMatchObject({
      id: 2,
      error: { code: 'budget_time' },
    });
  });
});

/** A client over one transport, a way to push an applied batch through it, and its end. */
interface Joined {
  client: EngineClient;
  push(companyIds: number[]): void;
  close(): Promise<void>;
}

const inProcess = async (engine: EngineHandlers): Promise<Joined> => {
  const sources: ((ids: number[]) => void)[] = [];
  const client = inProcessEngineClient(engine, (listener) => sources.push(listener));
  return {
    client,
    push: (ids) => {
      for (const source of sources) source(ids);
    },
    close: async () => {},
  };
};

const overSocket = async (engine: EngineHandlers): Promise<Joined> => {
  const dir = mkdtempSync(join(tmpdir(), 'engine-socket-'));
  const server = await serveEngineSocket(engine, join(dir, 'engine.sock'));
  const client = socketEngineClient(join(dir, 'engine.sock'));
  await client.whenConnected();
  return {
    client,
    push: (ids) => server.push(ids),
    close: async () => {
      client.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
};

/** A request of every kind, as a served request sends it. */
const REQUESTS = [
  { kind: 'suggest', keyword: 'Müller', limit: 8 },
  { kind: 'landingPage', keyword: 'bäckerei wien', offset: 20, limit: 20 },
  {
    kind: 'companyPage',
    keyword: null,
    query: { area: null, filters: { must: [], atleast: [], exclusive: [] }, order: 'popularity' },
    offset: 0,
    limit: 20,
    cap: 10_001,
  },
  {
    kind: 'similar',
    query: {
      must: [],
      tiers: [[]],
      area: { latitude: 48.2, longitude: 16.37, radiusKm: 50 },
      exclude: 9,
    },
    limit: 6,
  },
  { kind: 'figures', ids: [3, 9], indicators: ['revenue', 'equity_ratio'] },
  { kind: 'groupPlace', companyId: 12 },
  { kind: 'groupRoots', ids: [3, 9, 12] },
  { kind: 'candidates', keyword: 'Mueller Bau', limit: 40, fuzzy: true },
  { kind: 'candidates', keyword: 'Mueller Bau', limit: 12, fuzzy: false },
  {
    kind: 'find',
    query: {
      name: { match: [[{ terms: ['mueller'], prefix: false }]] },
      area: null,
      filters: { must: [], atleast: [], exclusive: [] },
      order: 'popularity',
    },
    offset: 20,
    limit: 20,
    cap: 10_001,
  },
  { kind: 'follow' },
] as unknown as EngineRequest[];

describe.each([
  ['the in-process transport', inProcess],
  ['the socket transport', overSocket],
])('%s', (_, open) => {
  let joined: Joined | undefined;
  const over = async (engine: EngineHandlers) => {
    joined = await open(engine);
    return joined;
  };
  afterEach(async () => {
    await joined?.close();
    joined = undefined;
  });

  it('asks and answers through the bytes of a frame', async () => {
    const { client } = await over(handlers());
    expect(await client.ask({ kind: 'suggest', keyword: 'a', limit: 3 })).toEqual([1, 2, 3]);
    expect(await client.ask({ kind: 'landingPage', keyword: 'a', offset: 0, limit: 3 })).toStrictEqual(PAGE);
  });

  it('answers every kind as the engine side answers it', async () => {
    const { client } = await over(handlers());
    for (const [id, request] of REQUESTS.entries()) {
      const direct = await answerMessage(handlers(), { id, request });
      expect(await client.ask(request as never)).toStrictEqual((direct as { answer: unknown }).answer);
    }
  });

  it('rejects on an error answer with the error it stands for', async () => {
    const { client } = await over(
      handlers((keyword) => {
        if (keyword === 'boom') throw new Error('the index is gone');
        if (keyword === 'gone') throw new BudgetExceeded('client');
        return undefined;
      }),
    );
    await expect(client.ask({ kind: 'suggest', keyword: 'boom', limit: 5 })).rejects.toThrow(
      EngineProtocolError,
    );
    await expect(client.ask({ kind: 'suggest', keyword: 'gone', limit: 5 })).rejects.toMatchObject({
      name: 'BudgetExceeded',
      reason: 'client',
    });
    // A request that no typed caller could send, as a broken peer would.
    await expect(client.ask({ kind: 'suggest', keyword: 'a' } as never)).rejects.toMatchObject({
      code: 'malformed',
    });
  });

  it('shows a field a socket would not carry: a Map arrives empty, undefined in an array as null', async () => {
    const { client } = await over({
      ...handlers(),
      similar: async () => [new Map([[1, 2]]), undefined] as never,
    });
    expect(
      await client.ask({ kind: 'similar', query: { must: [], tiers: [], area: null, exclude: 1 }, limit: 6 }),
    ).toStrictEqual([{}, null]);
  });

  it('pushes each applied batch to every listener as a frame', async () => {
    const { client, push } = await over(handlers());
    const seen: number[][] = [];
    let allArrived = () => {};
    const arrived = new Promise<void>((resolve) => {
      allArrived = resolve;
    });
    const listen = (ids: number[]) => {
      seen.push(ids);
      if (seen.length === 4) allArrived();
    };
    client.onApplied(listen);
    client.onApplied(listen);
    const batch = [4, 8];
    push(batch);
    push([]);
    await arrived;
    expect(seen).toEqual([[4, 8], [4, 8], [], []]);
    expect(seen[0]).not.toBe(batch);
  });
});

describe('an engine that answers through another', () => {
  it('keeps the code of an error from the engine behind it', async () => {
    const behind = handlers((keyword) => {
      if (keyword === 'gone') throw new EngineProtocolError('unavailable', 'the engine thread ended');
      return undefined;
    });
    expect(
      await answerMessage(behind, { id: 3, request: { kind: 'suggest', keyword: 'gone', limit: 5 } }),
    ).toEqual({ id: 3, error: { code: 'unavailable', message: 'the engine thread ended' } });
  });

  it('answers every kind as the client it asks', async () => {
    const asking = askingHandlers(inProcessEngineClient(handlers(), () => {}));
    for (const [id, request] of REQUESTS.entries())
      expect(await answerMessage(asking, { id, request })).toStrictEqual(
        await answerMessage(handlers(), { id, request }),
      );
  });
});

describe('frames of every kind', () => {
  it('carry each request and answer whole when the stream splits them at every byte', async () => {
    const requests = REQUESTS.map((request, id) => ({ id, request }));
    const answers = await Promise.all(requests.map((message) => answerMessage(handlers(), message)));
    const messages = [...requests, ...answers, { applied: [1, 2] }];
    const bytes = Buffer.concat(messages.map(encodeFrame));
    const reader = new FrameReader();
    const read: unknown[] = [];
    for (let at = 0; at < bytes.length; at++) read.push(...reader.push(bytes.subarray(at, at + 1)));
    expect(read).toStrictEqual(messages);
  });
});
