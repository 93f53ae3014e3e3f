import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { api, apiUrl, buildRequest } from './client';

describe('buildRequest', () => {
  it('fills the path parameters of the operation, encoded', () => {
    expect(buildRequest('list', { params: { id: 7 } })).toEqual({ url: '/api/lists/7', method: 'GET' });
    expect(buildRequest('removeListItem', { params: { id: 3, companyId: 12 } })).toEqual({
      url: '/api/lists/3/items/12',
      method: 'DELETE',
    });
    expect(buildRequest('person', { params: { key: 'p a/b' } }).url).toBe('/api/people/p%20a%2Fb');
  });

  it('writes the query from the values given, leaving out those not given', () => {
    expect(
      buildRequest('landingSearch', { query: { keyword: 'Müller & Söhne', limit: '10', offset: undefined } })
        .url,
    ).toBe('/api/landing_search?keyword=M%C3%BCller+%26+S%C3%B6hne&limit=10');
    expect(apiUrl('financialReport', { query: { id: '5', download: '1' } })).toBe(
      '/api/financial_report?id=5&download=1',
    );
    expect(apiUrl('contactsExport')).toBe('/api/contacts/export');
  });

  it('sends the body as JSON, and none when the operation takes none', () => {
    expect(
      buildRequest('moveListItems', { params: { id: 1 }, body: { company_ids: [4, 5], target_list_id: 2 } }),
    ).toEqual({
      url: '/api/lists/1/items/move',
      method: 'POST',
      body: '{"company_ids":[4,5],"target_list_id":2}',
    });
    expect(buildRequest('logout')).toEqual({ url: '/api/logout', method: 'POST' });
  });

  it('refuses a path parameter it cannot put in a URL', () => {
    expect(() => buildRequest('list', { params: {} })).toThrow(TypeError);
    expect(() => buildRequest('landingSearch', { query: { keyword: { text: 'x' } } })).toThrow(TypeError);
  });
});

describe('api', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubBrowser(answer: Response) {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => answer);
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('document', { cookie: 'other=1; fr_csrf=token%3D1' });
    vi.stubGlobal('sessionStorage', { getItem: () => 'en' });
    return fetch;
  }

  it('sends the language, the CSRF token and the session cookie, and returns the JSON answer', async () => {
    const fetch = stubBrowser(Response.json({ success: true, list: { id: 1 } }));
    const signal = new AbortController().signal;
    const answer = await api('createList', { body: { name: 'Kunden' }, signal });
    expect(answer.list.id).toBe(1);
    expect(fetch).toHaveBeenCalledWith('/api/lists', {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'X-Lang': 'en',
        'x-csrf-token': 'token=1',
        'Content-Type': 'application/json',
      },
      body: '{"name":"Kunden"}',
      signal,
      credentials: 'same-origin',
    });
  });

  it('rejects a failed call with an ApiError that carries the status and the code', async () => {
    stubBrowser(
      Response.json({ success: false, code: 'list_not_found', error: 'No such list.' }, { status: 404 }),
    );
    const failure = await api('list', { params: { id: 9 } }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, code: 'list_not_found' });
  });
});

/** Never called: tsc checks that the table's types reach every call (a renamed field fails here). */
export function typeChecks(): void {
  // @ts-expect-error createList takes `name`
  void api('createList', { body: { title: 'Kunden' } });
  // @ts-expect-error list needs its id
  void api('list', {});
  // @ts-expect-error a query value is text, as the query string carries it
  void api('landingSearch', { query: { keyword: 'bau', offset: 10 } });
  // @ts-expect-error the answer of lists has no `items`
  void api('lists').then((answer) => answer.items);
  // @ts-expect-error a link only reads
  void apiUrl('createList');
}
