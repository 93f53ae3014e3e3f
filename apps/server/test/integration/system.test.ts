import { errorsDe, errorsEn, isErrorCode, ZHealthResponse } from '@fd/contract';
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
    // The searches are answered in this process: never away.
    expect(body).toMatchObject({ status: 'ok', search: 'available' });
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

  it("answers unknown API paths with a JSON 404 in the request's language", async () => {
    const response = await t.app.inject({
      url: '/api/no-such-route',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      code: 'route_not_found',
      error: 'This API address does not exist: GET /api/no-such-route',
      message: 'This API address does not exist: GET /api/no-such-route',
      params: { method: 'GET', path: '/api/no-such-route' },
    });
    const german = await t.app.inject('/api/no-such-route');
    expect(german.json().error).toBe('Diese Adresse der Schnittstelle gibt es nicht: GET /api/no-such-route');
  });

  it("names every failure with a code of the catalogue and its text in the request's language", async () => {
    for (const lang of ['de', 'en'] as const) {
      const notFound = await t.app.inject({
        url: '/api/companies?cid=999999999',
        headers: { 'x-lang': lang },
      });
      expect(notFound.statusCode).toBe(404);
      const body = notFound.json();
      expect(body.code).toBe('company_not_found');
      expect(isErrorCode(body.code)).toBe(true);
      expect(body.error).toBe(
        lang === 'de'
          ? 'Ein Unternehmen mit der Nummer 999999999 gibt es nicht.'
          : 'There is no company with the id 999999999.',
      );
      expect(body.message).toBe(body.error);
      expect(body.params).toEqual({ id: '999999999' });
    }
    const invalid = await t.app.inject({
      url: '/api/landing_search?keyword=bau&offset=-1',
      headers: { 'x-lang': 'de' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'invalid_input', error: expect.stringContaining('offset') });
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset',
      headers: { 'x-lang': 'de', origin: 'http://localhost' },
      payload: { email: '' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('invalid_email');
    expect(reset.json().error).toBe(`email: ${errorsDe.invalid_email.text}`);
  });

  it("adds the catalogue's hint to the message", async () => {
    const response = await t.app.inject({
      url: '/api/lists',
      headers: { authorization: 'Basic nothing', 'x-lang': 'en' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      code: 'api_key_invalid',
      error: errorsEn.api_key_invalid.text,
      message: `${errorsEn.api_key_invalid.text} ${errorsEn.api_key_invalid.hint}`,
      hint: errorsEn.api_key_invalid.hint,
    });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
