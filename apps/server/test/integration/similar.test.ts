/**
 * GET /api/companies/:id/similar on both engines, checked against the dataset read directly:
 * the same industry and bands, nearest first within the widest radius, never the company itself,
 * deterministic, and bad or unknown ids refused.
 */
import {
  bandOf,
  EMPLOYEE_BANDS,
  REVENUE_BANDS,
  SIMILAR_COUNT,
  SIMILAR_RADII_KM,
  type SimilarResponse,
  ZSimilarResponse,
} from '@fd/contract';
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyFacts, distanceKm, loadCompanyFacts } from '../company-facts';
import { openTestDatabase } from '../factories';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let db: Database.Database;
let companies: CompanyFacts[];
let byId: Map<number, CompanyFacts>;

beforeAll(async () => {
  t = await createTestApp();
  db = openTestDatabase(t);
  companies = loadCompanyFacts(db);
  byId = new Map(companies.map((c) => [c.company_id, c]));
});
afterAll(async () => {
  db.close();
  await t.close();
});

async function similar(id: number | string): Promise<SimilarResponse> {
  const response = await t.app.inject(`/api/companies/${id}/similar`);
  expect(response.statusCode, response.body).toBe(200);
  return ZSimilarResponse.parse(response.json());
}

const WIDEST = SIMILAR_RADII_KM[SIMILAR_RADII_KM.length - 1]!;
const sameBand = (bands: typeof EMPLOYEE_BANDS, a: number | null | undefined, b: number | null | undefined) =>
  bandOf(bands, a ?? null) === bandOf(bands, b ?? null);

/** Companies with everything the comparison uses: industry, a report with both figures, coordinates. */
function fullyKnown(): CompanyFacts[] {
  return companies.filter(
    (c) =>
      c.legal_status === 'Active' &&
      c.industry_id !== null &&
      c.latitude !== null &&
      c.latest?.employees_number != null &&
      c.latest.revenue != null,
  );
}

/**
 * The naive answer's distances: active peers of the same industry and both bands within the widest
 * radius, nearest first; then those of the same industry and employee band; then of the industry
 * alone; then inactive ones of the industry.
 */
function naiveDistances(center: CompanyFacts): number[] {
  const origin = { latitude: center.latitude!, longitude: center.longitude! };
  const employees = center.latest!.employees_number;
  const revenue = center.latest!.revenue;
  const tiers: ((c: CompanyFacts) => boolean)[] = [
    (c) =>
      c.legal_status === 'Active' &&
      sameBand(EMPLOYEE_BANDS, c.latest?.employees_number, employees) &&
      sameBand(REVENUE_BANDS, c.latest?.revenue, revenue),
    (c) => c.legal_status === 'Active' && sameBand(EMPLOYEE_BANDS, c.latest?.employees_number, employees),
    (c) => c.legal_status === 'Active',
    (c) => c.legal_status !== 'Active',
  ];
  const taken = new Set<number>([center.company_id]);
  const peers = companies.filter((c) => c.industry_id === center.industry_id && c.latitude !== null);
  const distances: number[] = [];
  for (const holds of tiers) {
    const tier = peers
      .filter((c) => !taken.has(c.company_id))
      .filter(holds)
      .map((c) => ({
        id: c.company_id,
        km: distanceKm(origin, { latitude: c.latitude!, longitude: c.longitude! }),
      }))
      .filter(({ km }) => km <= WIDEST)
      .sort((a, b) => a.km - b.km)
      .slice(0, SIMILAR_COUNT - distances.length);
    for (const { id, km } of tier) {
      taken.add(id);
      distances.push(km);
    }
  }
  return distances;
}

describe('GET /api/companies/:id/similar', () => {
  it('lists the nearest companies of the same industry, closest in size first, never the company itself', async () => {
    const sample = fullyKnown().slice(0, 12);
    expect(sample.length).toBe(12);
    let shown = 0;
    for (const center of sample) {
      const answer = await similar(center.company_id);
      const naive = naiveDistances(center);
      shown += naive.length;
      expect(answer.company_id).toBe(center.company_id);
      expect(answer.companies.map((c) => c.company_id)).not.toContain(center.company_id);
      expect(answer.companies.map((c) => c.distance_km)).toEqual(naive.map((km) => Math.round(km * 10) / 10));
      for (const row of answer.companies) {
        const facts = byId.get(row.company_id)!;
        expect(facts.industry_id).toBe(center.industry_id);
        const sameEmployees = sameBand(
          EMPLOYEE_BANDS,
          facts.latest?.employees_number,
          center.latest!.employees_number,
        );
        const sameRevenue = sameBand(REVENUE_BANDS, facts.latest?.revenue, center.latest!.revenue);
        expect(row.reasons.map((r) => r.kind)).toEqual([
          'industry',
          ...(sameEmployees && facts.latest ? ['employees'] : []),
          ...(sameRevenue && facts.latest ? ['revenue'] : []),
          'distance',
        ]);
        expect(row.employees_band).toEqual(bandOf(EMPLOYEE_BANDS, facts.latest?.employees_number ?? null));
        expect(row.distance_km!).toBeLessThanOrEqual(answer.search.radius_km!);
      }
      expect(answer.search.active_only).toBe(
        answer.companies.every((c) => byId.get(c.company_id)!.legal_status === 'Active'),
      );
      expect(answer.search.industry).not.toBeNull();
      expect(answer.search.address).not.toBeNull();
    }
    // The sample is not vacuous: most of its companies have a full list.
    expect(shown).toBeGreaterThan(sample.length * SIMILAR_COUNT * 0.75);
  });

  it('names the smallest radius step that holds every company shown', async () => {
    const center = fullyKnown()[0]!;
    const answer = await similar(center.company_id);
    const farthest = Math.max(...answer.companies.map((c) => c.distance_km!));
    const radius = answer.search.radius_km!;
    expect(SIMILAR_RADII_KM).toContain(radius);
    expect(farthest).toBeLessThanOrEqual(radius);
    const smaller = SIMILAR_RADII_KM.filter((r) => r < radius);
    if (answer.companies.length === SIMILAR_COUNT)
      for (const r of smaller) expect(farthest).toBeGreaterThan(r);
  });

  it('gives the same answer every time', async () => {
    const center = fullyKnown()[3]!;
    expect(await similar(center.company_id)).toEqual(await similar(center.company_id));
  });

  it('compares a company without a report by industry and place only', async () => {
    const center = companies.find((c) => c.latest === null && c.industry_id !== null && c.latitude !== null);
    expect(center).toBeDefined();
    const answer = await similar(center!.company_id);
    expect(answer.search.employees).toBeNull();
    expect(answer.search.revenue).toBeNull();
    for (const row of answer.companies) {
      expect(byId.get(row.company_id)!.industry_id).toBe(center!.industry_id);
      expect(row.reasons.map((r) => r.kind)).toEqual(['industry', 'distance']);
    }
  });

  it('answers 404 for an unknown company and 400 for an id that is not one', async () => {
    const unknown = await t.app.inject('/api/companies/999999999/similar');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('company_not_found');
    const bad = await t.app.inject('/api/companies/abc/similar');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('company_id_invalid');
  });
});
