import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { fail } from '../../src/errors';
import { createTestApp, type TestApp } from '../helpers';

/**
 * Per-client limits live in the account store: two apps on the same store (as two worker
 * processes or two servers are) count together, and a store that cannot be reached never
 * turns a limited route into a 500.
 */
describe('rate limits shared through the account store', () => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp();
    second = await buildApp(t.config, t.stores, { logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const register = (app: FastifyInstance, i: number, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        fullname: 'Bulk',
        email: `shared${remoteAddress}-${i}@example.at`,
        password: 'sicheres-passwort',
      },
      remoteAddress,
    });

  it('counts one client across two processes on the same store', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await register(i % 2 === 0 ? t.app : second, i, '10.200.0.1')).statusCode);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('falls back to counting in the process when the store is unreachable: never a 500', async () => {
    const limits = t.stores.accounts.limits;
    const original = limits.hit;
    let calls = 0;
    limits.hit = async (key, windowMs, options) => {
      // The mail limit of register goes on; only the route limit's store is away.
      if (!key.startsWith('rate:')) return original.call(limits, key, windowMs, options);
      calls++;
      throw fail('database_unavailable');
    };
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await register(t.app, i, '10.200.0.2')).statusCode);
      expect(calls).toBe(11);
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      limits.hit = original;
    }
  });
});
