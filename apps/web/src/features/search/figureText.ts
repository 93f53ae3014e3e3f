import {
  COMPANY_RANGE_INDICATORS,
  type CompanyRangeIndicator,
  formatCount,
  formatPercent,
  formatRevenue,
  type Lang,
} from '@fd/contract';
import { COMPANY_FILTERS, findDefinition } from './indicators';

/** A range figure of a result row in its unit: '12,3 Mio. €', '45', '8,1 %' ('k. A.' when missing). */
export function figureText(indicator: CompanyRangeIndicator, value: number | null, lang: Lang): string {
  const definition = findDefinition(COMPANY_FILTERS, indicator);
  const unit = definition?.kind === 'range' ? definition.unit : 'euro';
  if (unit === 'percent') return formatPercent(value, lang);
  if (unit === 'count') return formatCount(value, lang);
  return formatRevenue(value, lang);
}

const RANGE: ReadonlySet<string> = new Set(COMPANY_RANGE_INDICATORS);

export function isCompanyRange(indicator: string): indicator is CompanyRangeIndicator {
  return RANGE.has(indicator);
}
