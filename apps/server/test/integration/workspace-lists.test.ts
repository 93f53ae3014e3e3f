import { WORKSPACE_LIMITS, ZListResponse, ZListsResponse } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { type SignedInUser, signIn } from '../factories';
import type { TestApp } from '../helpers';
import { clockAt, json, useWorkspaceApp } from './workspace-helpers';

/** Lead lists: names, order, items, owners and the limit. */
describe('the workspace', () => {
  let t: TestApp;
  useWorkspaceApp((app) => {
    t = app;
  });

  describe('lead lists', () => {
    const createList = (user: SignedInUser, name: string) =>
      user.request({ method: 'POST', url: '/api/lists', payload: { name } });
    const listId = async (user: SignedInUser, name: string) =>
      (await json(ZListResponse, createList(user, name))).list.id;
    const addItems = (user: SignedInUser, id: number, company_ids: number[]) =>
      user.request({ method: 'POST', url: `/api/lists/${id}/items`, payload: { company_ids } });

    it('creates, renames and deletes a list', async () => {
      const user = await signIn(t, 'lists');
      const created = await json(ZListResponse, createList(user, '  Kunden Wien  '));
      expect(created.list).toMatchObject({ name: 'Kunden Wien', item_count: 0 });
      const renamed = await json(
        ZListResponse,
        user.request({
          method: 'PATCH',
          url: `/api/lists/${created.list.id}`,
          payload: { name: 'Kunden Österreich' },
        }),
      );
      expect(renamed.list.name).toBe('Kunden Österreich');
      expect((await json(ZListsResponse, user.request('/api/lists'))).lists.map((list) => list.name)).toEqual(
        ['Kunden Österreich'],
      );
      expect(
        (await user.request({ method: 'DELETE', url: `/api/lists/${created.list.id}` })).statusCode,
      ).toBe(200);
      expect((await json(ZListsResponse, user.request('/api/lists'))).lists).toEqual([]);
      expect((await user.request(`/api/lists/${created.list.id}`)).statusCode).toBe(404);
      expect(
        (await user.request({ method: 'DELETE', url: `/api/lists/${created.list.id}` })).statusCode,
      ).toBe(404);
    });

    it('lists the most recently changed list first', async () => {
      const user = await signIn(t, 'lists-order');
      const start = Date.now();
      clockAt(start, 1);
      const first = await listId(user, 'Erste');
      clockAt(start, 2);
      await listId(user, 'Zweite');
      clockAt(start, 3);
      await listId(user, 'Dritte');
      clockAt(start, 4);
      expect((await json(ZListsResponse, user.request('/api/lists'))).lists.map((list) => list.name)).toEqual(
        ['Dritte', 'Zweite', 'Erste'],
      );
      await addItems(user, first, [1]);
      expect((await json(ZListsResponse, user.request('/api/lists'))).lists.map((list) => list.name)).toEqual(
        ['Erste', 'Dritte', 'Zweite'],
      );
    });

    it('refuses a second list of the same name with 409, on create and on rename', async () => {
      const user = await signIn(t, 'lists-dup');
      await listId(user, 'Interessenten');
      const other = await listId(user, 'Partner');
      const duplicate = await createList(user, 'Interessenten');
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error).toContain('Interessenten');
      const rename = await user.request({
        method: 'PATCH',
        url: `/api/lists/${other}`,
        payload: { name: 'Interessenten' },
      });
      expect(rename.statusCode).toBe(409);
      const same = await user.request({
        method: 'PATCH',
        url: `/api/lists/${other}`,
        payload: { name: 'Partner' },
      });
      expect(same.statusCode).toBe(200);
    });

    it('refuses an empty or overlong name with 400', async () => {
      const user = await signIn(t, 'lists-name');
      expect((await createList(user, '   ')).json().error).toMatch(/name/);
      expect((await createList(user, 'x'.repeat(101))).statusCode).toBe(400);
    });

    it('adds existing companies once and removes them again', async () => {
      const user = await signIn(t, 'lists-items');
      const id = await listId(user, 'Ziele');
      const added = await addItems(user, id, [1, 2, 3, 2, 999_999]);
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ added: 3, list: { item_count: 3 } });
      expect((await addItems(user, id, [1])).json().added).toBe(0);

      const { items } = await json(ZListResponse, user.request(`/api/lists/${id}`));
      expect(items!.map((item) => item.company_id).sort()).toEqual([1, 2, 3]);
      const company = (await t.stores.companies.companyDetail.company(2))!;
      expect(items!.find((item) => item.company_id === 2)).toMatchObject({
        company_name: company.company_name,
        address: company.address,
        address_country: company.address_country,
        legal_status: company.legal_status,
      });

      expect((await user.request({ method: 'DELETE', url: `/api/lists/${id}/items/2` })).statusCode).toBe(
        200,
      );
      const again = await user.request({ method: 'DELETE', url: `/api/lists/${id}/items/2` });
      expect(again.statusCode).toBe(404);
      const after = await json(ZListResponse, user.request(`/api/lists/${id}`));
      expect(after.list.item_count).toBe(2);
    });

    it("answers another user's list id with 404 and changes nothing", async () => {
      const owner = await signIn(t, 'lists-owner');
      const intruder = await signIn(t, 'lists-intruder');
      const id = await listId(owner, 'Geheim');
      await addItems(owner, id, [1, 2]);
      const attempts = [
        intruder.request(`/api/lists/${id}`),
        intruder.request({ method: 'PATCH', url: `/api/lists/${id}`, payload: { name: 'Gestohlen' } }),
        intruder.request({ method: 'POST', url: `/api/lists/${id}/items`, payload: { company_ids: [3] } }),
        intruder.request({ method: 'DELETE', url: `/api/lists/${id}/items/1` }),
        intruder.request(`/api/lists/${id}/export`),
        intruder.request({ method: 'DELETE', url: `/api/lists/${id}` }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(404);
        expect(response.json().success).toBe(false);
      }
      const { list, items } = await json(ZListResponse, owner.request(`/api/lists/${id}`));
      expect(list.name).toBe('Geheim');
      expect(items!.map((item) => item.company_id).sort()).toEqual([1, 2]);
    });

    it(`refuses the list after ${WORKSPACE_LIMITS.lists} with a clear message`, async () => {
      const user = await signIn(t, 'lists-limit');
      for (let i = 1; i <= WORKSPACE_LIMITS.lists; i++)
        expect((await createList(user, `Liste ${i}`)).statusCode).toBe(200);
      const refused = await user.request({
        method: 'POST',
        url: '/api/lists',
        payload: { name: 'Eine zu viel' },
        headers: { 'x-lang': 'en' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'limit_reached',
        error: `You have reached the limit of ${WORKSPACE_LIMITS.lists} lists.`,
        message: `You have reached the limit of ${WORKSPACE_LIMITS.lists} lists. Please remove some first.`,
        params: { what: 'lists', limit: WORKSPACE_LIMITS.lists },
      });
      expect((await json(ZListsResponse, user.request('/api/lists'))).lists).toHaveLength(
        WORKSPACE_LIMITS.lists,
      );
    });
  });
});
