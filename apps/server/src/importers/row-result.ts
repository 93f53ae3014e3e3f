/** What mapping one source row gives: a record, a valid row outside our scope, or a skipped row. */
export type RowResult<T> =
  | { kind: 'record'; record: T }
  | { kind: 'filtered'; reason: string }
  | { kind: 'skip'; reason: string };

export const record = <T>(value: T): RowResult<T> => ({ kind: 'record', record: value });
export const filtered = (reason: string): RowResult<never> => ({ kind: 'filtered', reason });
export const skip = (reason: string): RowResult<never> => ({ kind: 'skip', reason });
