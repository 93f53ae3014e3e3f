import { API_KEY_REQUESTS_PER_DAY, ZCreatedApiKey } from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/modules/auth/crypto';
import { IN_FLIGHT_LEASE_MS, inFlightKey } from '../../src/modules/limits/in-flight';
import { openTestDatabase, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

/** JSON-RPC messages (one, or a batch) as an MCP client posts them over the streamable HTTP transport. */
function post(t: TestApp, key: string | null, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/mcp',
    payload,
    headers: {
      accept: 'application/json, text/event-stream',
      'content-type': 'application/json',
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...headers,
    },
  });
}

function rpc(t: TestApp, key: string | null, method: string, params: object, id = 1) {
  return post(t, key, { jsonrpc: '2.0', id, method, params });
}

const toolCall = (name: string, args: object, id = 1) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});

interface ToolResult {
  content: { type: string; text: string }[];
  structuredContent: Record<string, unknown>;
  isError?: boolean;
}

describe('MCP at POST /mcp', () => {
  let t: TestApp;
  let key: string;
  let db: Database.Database;
  beforeAll(async () => {
    t = await createTestApp();
    const user = await signIn(t, 'mcp');
    const created = await user.request({
      method: 'POST',
      url: '/api/account/api-keys',
      payload: { name: 'Agent' },
    });
    key = ZCreatedApiKey.parse(created.json()).key;
    db = openTestDatabase(t);
  });
  afterAll(async () => {
    db.close();
    await t.close();
  });

  const call = async (name: string, args: object, headers: Record<string, string> = {}) => {
    const response = await post(t, key, toolCall(name, args), headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as ToolResult;
  };
  const quotaUsed = async () =>
    (await t.stores.accounts.limits.read(`quota:apikey:${await keyOwner(t, key)}`))?.count ?? 0;

  it('initialises and lists its five tools, each with a JSON schema', async () => {
    const init = await rpc(t, key, 'initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'test', version: '1' },
    });
    expect(init.statusCode, init.body).toBe(200);
    expect(init.json().result.serverInfo.name).toBe('firmenradar');
    const list = await rpc(t, key, 'tools/list', {});
    const tools = list.json().result.tools as { name: string; inputSchema: { type: string } }[];
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'get_company',
      'get_company_network',
      'get_events',
      'match_companies',
      'search_companies',
    ]);
    for (const tool of tools) expect(tool.inputSchema.type).toBe('object');
  });

  it('answers "which of these suppliers is in liquidation?" through match_companies, with text and structure', async () => {
    const insolvent = db
      .prepare(
        `SELECT company_id, company_name, address_postcode FROM companies c WHERE legal_status = 'In Liquidation'
           AND address_postcode IS NOT NULL
           AND (SELECT COUNT(*) FROM companies o WHERE o.company_name = c.company_name) = 1 LIMIT 1`,
      )
      .get() as { company_id: number; company_name: string; address_postcode: string; legal_status: string };
    const active = db
      .prepare(
        `SELECT company_id, company_name, address_postcode FROM companies c WHERE legal_status = 'Active'
           AND address_postcode IS NOT NULL
           AND (SELECT COUNT(*) FROM companies o WHERE o.company_name = c.company_name) = 1 LIMIT 1 OFFSET 5`,
      )
      .get() as { company_id: number; company_name: string; address_postcode: string };
    const result = await call('match_companies', {
      queries: [
        { name: active.company_name, postcode: active.address_postcode },
        { name: insolvent.company_name, postcode: insolvent.address_postcode },
      ],
    });
    const results = result.structuredContent.results as {
      candidates: { company_id: number; legal_status: string }[];
    }[];
    expect(results[0]?.candidates[0]?.company_id).toBe(active.company_id);
    expect(results[1]?.candidates[0]?.company_id).toBe(insolvent.company_id);
    expect(results[1]?.candidates[0]?.legal_status).toBe('In Liquidation');
    expect(result.content[0]?.text).toContain(insolvent.company_name);
    // The reasons in the request's language, as over REST.
    const reasonsIn = async (lang: string) => {
      const answered = await call(
        'match_companies',
        { queries: [{ name: active.company_name }] },
        { 'x-lang': lang },
      );
      return (answered.structuredContent.results as { candidates: { reasons: { text: string }[] }[] }[])[0]!
        .candidates[0]!.reasons[0]!.text;
    };
    expect(await reasonsIn('de')).toMatch(/^Name: /);
    expect(await reasonsIn('de')).not.toBe(await reasonsIn('en'));
  });

  it('searches, reads a company, its network and its events', async () => {
    const company = db
      .prepare('SELECT company_id, company_name FROM companies WHERE company_id = 1')
      .get() as {
      company_id: number;
      company_name: string;
    };
    const search = await call('search_companies', { query: company.company_name, limit: 3 });
    expect((search.structuredContent.companies as { company_id: number }[])[0]?.company_id).toBe(1);
    const detail = await call('get_company', { company_id: 1 });
    expect(detail.content[0]?.text).toContain(company.company_name);
    const network = await call('get_company_network', { company_id: 1 });
    expect(network.structuredContent.nodes).toBeInstanceOf(Array);
    const events = await call('get_events', { company_id: 1, limit: 5 });
    expect((events.structuredContent.events as unknown[]).length).toBeLessThanOrEqual(5);
    const unknown = await call('get_company', { company_id: 99_999_999 });
    expect(unknown.isError).toBe(true);
  });

  it("runs the network two steps deep and matching in the account's in-flight slots, and counts a refused call nothing", async () => {
    const owner = await keyOwner(t, key);
    const slots = inFlightKey(owner, '');
    const max = t.config.expensiveInFlight.signedIn;
    // Every slot of the account taken by its other requests: the API's, in another process or server.
    for (let i = 0; i < max; i++) await t.stores.accounts.limits.acquire(slots, max, IN_FLIGHT_LEASE_MS);
    const before = await quotaUsed();
    const network = await call('get_company_network', { company_id: 1, depth: 2 });
    expect(network.isError).toBe(true);
    expect(network.structuredContent).toMatchObject({ code: 'too_many_in_flight', retry_after_seconds: 2 });
    expect(network.content[0]?.text).toMatch(/at once/);
    const german = await call('match_companies', { queries: [{ name: 'Weber' }] }, { 'x-lang': 'de' });
    expect(german.structuredContent.code).toBe('too_many_in_flight');
    expect(german.content[0]?.text).toMatch(/gleichzeitig/);
    expect(await quotaUsed()).toBe(before);
    // The cheap tools stay free of the limit, and count one each.
    for (const [name, args] of [
      ['get_company', { company_id: 1 }],
      ['get_company_network', { company_id: 1 }],
      ['search_companies', { query: 'gmbh', limit: 2 }],
      ['get_events', { company_id: 1, limit: 2 }],
    ] as const)
      expect((await call(name, args)).isError, name).toBeUndefined();
    expect(await quotaUsed()).toBe(before + 4);
    // A slot given back: the expensive tools run again, matching counting one a query.
    await t.stores.accounts.limits.release(slots);
    expect((await call('get_company_network', { company_id: 1, depth: 2 })).isError).toBeUndefined();
    const matched = await call('match_companies', { queries: [{ name: 'Weber' }, { name: 'Müller' }] });
    expect(matched.isError).toBeUndefined();
    expect(await quotaUsed()).toBe(before + 7);
    await t.stores.accounts.limits.reset(slots);
  });

  it('counts every message of a batch, each tool call as it runs, in the RateLimit headers', async () => {
    const before = await quotaUsed();
    const batch = await post(t, key, [
      { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
      ...[2, 3, 4].map((id) => toolCall('get_company', { company_id: 1 }, id)),
    ]);
    expect(batch.statusCode, batch.body).toBe(200);
    expect((batch.json() as { result: unknown }[]).map((answer) => answer.result !== undefined)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(await quotaUsed()).toBe(before + 4);
    expect(batch.headers['ratelimit-remaining']).toBe(String(API_KEY_REQUESTS_PER_DAY - before - 4));
  });

  it('needs an API key and holds to its quota', async () => {
    expect((await rpc(t, null, 'tools/list', {})).statusCode).toBe(401);
    expect((await rpc(t, 'frk_wrong', 'tools/list', {})).statusCode).toBe(401);
    const limits = t.stores.accounts.limits;
    const response = await rpc(t, key, 'tools/list', {});
    const used = API_KEY_REQUESTS_PER_DAY - Number(response.headers['ratelimit-remaining']);
    expect(used).toBeGreaterThan(0);
    expect((await limits.read(`quota:apikey:${await keyOwner(t, key)}`))?.count).toBe(used);
    // A key whose quota is used up is refused before any tool runs.
    await limits.hit(`quota:apikey:${await keyOwner(t, key)}`, 86_400_000, {
      by: API_KEY_REQUESTS_PER_DAY - used,
    });
    const over = await rpc(t, key, 'tools/list', {});
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('api_key_quota');
    // Until the quota's day ends, as on the REST routes.
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['retry-after']).toBe(over.headers['ratelimit-reset']);
    // So is a POST of tool calls alone, which would count as its calls run.
    const calls = await post(t, key, toolCall('get_company', { company_id: 1 }));
    expect(calls.statusCode).toBe(429);
    expect(calls.json().code).toBe('api_key_quota');
  });
});

/** The account whose keys share the daily quota (decision 173). */
async function keyOwner(t: TestApp, key: string): Promise<string> {
  return (await t.stores.accounts.apiKeys.byHash(sha256(key)))!.user_id;
}
