/**
 * GET /api/people/:key on both engines: a person with a key lists every mandate in every
 * company (current first, ended ones with their end date), a one-mandate person is found by the
 * mandate id, and unknown or malformed keys are refused with person_not_found.
 */
import { ZPersonResponse } from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let db: Database.Database;

beforeAll(async () => {
  t = await createTestApp();
  db = openTestDatabase(t);
});
afterAll(async () => {
  db.close();
  await t.close();
});

const person = (key: string) => t.app.inject(`/api/people/${encodeURIComponent(key)}`);

describe('GET /api/people/:key', () => {
  it('lists every company of a person with several mandates, current ones first, linked by id', async () => {
    const key = db
      .prepare(`SELECT person_key FROM representatives WHERE person_key IS NOT NULL
          GROUP BY person_key HAVING count(DISTINCT company_id) >= 3 AND count(until) >= 1 LIMIT 1`)
      .pluck()
      .get() as string;
    const rows = db
      .prepare(
        'SELECT company_id, name, title, representation, location, since, until FROM representatives WHERE person_key = ?',
      )
      .all(key) as {
      company_id: number;
      name: string;
      title: string;
      representation: string | null;
      location: string | null;
      since: string | null;
      until: string | null;
    }[];
    const response = await person(`p${key}`);
    expect(response.statusCode, response.body).toBe(200);
    const body = ZPersonResponse.parse(response.json());
    expect(body.name).toBe(rows[0]!.name);
    expect(body.mandates.map((m) => m.company_id).sort((a, b) => a - b)).toEqual(
      rows.map((r) => r.company_id).sort((a, b) => a - b),
    );
    for (const mandate of body.mandates) {
      const row = rows.find((r) => r.company_id === mandate.company_id && r.title === mandate.role)!;
      // Location and the kind of representation, as the company page's card shows them.
      expect(mandate).toMatchObject({
        since: row.since,
        until: row.until,
        ended: row.until !== null,
        representation: row.representation,
        location: row.location,
      });
      expect(mandate.company_name).toBe(
        db.prepare('SELECT company_name FROM companies WHERE company_id = ?').pluck().get(mandate.company_id),
      );
    }
    const firstEnded = body.mandates.findIndex((m) => m.ended);
    expect(firstEnded).toBeGreaterThan(0);
    expect(body.mandates.slice(firstEnded).every((m) => m.ended)).toBe(true);
  });

  it('finds a person with one mandate by the mandate id', async () => {
    const row = db
      .prepare(
        'SELECT representative_id, company_id, name, title FROM representatives WHERE person_key IS NULL LIMIT 1',
      )
      .get() as { representative_id: number; company_id: number; name: string; title: string };
    const body = ZPersonResponse.parse((await person(`r${row.representative_id}`)).json());
    expect(body.name).toBe(row.name);
    expect(body.mandates).toEqual([expect.objectContaining({ company_id: row.company_id, role: row.title })]);
  });

  it('refuses unknown and malformed keys with person_not_found', async () => {
    const keyed = db
      .prepare('SELECT representative_id FROM representatives WHERE person_key IS NOT NULL LIMIT 1')
      .pluck()
      .get() as number;
    for (const [key, status] of [
      ['pno-such-person', 404],
      ['r999999999', 404],
      [`r${keyed}`, 404],
      ['x12', 400],
      ['r0', 400],
    ] as const) {
      const response = await person(key);
      expect(response.statusCode, key).toBe(status);
      expect(response.json().code, key).toBe('person_not_found');
    }
  });
});
