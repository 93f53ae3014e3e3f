import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { API_KEY_REQUESTS_PER_DAY } from '@fd/contract';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../../../test/store/engines';
import { currentBudget, runWithBudget, WorkBudget } from '../../runtime/budget';
import { createMetrics, type Metrics } from '../../runtime/metrics';
import type { AccountStore, UserRecord } from '../../store/types';
import { createApiKeyService } from '../api-keys/service';
import { createInFlightLimit, type InFlightLimit, inFlightKey } from '../limits/in-flight';
import type { Services } from '../services';
import { createToolCaller, mcpServers } from './routes';
import { registerTools, type ToolCaller } from './tools';

const MAX = 4;
const DONE: CallToolResult = { content: [{ type: 'text', text: 'done' }] };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (condition: () => boolean) => {
  while (!condition()) await delay(5);
};

/** Work held until the test lets it go. */
function gate() {
  const waiting: (() => void)[] = [];
  return {
    work: () => new Promise<CallToolResult>((resolve) => waiting.push(() => resolve(DONE))),
    held: () => waiting.length,
    releaseAll: () => {
      for (const go of waiting.splice(0)) go();
    },
  };
}

describe('the per-request MCP servers', () => {
  it('share one JSON-schema validator instead of building one each', () => {
    const newServer = mcpServers();
    // The SDK keeps it on the low-level server (a private field): read it to see that it is shared.
    const validator = (server: ReturnType<typeof newServer>) =>
      (server.server as unknown as { _jsonSchemaValidator: unknown })._jsonSchemaValidator;
    const [first, second] = [newServer(), newServer()];
    expect(first).not.toBe(second);
    expect(validator(first)).toBeDefined();
    expect(validator(second)).toBe(validator(first));
  });

  it("share each tool's input schema, which zod compiles on its first parse", () => {
    const newServer = mcpServers();
    // The handlers are not called here: the services and the caller are never read.
    const withTools = () => {
      const server = newServer();
      registerTools(server, {} as Services, {} as ToolCaller);
      return (server as unknown as { _registeredTools: Record<string, { inputSchema: unknown }> })
        ._registeredTools;
    };
    const [first, second] = [withTools(), withTools()];
    expect(Object.keys(first)).toHaveLength(5);
    for (const [name, tool] of Object.entries(first)) {
      expect(tool.inputSchema).toBeDefined();
      expect(second[name]?.inputSchema).toBe(tool.inputSchema);
    }
  });
});

describe.each(engines)('MCP tool calls in flight: $name', (engine) => {
  let accounts: AccountStore;
  let inFlight: InFlightLimit;
  let cleanup: () => Promise<void>;
  const metrics: Metrics = createMetrics(null);
  beforeAll(async () => {
    const opened = await engine.open();
    accounts = opened.stores.accounts;
    cleanup = opened.cleanup;
    inFlight = createInFlightLimit(
      accounts.limits,
      { expensiveInFlight: { signedIn: MAX, anonymous: 1 }, rateLimitFactor: 1 },
      pino({ level: 'silent' }),
    );
  });
  afterAll(async () => {
    metrics.close();
    await cleanup();
  });

  /** The budget stops counted in the process's metrics, the API's and MCP's together. */
  async function budgetStops() {
    const metric = await metrics.registry.getSingleMetric('firmenradar_search_budget_exceeded_total')?.get();
    return metric?.values[0]?.value ?? 0;
  }

  /** Slots are given back without waiting for the store (on PostgreSQL a round trip): until it has them. */
  async function allGivenBack(user: UserRecord) {
    const slots = () => accounts.limits.read(inFlightKey(user.user_id, ''));
    for (let tries = 0; (await slots())?.count !== 0 && tries < 200; tries++) await delay(10);
    expect(await slots()).toMatchObject({ count: 0 });
  }

  let users = 0;
  function caller(lang: 'de' | 'en' = 'en') {
    const user = { user_id: `mcp-user-${++users}` } as UserRecord;
    const connection = new ServerResponse(new IncomingMessage(new Socket()));
    const apiKeys = createApiKeyService(accounts);
    const quota = async () => (await accounts.limits.read(`quota:apikey:${user.user_id}`))?.count ?? 0;
    return {
      user,
      connection,
      quota,
      caller: createToolCaller(
        { inFlight, apiKeys, metrics },
        { user, address: '192.0.2.9', lang, connection },
      ),
    };
  }

  it('admits exactly N of many parallel expensive calls of one account, counted with its API requests; the refused count nothing', async () => {
    const { user, caller: calls, quota, connection } = caller();
    // One slot held by a request of the same account over the API, from another address.
    const apiRequest = await inFlight.enter({ userId: user.user_id, address: '198.51.100.1' });
    const gated = gate();
    const answers: CallToolResult[] = [];
    const running = Array.from({ length: 12 }, () =>
      calls.run({ units: 1, expensive: true }, gated.work).then((answer) => {
        answers.push(answer);
        return answer;
      }),
    );
    // The refused are answered while the admitted still run.
    await until(() => gated.held() === MAX - 1 && answers.length === 12 - (MAX - 1));
    expect(answers.map((answer) => answer.structuredContent?.code)).toEqual(
      answers.map(() => 'too_many_in_flight'),
    );
    expect(answers[0]).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: expect.stringMatching(/at once/) }],
    });
    expect(await quota()).toBe(MAX - 1);
    expect(connection.getHeader('ratelimit-remaining')).toBeDefined();
    // Cheap calls are not held to the limit.
    expect(await calls.run({ units: 2, expensive: false }, async () => DONE)).toBe(DONE);
    expect(await quota()).toBe(MAX - 1 + 2);
    gated.releaseAll();
    apiRequest();
    expect((await Promise.all(running)).filter((answer) => answer === DONE)).toHaveLength(MAX - 1);
    await allGivenBack(user);
    // Every slot given back: the account can run N again.
    const again = Array.from({ length: MAX }, () => calls.run({ units: 1, expensive: true }, gated.work));
    await until(() => gated.held() === MAX);
    gated.releaseAll();
    expect(await Promise.all(again)).toEqual(again.map(() => DONE));
  });

  it('gives the slot back when the work fails or the client leaves, and answers in the asked language', async () => {
    const { user, caller: calls, connection } = caller('de');
    const failing = calls.run({ units: 1, expensive: true }, async () => {
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    await allGivenBack(user);
    const gated = gate();
    const held = Array.from({ length: MAX }, () => calls.run({ units: 1, expensive: true }, gated.work));
    await until(() => gated.held() === MAX);
    const refused = await calls.run({ units: 1, expensive: true }, gated.work);
    expect(refused.content).toEqual([{ type: 'text', text: expect.stringMatching(/gleichzeitig/) }]);
    // The client left: its slots are free while its work still runs.
    connection.emit('close');
    await allGivenBack(user);
    const next = calls.run({ units: 1, expensive: true }, gated.work);
    await until(() => gated.held() === MAX + 1);
    gated.releaseAll();
    expect(await Promise.all([...held, next])).toEqual([...held, next].map(() => DONE));
  });

  it('starts the work in a turn of its own once the request’s slice is used up', async () => {
    const { caller: calls } = caller();
    const steps: string[] = [];
    /** A budget whose slice is always used up: each pause is recorded in order with the work. */
    class SpentBudget extends WorkBudget {
      override due() {
        return true;
      }
      override async pause() {
        steps.push('turn');
      }
    }
    const answer = await runWithBudget(new SpentBudget(60_000), () =>
      calls.run({ units: 1, expensive: true }, async () => {
        steps.push('work');
        return DONE;
      }),
    );
    expect(answer).toBe(DONE);
    expect(steps.slice(-2)).toEqual(['turn', 'work']);
  });

  it('answers work stopped at the request’s budget as the tool’s error search_too_broad, in the asked language, and counts it', async () => {
    const { user, caller: calls } = caller('de');
    const stopsBefore = await budgetStops();
    // A budget already spent: the work's first check stops it, as a 20-name match past 2 s.
    const answer = await runWithBudget(new WorkBudget(0), () =>
      calls.run({ units: 1, expensive: true }, async () => {
        currentBudget().check();
        return DONE;
      }),
    );
    expect(answer).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: expect.stringMatching(/Zu breite Suche/) }],
      structuredContent: { code: 'search_too_broad' },
    });
    expect(await budgetStops()).toBe(stopsBefore + 1);
    await allGivenBack(user);
  });

  it('refuses a call past the quota as a tool error without running it, and gives its slot back', async () => {
    const { user, caller: calls } = caller();
    await accounts.limits.hit(`quota:apikey:${user.user_id}`, 86_400_000, {
      by: API_KEY_REQUESTS_PER_DAY - 1,
    });
    let ran = 0;
    const over = await calls.run({ units: 2, expensive: true }, async () => {
      ran++;
      return DONE;
    });
    expect(over.structuredContent?.code).toBe('api_key_quota');
    expect(ran).toBe(0);
    expect(await calls.run({ units: 1, expensive: true }, async () => DONE)).toBe(DONE);
    await allGivenBack(user);
  });
});
