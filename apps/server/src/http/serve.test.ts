import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { refuseUntabledRoutes } from './serve';

describe('refuseUntabledRoutes', () => {
  it('refuses a route under /api that the route table does not declare', async () => {
    const app = Fastify();
    await app.register(
      async (api) => {
        refuseUntabledRoutes(api);
        expect(() => api.get('/health', () => ({}))).toThrow(/not served from the route table/);
        expect(() => api.get('/nope', { config: { operation: 'health' } }, () => ({}))).toThrow(
          /GET \/api\/nope is not served from the route table/,
        );
        expect(() => api.post('/health', { config: { operation: 'health' } }, () => ({}))).toThrow();
        api.get('/health', { config: { operation: 'health' } }, () => ({}));
      },
      { prefix: '/api' },
    );
    await app.ready();
    expect(app.hasRoute({ method: 'GET', url: '/api/health' })).toBe(true);
    await app.close();
  });
});
