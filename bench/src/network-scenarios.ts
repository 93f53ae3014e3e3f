/**
 * The company network card (GET /api/companies/:id/network): companies in groups, drawn with a
 * bias to popular ones like the other scenarios, at depth 1 and depth 2 (target p95 ≤ 20 ms).
 */
import { groupPlace, parentOf } from '@fd/datagen';
import type { Services } from '@fd/server';
import Database from 'better-sqlite3';
import { random } from './queries';
import type { Scenario } from './scenarios';

/** Ids of companies in a group (a parent, subsidiaries or a holding place), popular ones more often. */
export function groupCompanyIds(databasePath: string, seed: number, count = 200): number[] {
  const db = new Database(databasePath, { readonly: true });
  const total = db.prepare('SELECT max(company_id) FROM companies').pluck().get() as number;
  db.close();
  const next = random(seed + 15);
  const ids: number[] = [];
  for (let tries = 0; ids.length < count && tries < count * 400; tries++) {
    const id = 1 + Math.floor(next() ** 2 * total);
    if (groupPlace(seed, total, id) !== null || parentOf(seed, total, id) !== 0) ids.push(id);
  }
  return ids;
}

export function networkScenarios(ids: number[], services: Services): Scenario[] {
  return ([1, 2] as const).map((depth) => ({
    name: `company network (depth ${depth})`,
    target: { p50: 5, p95: 20 },
    requests: ids.map((id) => ({
      method: 'GET' as const,
      path: `/api/companies/${id}/network?depth=${depth}`,
    })),
    direct: (i: number) => services.network.network(ids[i % ids.length]!, depth),
  }));
}
