/**
 * Similar companies (issue 32, docs/decisions/196 and 202): the same industry, employee band and
 * revenue band within the widest radius, nearest first; while fewer than SIMILAR_COUNT are found,
 * then those without the revenue band, then of the industry alone. The nearest companies within
 * the widest radius are the nearest within the smallest radius that holds enough of them, so one
 * pass gives what widening step by step would, and the answer names that radius for the "show
 * all" search. Active companies come first; inactive (deleted) ones only fill up a list that is
 * otherwise short. The filter index ranks all of it in one pass: one `similar` message to the engine.
 */
import {
  bandOf,
  EMPLOYEE_BANDS,
  REVENUE_BANDS,
  SIMILAR_COUNT,
  SIMILAR_RADII_KM,
  type SimilarCompany,
  type SimilarReason,
  type SimilarResponse,
  type SimilarSearch,
  type SizeBand,
} from '@fd/contract';
import { fail } from '../../errors';
import type { EngineClient } from '../../search-engine';
import type { CompanyStore, SimilarFacts } from '../../store/types';
import type { CompanyFilter } from '../../store/types/search';

const WIDEST_KM = SIMILAR_RADII_KM[SIMILAR_RADII_KM.length - 1]!;

const range = (indicator: 'employees_number' | 'revenue', band: SizeBand): CompanyFilter => ({
  kind: 'range',
  indicator,
  min: band.min,
  max: band.max,
});

/** The smallest radius of the steps that holds every company shown. */
function radiusFor(rows: SimilarFacts[]): number {
  if (rows.length < SIMILAR_COUNT) return WIDEST_KM;
  const farthest = Math.max(...rows.map((row) => row.distance_km ?? 0));
  return SIMILAR_RADII_KM.find((radius) => farthest <= radius) ?? WIDEST_KM;
}

export function createSimilarService(companies: CompanyStore, engine: EngineClient) {
  const search = companies.companySearch;

  return {
    async similar(companyId: number): Promise<SimilarResponse> {
      const [center] = await search.similarFacts([companyId], null);
      if (!center) throw fail('company_not_found', { id: String(companyId) });
      const origin =
        center.latitude !== null && center.longitude !== null
          ? { latitude: center.latitude, longitude: center.longitude }
          : null;
      const steps = comparisons(center);
      const loosest = steps[steps.length - 1]!;
      const status = (value: 'Active' | 'Inactive'): CompanyFilter => ({
        kind: 'legal_status',
        values: [value],
      });
      // Each step's matches hold the step before's: ranked by the first step they meet, active
      // ones first, the inactive ones of the industry last, in one pass (decision 202).
      const found = await engine.ask({
        kind: 'similar',
        query: {
          must: center.industry === null ? [] : [{ kind: 'industry', values: [center.industry] }],
          tiers: [...steps.map((step) => [...step.bands, status('Active')]), [status('Inactive')]],
          area: origin && { ...origin, radiusKm: WIDEST_KM },
          exclude: companyId,
        },
        limit: SIMILAR_COUNT,
      });
      const active = found.filter((row) => row.tier < steps.length).length;
      // The step the list was filled at, as if the steps ran one after another: the loosest one
      // (which the inactive fill also uses) when the list stays short.
      const last = found[SIMILAR_COUNT - 1];
      const used = last ? steps[Math.min(last.tier, steps.length - 1)]! : loosest;
      const rows = await search.similarFacts(
        found.map((row) => row.company_id),
        origin,
      );
      const searchFilters: SimilarSearch = {
        industry: center.industry,
        employees: used.employees,
        revenue: used.revenue,
        active_only: found.length === active,
        address: origin && placeOf(center),
        radius_km: origin && radiusFor(rows),
      };
      return {
        company_id: companyId,
        companies: rows.map((row) => similarCompany(row, center)),
        search: searchFilters,
      };
    },
  };
}

interface Comparison {
  employees: SizeBand | null;
  revenue: SizeBand | null;
  /** The range filters of its bands (every step compares the industry). */
  bands: CompanyFilter[];
}

/**
 * What is compared besides the industry, closest first: both bands, then the employee band, then
 * neither. A figure the company lacks is never compared; steps that would repeat the one before
 * are left out, so the last step compares no band.
 */
function comparisons(center: SimilarFacts): Comparison[] {
  const employees = bandOf(EMPLOYEE_BANDS, center.employees_number);
  const revenue = bandOf(REVENUE_BANDS, center.revenue);
  const step = (e: SizeBand | null, r: SizeBand | null): Comparison => ({
    employees: e,
    revenue: r,
    bands: [...(e ? [range('employees_number', e)] : []), ...(r ? [range('revenue', r)] : [])],
  });
  const steps = [step(employees, revenue), step(employees, null), step(null, null)];
  return steps.filter((s, at) => at === 0 || s.bands.length < steps[at - 1]!.bands.length);
}

/** Postcode and city, as the dashboard's address field takes them; null without either. */
function placeOf(company: SimilarFacts): string | null {
  const place = [company.address_postcode, company.address_city].filter(Boolean).join(' ');
  return place === '' ? null : place;
}

function similarCompany(row: SimilarFacts, center: SimilarFacts): SimilarCompany {
  const employeesBand = bandOf(EMPLOYEE_BANDS, row.employees_number);
  const revenueBand = bandOf(REVENUE_BANDS, row.revenue);
  const same = (a: SizeBand | null, b: SizeBand | null) => a !== null && a === b;
  const reasons: SimilarReason[] = [];
  if (center.industry !== null && row.industry === center.industry) reasons.push({ kind: 'industry' });
  if (employeesBand && same(employeesBand, bandOf(EMPLOYEE_BANDS, center.employees_number)))
    reasons.push({ kind: 'employees', band: employeesBand });
  if (revenueBand && same(revenueBand, bandOf(REVENUE_BANDS, center.revenue)))
    reasons.push({ kind: 'revenue', band: revenueBand });
  if (row.distance_km !== null) reasons.push({ kind: 'distance', km: row.distance_km });
  return {
    company_id: row.company_id,
    company_name: row.company_name,
    address_city: row.address_city,
    address_country: row.address_country,
    industry: row.industry,
    employees_band: employeesBand,
    revenue_band: revenueBand,
    distance_km: row.distance_km,
    synthetic: row.synthetic,
    reasons,
  };
}
