import { API_PATHS, isApiOperation, locate } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

/**
 * `printRoutes` draws Fastify's routes as a tree: each line a path fragment below its parent,
 * with the methods served there ('├── /api/lists (GET, HEAD, POST)', '│   └── /:id (GET, …)').
 */
function servedRoutes(tree: string): string[] {
  const parents: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (parents[depth - 1] ?? '') + (match[2] ?? '');
    parents[depth] = path;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
}

const operations = Object.keys(API_PATHS).filter(isApiOperation);

describe('the route table and the served routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves every route of the table, and under /api nothing else but the API docs', () => {
    const table = operations.map((operation) => {
      const { method, path } = locate(operation);
      return `${method} /api${path}`;
    });
    for (const route of table) {
      const [method = '', url = ''] = route.split(' ');
      expect(t.app.hasRoute({ method, url }), route).toBe(true);
    }
    const served = servedRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (route) =>
        /^[A-Z]+ \/api(\/|$)/.test(route) && !route.startsWith('HEAD ') && !/ \/api\/docs(\/|$)/.test(route),
    );
    expect(served.length).toBeGreaterThan(60);
    expect(served.sort()).toEqual(table.sort());
  });

  it('documents every route of the table but the document itself, by operation name', async () => {
    const spec = (await t.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const documented = Object.values(spec.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(documented.sort()).toEqual(operations.filter((operation) => operation !== 'openApi').sort());
  });
});
