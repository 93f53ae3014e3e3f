import { ZGegenstandResponse, ZSuggestResponse, ZTitleSuggestResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers';

/** The suggestions the search form offers while one types. */

describe('filter suggestions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/get_gegenstand lists industries containing the word, most common first', async () => {
    const response = await t.app.inject('/api/get_gegenstand?keyword=bau');
    expect(response.statusCode).toBe(200);
    const { gegenstand } = ZGegenstandResponse.parse(response.json());
    expect(gegenstand.length).toBeGreaterThan(0);
    expect(gegenstand.length).toBeLessThanOrEqual(10);
    for (const industry of gegenstand)
      expect(`${industry.gegenstand} ${industry.label_en}`.toLowerCase()).toContain('bau');
    const counts = gegenstand.map((industry) => industry.row_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('GET /api/get_gegenstand finds industries by their English label too', async () => {
    const { gegenstand } = ZGegenstandResponse.parse(
      (await t.app.inject('/api/get_gegenstand?keyword=software')).json(),
    );
    expect(gegenstand.length).toBeGreaterThan(0);
  });

  it('GET /api/get_gegenstand without a keyword answers 400', async () => {
    const response = await t.app.inject('/api/get_gegenstand');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/keyword/);
  });

  it('GET /api/employee_titles lists titles starting with the word, with counts', async () => {
    const response = await t.app.inject('/api/employee_titles?keyword=Gesch');
    expect(response.statusCode).toBe(200);
    const { titles } = ZTitleSuggestResponse.parse(response.json());
    expect(titles.length).toBeGreaterThan(0);
    for (const { title, row_count } of titles) {
      expect(title.toLowerCase().startsWith('gesch')).toBe(true);
      expect(row_count).toBeGreaterThan(0);
    }
  });

  it('GET /api/suggestCompanyFromInput suggests at most five companies matching the word', async () => {
    const name = (await t.stores.companies.companyDetail.company(2))!.company_name;
    const word = name.split(/\s+/)[0]!;
    const response = await t.app.inject(`/api/suggestCompanyFromInput?keyword=${encodeURIComponent(word)}`);
    expect(response.statusCode).toBe(200);
    const { companies } = ZSuggestResponse.parse(response.json());
    expect(companies.length).toBeGreaterThan(0);
    expect(companies.length).toBeLessThanOrEqual(5);
    for (const company of companies)
      expect(company).toMatchObject({ company_id: expect.any(Number), company_name: expect.any(String) });
  });

  it('GET /api/suggestCompanyFromInput without a keyword answers 400', async () => {
    const response = await t.app.inject('/api/suggestCompanyFromInput?keyword=');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/keyword/);
  });
});
