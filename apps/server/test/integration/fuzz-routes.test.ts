import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfTokenFor } from '../../src/modules/auth/guard';
import { type SignedInUser, signIn } from '../factories';
import { fromSchema, type JsonSchema } from '../fuzz-arbitraries';
import { createTestApp, type TestApp } from '../helpers';

/**
 * The fuzz tier: property-based inputs for every route of the OpenAPI document — the declared
 * query and body fields with hostile values, unknown fields, wrong types, broken JSON — as an
 * anonymous caller, with a session and with a made-up API key. No input may give a 500.
 */
interface Operation {
  method: string;
  path: string;
  query: { name: string; schema?: JsonSchema }[];
  body: JsonSchema | undefined;
}

type OpenApi = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

function operations(spec: OpenApi): Operation[] {
  return Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === 'query'),
      body: op.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    '[]',
    '{}',
    '%00',
    '\u0000',
    '9'.repeat(40),
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>',
    '=1+1',
    'ä'.repeat(300),
  ),
  fc.integer().map(String),
);
const jsonish = fc.oneof(fc.jsonValue({ maxDepth: 2 }), hostileText, fc.integer(), fc.double());

/** Half of the inputs follow the route's schema (and so reach its service), half are hostile. */
function requestFor(op: Operation) {
  const pathValue = fc
    .oneof(fc.uuid(), fc.integer({ min: 0, max: 5000 }).map(String), hostileText)
    .filter((v) => v.length > 0);
  const names = op.query.map((param) => param.name);
  const validQuery = fc.record(
    Object.fromEntries(op.query.map((param) => [param.name, fromSchema(param.schema).map(String)])),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  const hostileQuery = fc.dictionary(fc.constantFrom(...names, 'unknown'), hostileText, {
    maxKeys: names.length + 1,
  });
  const body = op.body ? fc.oneof(fromSchema(op.body), fromSchema(op.body), jsonish) : jsonish;
  return fc.record({ pathValue, query: fc.oneof(validQuery, hostileQuery), body, raw: fc.boolean() });
}

describe('fuzz tier: no input gives a 500', () => {
  let t: TestApp;
  let user: SignedInUser;
  let ops: Operation[];
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '1000' } });
    user = await signIn(t, 'fuzz');
    ops = operations((await t.app.inject('/api/openapi.json')).json() as OpenApi).filter(
      // Deleting the account or logging out would end the signed-in runs.
      (op) => !(op.method === 'DELETE' && op.path === '/api/account') && op.path !== '/api/logout',
    );
  });
  afterAll(() => t.close());

  for (const caller of ['anonymous', 'session', 'api key'] as const) {
    it(`answers every route below 500 (${caller})`, async () => {
      expect(ops.length).toBeGreaterThan(40);
      const failures: string[] = [];
      let sent = 0;
      for (const op of ops) {
        await fc
          .assert(
            fc.asyncProperty(requestFor(op), async ({ pathValue, query, body, raw }) => {
              const url = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(pathValue));
              const search = new URLSearchParams(query).toString();
              const headers: Record<string, string> = { 'content-type': 'application/json' };
              const cookies: Record<string, string> = {};
              if (caller === 'session') {
                cookies.fr_session = user.cookie;
                headers['x-csrf-token'] = csrfTokenFor(user.cookie);
              }
              if (caller === 'api key') headers.authorization = `Bearer frk_${pathValue}`;
              const response = await t.app.inject({
                method: op.method as 'GET',
                url: `${url}${search ? `?${search}` : ''}`,
                headers,
                cookies,
                ...(op.method === 'GET' || op.method === 'HEAD'
                  ? {}
                  : { payload: raw && typeof body === 'string' ? body : JSON.stringify(body ?? null) }),
              });
              sent++;
              if (response.statusCode >= 500 && response.statusCode !== 503)
                failures.push(
                  `${op.method} ${url}?${search} ${JSON.stringify(body)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
                );
              return response.statusCode < 500;
            }),
            { numRuns: 15, seed: 16 },
          )
          .catch(() => {});
      }
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(ops.length * 15);
      // The session held to the end: the signed-in run was signed in throughout.
      if (caller === 'session') expect((await user.request('/api/account')).statusCode).toBe(200);
    });
  }
});
