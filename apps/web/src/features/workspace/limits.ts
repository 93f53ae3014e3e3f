import {
  formatCount,
  type Lang,
  WORKSPACE_LIMITS,
  ZCreateListRequest,
  ZCreateSavedSearchRequest,
  ZUpdateContactRequest,
} from '@fd/contract';

/** Input lengths from the contract the server validates with. */
export const LIST_NAME_MAX = ZCreateListRequest.shape.name.maxLength ?? undefined;
export const SAVED_SEARCH_NAME_MAX = ZCreateSavedSearchRequest.shape.name.maxLength ?? undefined;
export const CONTACT_NOTE_MAX = ZUpdateContactRequest.shape.note.maxLength ?? undefined;

/** Companies per request of 'add to list'; larger selections go in several requests. */
export const ADD_ITEMS_BATCH = 1000;

export type LimitKind = keyof typeof WORKSPACE_LIMITS;

/** A limit as the UI prints it ('10.000' / '10,000'). */
export function formattedLimit(kind: LimitKind, lang: Lang): string {
  return formatCount(WORKSPACE_LIMITS[kind], lang);
}

export function isAtLimit(kind: LimitKind, count: number): boolean {
  return count >= WORKSPACE_LIMITS[kind];
}
