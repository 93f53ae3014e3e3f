import { OPERATORS, type Operator, type PerformanceIndicator, parseEventFilter } from '@fd/contract';
import { findDefinition, type IndicatorDefinition } from './indicators';

/**
 * One filter row as the user edits it. `values` follows the API's shape for the indicator:
 * `[min, max]` for a range, the ticked choices for a choice, `[text]` for a text filter,
 * `[types, from, to]` or `[types, 'last:N']` for an event filter.
 */
export interface FilterDraft {
  key: string;
  indicator: IndicatorDefinition['indicator'];
  operator: Operator;
  values: string[];
}

export type FilterProblem = 'empty' | 'number' | 'order' | 'date' | 'dateOrder';

/** The window an event filter starts with: the last 90 days. */
export const DEFAULT_EVENT_WINDOW = 'last:90';

let lastKey = 0;
/** Row keys only have to be unique within the page's lifetime. */
export function nextFilterKey(): string {
  lastKey += 1;
  return `filter-${lastKey}`;
}

export function emptyValues(definition: IndicatorDefinition): string[] {
  if (definition.kind === 'range') return ['', ''];
  if (definition.kind === 'choice') return [];
  if (definition.kind === 'company') return ['', ''];
  if (definition.kind === 'event') return ['', DEFAULT_EVENT_WINDOW];
  return [''];
}

export function newFilterDraft(definition: IndicatorDefinition, operator: Operator = 'must'): FilterDraft {
  return { key: nextFilterKey(), indicator: definition.indicator, operator, values: emptyValues(definition) };
}

/** A number as typed: digits with an optional sign and one decimal point or comma ('12,5'). */
export function parseNumberInput(text: string): number | null | 'invalid' {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return null;
  if (!/^-?\d+([.,]\d+)?$/.test(compact)) return 'invalid';
  return Number(compact.replace(',', '.'));
}

export function filterProblem(draft: FilterDraft, definition: IndicatorDefinition): FilterProblem | null {
  if (definition.kind === 'choice') return draft.values.length === 0 ? 'empty' : null;
  if (definition.kind === 'text') return (draft.values[0] ?? '').trim() === '' ? 'empty' : null;
  if (definition.kind === 'company') return (draft.values[0] ?? '') === '' ? 'empty' : null;
  if (definition.kind === 'event') return eventProblem(draft.values);
  const min = parseNumberInput(draft.values[0] ?? '');
  const max = parseNumberInput(draft.values[1] ?? '');
  if (min === 'invalid' || max === 'invalid') return 'number';
  if (min === null && max === null) return 'empty';
  if (min !== null && max !== null && min > max) return 'order';
  return null;
}

/** What is wrong with an event filter's values, as the server would refuse them. */
function eventProblem(values: string[]): FilterProblem | null {
  const parsed = parseEventFilter(values);
  if (!('problem' in parsed)) return null;
  if (parsed.problem === 'no_choice' || parsed.problem === 'not_an_event_type') return 'empty';
  return parsed.problem === 'window_inverted' ? 'dateOrder' : 'date';
}

/** The request form of a valid draft: numbers normalised ('12,5' → '12.5'), text trimmed. */
export function draftToIndicator(draft: FilterDraft, definition: IndicatorDefinition): PerformanceIndicator {
  const { indicator, operator } = draft;
  if (definition.kind === 'range') {
    const bound = (text: string | undefined) => {
      const value = parseNumberInput(text ?? '');
      return typeof value === 'number' ? String(value) : '';
    };
    return { indicator, operator, values: [bound(draft.values[0]), bound(draft.values[1])] };
  }
  if (definition.kind === 'choice') {
    return {
      indicator,
      operator,
      values: definition.choices.filter((choice) => draft.values.includes(choice)),
    };
  }
  if (definition.kind === 'company')
    return { indicator, operator, values: [draft.values[0] ?? '', draft.values[1] ?? ''] };
  if (definition.kind === 'event') return { indicator, operator, values: draft.values.map((v) => v.trim()) };
  return { indicator, operator, values: [(draft.values[0] ?? '').trim()] };
}

/** The draft for an indicator of a deep link, or null when the page has no such filter. */
export function indicatorToDraft(
  indicator: PerformanceIndicator,
  definitions: readonly IndicatorDefinition[],
): FilterDraft | null {
  const definition = findDefinition(definitions, indicator.indicator);
  if (!definition || !(OPERATORS as readonly string[]).includes(indicator.operator)) return null;
  const values = indicator.values.map((value) => String(value).trim());
  const draft = newFilterDraft(definition, indicator.operator);
  if (definition.kind === 'range') draft.values = [values[0] ?? '', values[1] ?? ''];
  else if (definition.kind === 'choice')
    draft.values = definition.choices.filter((choice) => values.includes(choice));
  else if (definition.kind === 'company') draft.values = [values[0] ?? '', values[1] ?? ''];
  else if (definition.kind === 'event')
    draft.values = values.length > 1 ? values.slice(0, 3) : [values[0] ?? '', DEFAULT_EVENT_WINDOW];
  else draft.values = [values.find((value) => value !== '') ?? ''];
  return draft;
}

/** A row switched to another indicator keeps its operator and starts with empty values. */
export function withIndicator(draft: FilterDraft, definition: IndicatorDefinition): FilterDraft {
  return { ...draft, indicator: definition.indicator, values: emptyValues(definition) };
}
