import { type ErrorParams, WORKSPACE_LIMITS } from '@fd/contract';
import { fail } from '../../errors';

/** The 409 a full list, watch list, contact book or set of saved searches answers with. */
export const limitReached = (what: ErrorParams<'limit_reached'>['what']) =>
  fail('limit_reached', { what, limit: WORKSPACE_LIMITS[what] });
