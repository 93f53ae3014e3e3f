/**
 * GET /api/events over HTTP (issue 29 item 6): an API key reads it, the answer fits the contract,
 * bad input gets the catalogue's 400 in the caller's language, and the OpenAPI document has it.
 * The feed's order and cursors under concurrent imports: test/store/event-feed.test.ts.
 */
import { ZCreatedApiKey, ZEventFeedResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../auth-helpers';
import { type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

describe('GET /api/events', () => {
  let t: TestApp;
  let user: SignedInUser;
  let key: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t, 'eventfeed');
    const created = await user.request({
      method: 'POST',
      url: '/api/account/api-keys',
      payload: { name: 'Feed reader' },
    });
    key = ZCreatedApiKey.parse(created.json()).key;
  });
  afterAll(() => t.close());

  const withKey = (url: string, lang?: string) =>
    t.app.inject({
      url,
      headers: { authorization: `Bearer ${key}`, ...(lang ? { 'x-lang': lang } : {}) },
      remoteAddress: clientAddress(),
    });

  it('answers an API key with pages that continue where the last one ended', async () => {
    const first = ZEventFeedResponse.parse((await withKey('/api/events?limit=5')).json());
    expect(first.events).toHaveLength(5);
    expect(first.events[0]).toEqual(
      expect.objectContaining({ company_id: expect.any(Number), company_name: expect.any(String) }),
    );
    const second = ZEventFeedResponse.parse(
      (await withKey(`/api/events?limit=5&after=${encodeURIComponent(first.next)}`)).json(),
    );
    const both = (await withKey('/api/events?limit=10')).json() as { events: { event_id: number }[] };
    expect([...first.events, ...second.events].map((e) => e.event_id)).toEqual(
      both.events.map((e) => e.event_id),
    );
  });

  it('needs a session or an API key', async () => {
    const response = await t.app.inject({ url: '/api/events', remoteAddress: clientAddress() });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['types=management_appointed,ceo_hired', 'event_type_unknown', '„ceo_hired“ ist kein Ereignistyp.'],
    ['country=FR', 'event_country_unknown', '„FR“ ist kein Land von Firmenradar.'],
    [
      'after=1.2.AAAAAAAAAAAAAAAAAAAAAA',
      'event_cursor_invalid',
      'Dieser Cursor wurde nicht von dieser Installation für ihre aktuellen Daten ausgegeben.',
    ],
    ['limit=5000', 'event_feed_limit_invalid', 'Das Limit muss eine ganze Zahl von 1 bis 1.000 sein.'],
  ])('refuses %s with a translated 400', async (query, code, german) => {
    const response = await withKey(`/api/events?${query}`);
    expect(response.statusCode).toBe(400);
    // A schema's check names its field first (limit: …).
    expect(response.json()).toEqual(
      expect.objectContaining({ code, error: expect.stringContaining(german) }),
    );
    const english = await withKey(`/api/events?${query}`, 'en');
    expect(english.json().code).toBe(code);
    expect(english.json().error).not.toBe(german);
  });

  it('is in the OpenAPI document, with API keys and its errors', async () => {
    const document = (await t.app.inject('/api/openapi.json')).json() as {
      paths: Record<string, { get?: { security?: unknown[]; responses: Record<string, unknown> } }>;
    };
    const operation = document.paths['/api/events']?.get;
    expect(operation).toBeDefined();
    expect(JSON.stringify(operation!.security)).toContain('apiKey');
    expect(operation!.responses['400']).toBeDefined();
  });
});
