import type { PerformanceIndicator, SimilarSearch, SizeBand } from '@fd/contract';
import { advancedSearchParams } from './searchParams';

const range = (indicator: string, band: SizeBand): PerformanceIndicator => ({
  indicator,
  operator: 'must',
  values: [String(band.min), band.max === null ? '' : String(band.max)],
});

/**
 * The dashboard's advanced search with exactly the filters of a company's similar companies:
 * industry, employee and revenue band, active only, the company's place and the radius.
 */
export function similarIndicators(search: SimilarSearch): PerformanceIndicator[] {
  const indicators: PerformanceIndicator[] = [];
  if (search.address !== null) {
    indicators.push({ indicator: 'address', operator: 'must', values: [search.address] });
    if (search.radius_km !== null)
      indicators.push({ indicator: 'radius', operator: 'must', values: [String(search.radius_km)] });
  }
  if (search.industry !== null)
    indicators.push({ indicator: 'industry', operator: 'must', values: [search.industry] });
  if (search.employees) indicators.push(range('employees_number', search.employees));
  if (search.revenue) indicators.push(range('revenue', search.revenue));
  if (search.active_only)
    indicators.push({ indicator: 'legal_status', operator: 'must', values: ['Active'] });
  return indicators;
}

/** The path of that search, nearest first when it has a place. */
export function similarSearchPath(search: SimilarSearch): string {
  const sort = search.address !== null ? 'distance' : 'relevance';
  return `/dashboard/companies?${advancedSearchParams(similarIndicators(search), sort).toString()}`;
}
