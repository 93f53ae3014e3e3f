import { z } from 'zod';
import { ZCompanySelection, ZLeadList } from './workspace';

/**
 * Actions on a selection of the watch list or of a lead list: one request each, naming at most
 * SELECTION_LIMIT companies by id. Ids that are not on the caller's list are left alone.
 */

const listId = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d{1,12}$/, 'target_list_id must be a positive whole number'))
  .transform(Number);

export const ZSelectionRequest = z.object({ company_ids: ZCompanySelection });
export const ZMoveListItemsRequest = z.object({
  company_ids: ZCompanySelection,
  target_list_id: listId,
});

export const ZUnwatchManyResponse = z.object({
  success: z.literal(true),
  /** How many of the named companies were on the watch list and are now off it. */
  removed: z.number().int(),
});
export const ZRemoveListItemsResponse = z.object({
  success: z.literal(true),
  removed: z.number().int(),
  list: ZLeadList,
});
export const ZMoveListItemsResponse = z.object({
  success: z.literal(true),
  /** Companies taken off the source list. */
  moved: z.number().int(),
  /** Of those, how many were not on the target list before. */
  added: z.number().int(),
  list: ZLeadList,
  target: ZLeadList,
});
export type MoveListItemsResponse = z.infer<typeof ZMoveListItemsResponse>;
