import { ERROR_MESSAGES, isErrorCode, ZHealthResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_COMPANIES } from '../global-setup';
import { createTestApp, type TestApp } from '../helpers';

describe('system routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with the counts of the loaded dataset', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    const body = ZHealthResponse.parse(response.json());
    expect(body.engine).toBe(t.config.database.kind);
    expect(body.dataset.companies).toBe(TEST_COMPANIES);
    expect(body.dataset.financial_reports).toBeGreaterThan(0);
    expect(body.dataset.employees).toBeGreaterThan(0);
    expect(body.dataset.representatives).toBeGreaterThan(TEST_COMPANIES / 2);
  });

  it('publishes an OpenAPI 3 description generated from the contract', async () => {
    const response = await t.app.inject('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/landing_search', '/api/top_companies', '/api/statistics']),
    );
    const landing = spec.paths['/api/landing_search'].get;
    expect(landing.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['keyword', 'limit', 'offset']),
    );
  });

  it('serves browsable API docs', async () => {
    const response = await t.app.inject('/api/docs/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject('/api/no-such-route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'route_not_found',
      error: expect.stringContaining('/api/no-such-route'),
      message: expect.stringContaining('/api/no-such-route'),
    });
  });

  it('names every failure with a code of the contract and an English fallback text', async () => {
    const cases = [
      { url: '/api/companies?cid=999999999', code: 'company_not_found', status: 404 },
      { url: '/api/landing_search?keyword=bau&offset=-1', code: 'invalid_input', status: 400 },
    ];
    for (const { url, code, status } of cases) {
      const response = await t.app.inject({ url, headers: { 'x-lang': 'de' } });
      expect(response.statusCode, url).toBe(status);
      const body = response.json();
      expect(body.code, url).toBe(code);
      expect(isErrorCode(body.code)).toBe(true);
      expect(body.error, url).toMatch(/^[A-Za-z]/);
      expect(body.message).toBe(body.error);
    }
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset',
      headers: { 'x-lang': 'de', origin: 'http://localhost' },
      payload: { email: '' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('invalid_email');
    expect(reset.json().error).toContain(ERROR_MESSAGES.invalid_email);
  });

  it('sends security headers', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
