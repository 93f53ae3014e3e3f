import {
  API_KEY_REQUESTS_PER_DAY,
  MAX_API_KEYS,
  ZApiKeysResponse,
  ZCompanyDetail,
  ZCreatedApiKey,
} from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/modules/auth/crypto';
import { PAGES_PER_MINUTE } from '../../src/modules/limits/page-rate';
import { clientAddress } from '../auth-helpers';
import { accountRow, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

describe('API keys', () => {
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await signIn(t, 'apikeys');
  });
  afterAll(() => t.close());

  const create = async (name: string) => {
    const response = await user.request({ method: 'POST', url: '/api/account/api-keys', payload: { name } });
    expect(response.statusCode, response.body).toBe(200);
    return ZCreatedApiKey.parse(response.json());
  };
  const withKey = (key: string, url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { authorization: `Bearer ${key}` },
      remoteAddress: clientAddress(),
    });

  it('creates a key shown once and stores only its hash', async () => {
    const { key, api_key } = await create('Import script');
    expect(key).toMatch(/^frk_[\w-]{43}$/);
    expect(key.startsWith(api_key.prefix)).toBe(true);
    const row = await accountRow(t, 'SELECT * FROM api_keys WHERE key_id = ?', api_key.id);
    expect(row?.key_hash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);
    const list = ZApiKeysResponse.parse((await user.request('/api/account/api-keys')).json());
    expect(list.keys.map((k) => k.name)).toContain('Import script');
    expect(JSON.stringify(list)).not.toContain(key);
    expect(list.daily_quota).toBe(API_KEY_REQUESTS_PER_DAY);
  });

  it('accepts a key on read routes, with the quota in RateLimit headers, and records its last use', async () => {
    const { key, api_key } = await create('Reader');
    const response = await withKey(key, '/api/companies?cid=1');
    expect(response.statusCode).toBe(200);
    ZCompanyDetail.parse(response.json());
    expect(response.headers['ratelimit-limit']).toBe(String(API_KEY_REQUESTS_PER_DAY));
    expect(response.headers['ratelimit-remaining']).toBe(String(API_KEY_REQUESTS_PER_DAY - 1));
    expect(Number(response.headers['ratelimit-reset'])).toBeGreaterThan(0);
    // Reads of the key's own workspace work too.
    expect((await withKey(key, '/api/lists')).statusCode).toBe(200);
    const listed = ZApiKeysResponse.parse((await user.request('/api/account/api-keys')).json());
    expect(listed.keys.find((k) => k.id === api_key.id)?.last_used_at).not.toBeNull();
  });

  it('is never accepted on changing routes or in the account area', async () => {
    const { key } = await create('Not a session');
    const change = await withKey(key, '/api/lists', 'POST', { name: 'From a key' });
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe('api_key_read_only');
    const account = await withKey(key, '/api/account');
    expect(account.statusCode).toBe(403);
    expect(account.json().code).toBe('api_key_not_allowed');
    expect((await withKey(key, '/api/account/api-keys')).json().code).toBe('api_key_not_allowed');
  });

  it('refuses a revoked or unknown key with 401', async () => {
    const { key, api_key } = await create('Short-lived');
    expect((await withKey(key, '/api/companies?cid=1')).statusCode).toBe(200);
    const revoke = await user.request({ method: 'DELETE', url: `/api/account/api-keys/${api_key.id}` });
    expect(revoke.statusCode).toBe(200);
    const refused = await withKey(key, '/api/companies?cid=1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('api_key_invalid');
    expect((await withKey('frk_unknown', '/api/companies?cid=1')).statusCode).toBe(401);
    expect(
      (await user.request({ method: 'DELETE', url: `/api/account/api-keys/${api_key.id}` })).statusCode,
    ).toBe(404);
  });

  it('answers 429 with Retry-After once the daily quota of a key is used, and reads past the page rate until then', async () => {
    const { key } = await create('Bulk');
    // A key is not held to the per-client page rate of browsers.
    for (let i = 0; i <= PAGES_PER_MINUTE; i++) {
      const response = await t.app.inject({
        url: '/api/companies?cid=1',
        headers: { authorization: `Bearer ${key}` },
        remoteAddress: '10.99.0.1',
      });
      expect(response.statusCode).toBe(200);
    }
    // The rest of the day's quota, used up as a busy program would.
    const limits = t.stores.accounts.limits;
    while ((await limits.hit(`quota:apikey:${user.userId}`, 86_400_000)).count < API_KEY_REQUESTS_PER_DAY);
    const over = await withKey(key, '/api/companies?cid=1');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('api_key_quota');
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits how many keys an account holds and documents the scheme in OpenAPI', async () => {
    const other = await signIn(t, 'apikeys-many');
    for (let i = 0; i < MAX_API_KEYS; i++)
      expect(
        (await other.request({ method: 'POST', url: '/api/account/api-keys', payload: { name: `k${i}` } }))
          .statusCode,
      ).toBe(200);
    const refused = await other.request({
      method: 'POST',
      url: '/api/account/api-keys',
      payload: { name: 'one more' },
    });
    expect(refused.json().code).toBe('api_key_limit');
    const spec = (await t.app.inject('/api/openapi.json')).json();
    expect(spec.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
  });
});
