import { MAX_SEARCH_RADIUS_KM, type PerformanceIndicator } from '@fd/contract';
import {
  draftToIndicator,
  type FilterDraft,
  type FilterProblem,
  filterProblem,
  indicatorToDraft,
} from './filterDraft';
import { findDefinition, type IndicatorDefinition } from './indicators';

/** A locality (employee search) counts from 4 characters. */
export const MIN_LOCALITY_LENGTH = 4;

/**
 * Whether the place goes into the request. A locality counts from 4 characters; an address is
 * always sent: the server uses a shorter one only when it is exactly a known place or postcode,
 * and otherwise answers that it was not used (docs/decisions/185).
 */
function placeSent(place: string, kind: AdvancedSearchKind): boolean {
  return kind.place === 'address' ? place.length > 0 : place.length >= MIN_LOCALITY_LENGTH;
}

export interface QuickCriteria {
  keyword: string;
  /** 'Show active companies only' (company search). */
  activeOnly: boolean;
}

export interface AdvancedCriteria {
  /** Address of the company search, locality of the employee search. */
  place: string;
  /** Digits only; company search only. */
  radiusKm: string;
  filters: FilterDraft[];
}

/** What the place field is called in the API and whether a radius goes with it. */
export interface AdvancedSearchKind {
  place: 'address' | 'locality';
  definitions: readonly IndicatorDefinition[];
}

export const EMPTY_QUICK: QuickCriteria = { keyword: '', activeOnly: false };
export const EMPTY_ADVANCED: AdvancedCriteria = { place: '', radiusKm: '', filters: [] };

export function quickIndicators({ keyword, activeOnly }: QuickCriteria): PerformanceIndicator[] {
  const indicators: PerformanceIndicator[] = [
    { indicator: 'keyword', operator: 'must', values: [keyword.trim()] },
  ];
  if (activeOnly) indicators.push({ indicator: 'legal_status', operator: 'must', values: ['Active'] });
  return indicators;
}

export interface AdvancedProblems {
  /** Problems of filter rows by row key. */
  filters: Record<string, FilterProblem>;
  radiusTooLarge: boolean;
}

export function advancedProblems(
  criteria: AdvancedCriteria,
  kind: AdvancedSearchKind,
): AdvancedProblems | null {
  const filters: Record<string, FilterProblem> = {};
  for (const draft of criteria.filters) {
    const definition = findDefinition(kind.definitions, draft.indicator);
    const problem = definition ? filterProblem(draft, definition) : 'empty';
    if (problem) filters[draft.key] = problem;
  }
  const radiusTooLarge = criteria.radiusKm !== '' && Number(criteria.radiusKm) > MAX_SEARCH_RADIUS_KM;
  return Object.keys(filters).length > 0 || radiusTooLarge ? { filters, radiusTooLarge } : null;
}

/** The request of a valid advanced search; place and radius are left out where they do not apply. */
export function advancedIndicators(
  criteria: AdvancedCriteria,
  kind: AdvancedSearchKind,
): PerformanceIndicator[] {
  const indicators: PerformanceIndicator[] = [];
  const place = criteria.place.trim();
  if (placeSent(place, kind)) {
    indicators.push({ indicator: kind.place, operator: 'must', values: [place] });
    const radius = Number(criteria.radiusKm);
    if (kind.place === 'address' && /^\d+$/.test(criteria.radiusKm) && radius > 0) {
      indicators.push({ indicator: 'radius', operator: 'must', values: [String(radius)] });
    }
  }
  for (const draft of criteria.filters) {
    const definition = findDefinition(kind.definitions, draft.indicator);
    if (definition) indicators.push(draftToIndicator(draft, definition));
  }
  return indicators;
}

/** The form of a deep link's filters; indicators the page does not know are dropped. */
export function advancedFromIndicators(
  indicators: PerformanceIndicator[],
  kind: AdvancedSearchKind,
): AdvancedCriteria {
  const criteria: AdvancedCriteria = { place: '', radiusKm: '', filters: [] };
  for (const indicator of indicators) {
    const first = String(indicator.values[0] ?? '').trim();
    if (indicator.indicator === kind.place) criteria.place = first;
    else if (indicator.indicator === 'radius' && kind.place === 'address')
      criteria.radiusKm = first.replace(/\D/g, '');
    else {
      const draft = indicatorToDraft(indicator, kind.definitions);
      if (draft) criteria.filters.push(draft);
    }
  }
  return criteria;
}
