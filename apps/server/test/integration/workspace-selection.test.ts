import {
  SELECTION_LIMIT,
  WORKSPACE_LIMITS,
  ZListResponse,
  ZMoveListItemsResponse,
  ZRemoveListItemsResponse,
  ZUnwatchManyResponse,
  ZWatchlistResponse,
} from '@fd/contract';
import Database from 'better-sqlite3';
import pg from 'pg';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsPathFor } from '../../src/store';
import { clientAddress } from '../auth-helpers';
import { type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

/** Fills a list with `count` companies the dataset does not hold (as after a dataset change). */
async function fillWithGoneCompanies(t: TestApp, listId: number, count: number): Promise<void> {
  const target = t.config.database;
  const at = '2020-01-01T00:00:00.000Z';
  if (target.kind === 'sqlite') {
    const db = new Database(accountsPathFor(target.path));
    try {
      db.prepare(
        `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
         INSERT INTO lead_list_items (list_id, company_key, added_at) SELECT ?, 'gone-' || i, ? FROM n`,
      ).run(count, listId, at);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client(target.url);
  await client.connect();
  try {
    await client.query(
      `INSERT INTO lead_list_items (list_id, company_key, added_at)
       SELECT $1, 'gone-' || i, $3 FROM generate_series(1, $2) AS i`,
      [listId, count, at],
    );
  } finally {
    await client.end();
  }
}

/** Company ids (first column) of a ';'-separated CSV export, header and BOM dropped. */
function csvIds(body: Buffer): number[] {
  const lines = body.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
  return lines
    .slice(1)
    .map((line) => Number(line.split(';')[0]))
    .sort((a, b) => a - b);
}

describe('actions on a selection of the watch list and of lead lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const ok = async <T>(
    schema: { parse: (value: unknown) => T },
    response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  ) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return schema.parse(answer.json());
  };
  const post = (user: SignedInUser, url: string, payload: Record<string, unknown>) =>
    user.request({ method: 'POST', url, payload });
  const watch = async (user: SignedInUser, ids: number[]) => {
    for (const company_id of ids) await post(user, '/api/watchlist', { company_id });
  };
  const newList = async (user: SignedInUser, name: string, ids: number[] = []) => {
    const { list } = await ok(ZListResponse, post(user, '/api/lists', { name }));
    if (ids.length > 0) await post(user, `/api/lists/${list.id}/items`, { company_ids: ids });
    return list.id;
  };
  const listIds = async (user: SignedInUser, id: number) =>
    (await ok(ZListResponse, user.request(`/api/lists/${id}`)))
      .items!.map((item) => item.company_id)
      .sort((a, b) => a - b);
  const watchedIds = async (user: SignedInUser) =>
    (await ok(ZWatchlistResponse, user.request('/api/watchlist'))).items
      .map((item) => item.company_id)
      .sort((a, b) => a - b);

  it.each([
    ['POST', '/api/watchlist/remove', { company_ids: [1] }],
    ['GET', '/api/watchlist/export', undefined],
    ['POST', '/api/lists/1/items/remove', { company_ids: [1] }],
    ['POST', '/api/lists/1/items/move', { company_ids: [1], target_list_id: 2 }],
  ] as const)('%s %s answers 401 without a session', async (method, url, payload) => {
    const response = await t.app.inject({ method, url, payload, remoteAddress: clientAddress() });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['an empty selection', { company_ids: [] }],
    ['ids that are not numbers', { company_ids: ['x'] }],
    [
      `more than ${SELECTION_LIMIT} companies`,
      { company_ids: Array.from({ length: SELECTION_LIMIT + 1 }, (_, i) => i + 1) },
    ],
    ['no selection at all', {}],
  ])('refuses %s with 400 and changes nothing', async (_, payload) => {
    const user = await signIn(t, 'sel-invalid');
    await watch(user, [1]);
    const list = await newList(user, 'Ungültig', [1]);
    for (const url of ['/api/watchlist/remove', `/api/lists/${list}/items/remove`]) {
      const response = await post(user, url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().code).toBe('invalid_input');
    }
    expect(await watchedIds(user)).toEqual([1]);
    expect(await listIds(user, list)).toEqual([1]);
  });

  describe('watch list', () => {
    it('stops watching the selected companies in one request and keeps the others', async () => {
      const user = await signIn(t, 'sel-unwatch');
      await watch(user, [1, 2, 3, 4]);
      const answer = await ok(
        ZUnwatchManyResponse,
        post(user, '/api/watchlist/remove', { company_ids: [2, 4, 4, 7, 999_999] }),
      );
      expect(answer.removed).toBe(2);
      expect(await watchedIds(user)).toEqual([1, 3]);
    });

    it("leaves another user's watch list alone", async () => {
      const owner = await signIn(t, 'sel-unwatch-owner');
      const other = await signIn(t, 'sel-unwatch-other');
      await watch(owner, [5, 6]);
      await watch(other, [6]);
      expect(
        (await ok(ZUnwatchManyResponse, post(other, '/api/watchlist/remove', { company_ids: [5, 6] })))
          .removed,
      ).toBe(1);
      expect(await watchedIds(owner)).toEqual([5, 6]);
      expect(await watchedIds(other)).toEqual([]);
    });

    it('exports the whole watch list or only the selected companies of it', async () => {
      const user = await signIn(t, 'sel-watch-export');
      await watch(user, [10, 11, 12]);
      const all = await user.request('/api/watchlist/export');
      expect(all.statusCode).toBe(200);
      expect(all.headers['content-disposition']).toBe('attachment; filename="Beobachtungsliste.csv"');
      expect(csvIds(all.rawPayload)).toEqual([10, 11, 12]);
      // 13 is not watched: a selection never reaches beyond the user's own list.
      const chosen = await user.request('/api/watchlist/export?company_ids=12,10,13');
      expect(csvIds(chosen.rawPayload)).toEqual([10, 12]);
      const xlsx = await user.request('/api/watchlist/export?format=xlsx&company_ids=11');
      const [, ...rows] = await readSheet(xlsx.rawPayload);
      expect(rows.map((row) => row[0])).toEqual([11]);
    });

    it("writes the export in the account's language (decision 190)", async () => {
      const user = await signIn(t, 'sel-export-lang');
      await watch(user, [10]);
      const cells = async () => {
        const response = await user.request('/api/watchlist/export');
        const [header = '', row = ''] = response.body.replace(/^\uFEFF/, '').split('\r\n');
        const values = row.split(';');
        const named = Object.fromEntries(header.split(';').map((name, index) => [name, values[index]]));
        return { named, filename: response.headers['content-disposition'] };
      };
      const german = await cells();
      expect(['Aktiv', 'Inaktiv']).toContain(german.named.Status);
      expect(['Deutschland', 'Österreich', 'Schweiz']).toContain(german.named.Land);
      expect(german.named.Telefon ?? '').not.toMatch(/^ /);
      const changed = await user.request({
        method: 'PATCH',
        url: '/api/account',
        payload: { language: 'en' },
      });
      expect(changed.statusCode).toBe(200);
      const english = await cells();
      expect(english.filename).toBe('attachment; filename="Watchlist.csv"');
      expect(['Active', 'Inactive']).toContain(english.named.Status);
      expect(['Germany', 'Austria', 'Switzerland']).toContain(english.named.Country);
      expect(english.named['Company name']).toBe(german.named.Firmenname);
    });

    it('refuses a malformed selection in an export with 400', async () => {
      const user = await signIn(t, 'sel-export-bad');
      for (const query of [
        'company_ids=',
        'company_ids=1,,2',
        'company_ids=a',
        `company_ids=${Array.from({ length: SELECTION_LIMIT + 1 }, (_, i) => i + 1).join(',')}`,
      ]) {
        const response = await user.request(`/api/watchlist/export?${query}`);
        expect(response.statusCode, query).toBe(400);
      }
    });
  });

  describe('lead lists', () => {
    it('removes the selected companies in one request and says how many', async () => {
      const user = await signIn(t, 'sel-remove');
      const id = await newList(user, 'Aufräumen', [1, 2, 3, 4]);
      const answer = await ok(
        ZRemoveListItemsResponse,
        post(user, `/api/lists/${id}/items/remove`, { company_ids: [1, 3, 3, 8] }),
      );
      expect(answer.removed).toBe(2);
      expect(answer.list.item_count).toBe(2);
      expect(await listIds(user, id)).toEqual([2, 4]);
    });

    it('moves the selected companies to another list; those already there are not doubled', async () => {
      const user = await signIn(t, 'sel-move');
      const source = await newList(user, 'Quelle', [1, 2, 3, 4]);
      const target = await newList(user, 'Ziel', [3, 9]);
      const answer = await ok(
        ZMoveListItemsResponse,
        post(user, `/api/lists/${source}/items/move`, { company_ids: [1, 3, 5], target_list_id: target }),
      );
      expect(answer).toMatchObject({
        moved: 2,
        added: 1,
        list: { id: source, item_count: 2 },
        target: { id: target, item_count: 3 },
      });
      expect(await listIds(user, source)).toEqual([2, 4]);
      // 5 was never on the source list, so it does not arrive on the target either.
      expect(await listIds(user, target)).toEqual([1, 3, 9]);
    });

    it('refuses to move to the same list with 400 list_move_same', async () => {
      const user = await signIn(t, 'sel-move-same');
      const id = await newList(user, 'Eine', [1]);
      const response = await post(user, `/api/lists/${id}/items/move`, {
        company_ids: [1],
        target_list_id: id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('list_move_same');
      expect(await listIds(user, id)).toEqual([1]);
    });

    it("answers another user's list, as source or as target, with 404 and changes nothing", async () => {
      const owner = await signIn(t, 'sel-owner');
      const intruder = await signIn(t, 'sel-intruder');
      const owned = await newList(owner, 'Geheim', [1, 2]);
      const own = await newList(intruder, 'Eigene', [3]);
      const attempts = [
        post(intruder, `/api/lists/${owned}/items/remove`, { company_ids: [1] }),
        post(intruder, `/api/lists/${owned}/items/move`, { company_ids: [1], target_list_id: own }),
        post(intruder, `/api/lists/${own}/items/move`, { company_ids: [3], target_list_id: owned }),
        intruder.request(`/api/lists/${owned}/export?company_ids=1`),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('list_not_found');
      }
      expect(await listIds(owner, owned)).toEqual([1, 2]);
      expect(await listIds(intruder, own)).toEqual([3]);
    });

    it('refuses a move that would overfill the target list with 409, and moves nothing', async () => {
      const user = await signIn(t, 'sel-move-full');
      const source = await newList(user, 'Voll-Quelle', [1, 2]);
      const target = await newList(user, 'Voll-Ziel');
      await fillWithGoneCompanies(t, target, WORKSPACE_LIMITS.itemsPerList - 1);
      const response = await post(user, `/api/lists/${source}/items/move`, {
        company_ids: [1, 2],
        target_list_id: target,
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('limit_reached');
      expect(await listIds(user, source)).toEqual([1, 2]);
      const after = await ok(ZListResponse, user.request(`/api/lists/${target}`));
      expect(after.list.item_count).toBe(WORKSPACE_LIMITS.itemsPerList - 1);
      // One company still fits.
      const one = await ok(
        ZMoveListItemsResponse,
        post(user, `/api/lists/${source}/items/move`, { company_ids: [2], target_list_id: target }),
      );
      expect(one.target.item_count).toBe(WORKSPACE_LIMITS.itemsPerList);
    });

    it('exports only the selected companies of the list', async () => {
      const user = await signIn(t, 'sel-list-export');
      const id = await newList(user, 'Auswahl Export', [20, 21, 22]);
      const chosen = await user.request(`/api/lists/${id}/export?company_ids=22,20,23`);
      expect(chosen.statusCode).toBe(200);
      expect(chosen.headers['content-disposition']).toBe('attachment; filename="Auswahl-Export.csv"');
      expect(csvIds(chosen.rawPayload)).toEqual([20, 22]);
      expect(csvIds((await user.request(`/api/lists/${id}/export`)).rawPayload)).toEqual([20, 21, 22]);
    });
  });
});
