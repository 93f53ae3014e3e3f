import { describe, expect, it } from 'vitest';
import { clientAddress, ORIGIN } from '../auth-helpers';
import { signIn } from '../factories';
import type { TestApp } from '../helpers';
import { useWorkspaceApp } from './workspace-helpers';

/** Who may use the workspace: a session of the caller, from this site. */
describe('the workspace', () => {
  let t: TestApp;
  useWorkspaceApp((app) => {
    t = app;
  });

  describe('refuses anonymous callers', () => {
    const session = '3f1c2b9e-4d5a-4c6b-8e7f-9a0b1c2d3e4f';
    it.each([
      ['GET', '/api/recent', undefined],
      ['DELETE', '/api/recent', undefined],
      ['DELETE', '/api/recent/company-1', undefined],
      ['GET', '/api/watchlist', undefined],
      ['POST', '/api/watchlist', { company_id: 1 }],
      ['DELETE', '/api/watchlist/1', undefined],
      ['GET', '/api/lists', undefined],
      ['POST', '/api/lists', { name: 'Kunden' }],
      ['GET', '/api/lists/1', undefined],
      ['PATCH', '/api/lists/1', { name: 'Kunden' }],
      ['DELETE', '/api/lists/1', undefined],
      ['POST', '/api/lists/1/items', { company_ids: [1] }],
      ['DELETE', '/api/lists/1/items/1', undefined],
      ['GET', '/api/lists/1/export', undefined],
      ['GET', '/api/lists/1/export?format=xlsx', undefined],
      ['GET', '/api/contacts', undefined],
      ['POST', '/api/contacts', { employee_id: 100, note: '' }],
      ['PATCH', '/api/contacts/1', { note: 'x' }],
      ['DELETE', '/api/contacts/1', undefined],
      ['GET', '/api/contacts/export', undefined],
      ['GET', '/api/saved-searches', undefined],
      [
        'POST',
        '/api/saved-searches',
        {
          name: 'A',
          entity: 'companies',
          filters: [{ indicator: 'country', operator: 'must', values: ['Austria'] }],
        },
      ],
      ['DELETE', '/api/saved-searches/1', undefined],
      ['GET', '/api/account', undefined],
      ['PATCH', '/api/account', { fullname: 'Niemand' }],
      ['POST', '/api/account/password', { current_password: 'whatever1', new_password: 'whatever2' }],
      ['GET', '/api/account/sessions', undefined],
      ['DELETE', `/api/account/sessions/${session}`, undefined],
      ['GET', '/api/account/export', undefined],
      ['DELETE', '/api/account', { password: 'whatever1' }],
      [
        'POST',
        '/api/support',
        { name: 'A', email: 'a@example.at', subject: 'Hilfe', message: 'Bitte helfen' },
      ],
    ] as const)('%s %s answers 401 with a message', async (method, url, payload) => {
      const response = await t.app.inject({ method, url, payload, remoteAddress: clientAddress() });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
    });

    it.each([
      ['POST', '/api/lists', {}],
      ['PATCH', '/api/lists/abc', { name: '' }],
      ['POST', '/api/watchlist', { company_id: 'x' }],
      ['PATCH', '/api/account', {}],
      ['POST', '/api/support', {}],
    ] as const)('%s %s answers 401 before looking at the input', async (method, url, payload) => {
      const response = await t.app.inject({ method, url, payload, remoteAddress: clientAddress() });
      expect(response.statusCode).toBe(401);
    });

    it('treats a session that no longer exists as anonymous', async () => {
      const response = await t.app.inject({ url: '/api/lists', cookies: { fr_session: 'not-a-session' } });
      expect(response.statusCode).toBe(401);
    });
  });

  it('refuses a state-changing request with a session but from another site', async () => {
    const user = await signIn(t, 'csrf');
    const response = await user.request({
      method: 'POST',
      url: '/api/lists',
      payload: { name: 'X' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(ORIGIN).not.toBe('https://evil.example');
  });
});
