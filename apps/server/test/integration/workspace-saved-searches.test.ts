import { ZSavedSearchesResponse, ZSavedSearchResponse } from '@fd/contract';
import { describe, expect, it } from 'vitest';
import { signIn } from '../factories';
import type { TestApp } from '../helpers';
import { json, useWorkspaceApp } from './workspace-helpers';

/** Saved searches. */
describe('the workspace', () => {
  let t: TestApp;
  useWorkspaceApp((app) => {
    t = app;
  });

  describe('saved searches', () => {
    const search = {
      name: 'Wiener Bauunternehmen',
      entity: 'companies',
      filters: [
        { indicator: 'address', operator: 'must', values: ['Wien'] },
        { indicator: 'revenue', operator: 'must', values: ['1000000', ''] },
      ],
    };

    it('saves, lists and deletes a search', async () => {
      const user = await signIn(t, 'searches');
      const saved = await json(
        ZSavedSearchResponse,
        user.request({ method: 'POST', url: '/api/saved-searches', payload: search }),
      );
      expect(saved.search).toMatchObject({ name: search.name, entity: 'companies', filters: search.filters });
      expect((await json(ZSavedSearchesResponse, user.request('/api/saved-searches'))).searches).toEqual([
        saved.search,
      ]);
      expect(
        (await user.request({ method: 'DELETE', url: `/api/saved-searches/${saved.search.id}` })).statusCode,
      ).toBe(200);
      expect((await json(ZSavedSearchesResponse, user.request('/api/saved-searches'))).searches).toEqual([]);
      expect(
        (await user.request({ method: 'DELETE', url: `/api/saved-searches/${saved.search.id}` })).statusCode,
      ).toBe(404);
    });

    it('refuses a second search of the same name with 409', async () => {
      const user = await signIn(t, 'searches-dup');
      await user.request({ method: 'POST', url: '/api/saved-searches', payload: search });
      const duplicate = await user.request({ method: 'POST', url: '/api/saved-searches', payload: search });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().error).toContain(search.name);
    });

    it('refuses a search without filters with 400', async () => {
      const user = await signIn(t, 'searches-empty');
      const response = await user.request({
        method: 'POST',
        url: '/api/saved-searches',
        payload: { ...search, filters: [] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatch(/filter/);
    });

    it.each([
      [
        'an unknown indicator',
        { entity: 'companies', filters: [{ indicator: 'shoe_size', operator: 'must', values: ['42'] }] },
        'shoe_size',
      ],
      [
        'a range that is not a number',
        { entity: 'companies', filters: [{ indicator: 'revenue', operator: 'must', values: ['viel', ''] }] },
        'revenue',
      ],
      [
        'a company filter in an employee search',
        {
          entity: 'companies_employees',
          filters: [{ indicator: 'country', operator: 'must', values: ['Austria'] }],
        },
        'country',
      ],
    ])('refuses a search with %s with 400, as the search itself would', async (_what, change, message) => {
      const user = await signIn(t, 'searches-invalid');
      const response = await user.request({
        method: 'POST',
        url: '/api/saved-searches',
        payload: { name: 'Kaputt', ...change },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toContain(message);
      expect((await json(ZSavedSearchesResponse, user.request('/api/saved-searches'))).searches).toEqual([]);
    });

    it("answers another user's saved search with 404", async () => {
      const owner = await signIn(t, 'searches-owner');
      const intruder = await signIn(t, 'searches-intruder');
      const saved = await json(
        ZSavedSearchResponse,
        owner.request({ method: 'POST', url: '/api/saved-searches', payload: search }),
      );
      expect(
        (await intruder.request({ method: 'DELETE', url: `/api/saved-searches/${saved.search.id}` }))
          .statusCode,
      ).toBe(404);
      expect(
        (await json(ZSavedSearchesResponse, owner.request('/api/saved-searches'))).searches,
      ).toHaveLength(1);
    });
  });
});
