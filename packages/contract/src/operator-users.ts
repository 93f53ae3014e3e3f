import { z } from 'zod';

/** The operator console's user management (docs/decisions/170). It never shows a user's lists. */

/** A search shows at most this many accounts, newest first. */
export const OPERATOR_USERS_LIMIT = 50;

export const ZOperatorUsersQuery = z.object({
  /** Part of the e-mail address, in any letter case; `%` and `_` are literal. Empty: the newest. */
  q: z.string().trim().max(254).default(''),
});

export const ZOperatorUserId = z.object({
  id: z.string().uuid('id must be a user id'),
});

export const ZOperatorUser = z.object({
  user_id: z.string(),
  email: z.string(),
  fullname: z.string(),
  created_at: z.string(),
  email_verified: z.boolean(),
  operator: z.boolean(),
  locked_at: z.string().nullable(),
  locked_by: z.string().nullable(),
  /** Live sessions. */
  sessions: z.number().int(),
  api_keys: z.number().int(),
});
export type OperatorUser = z.infer<typeof ZOperatorUser>;

export const ZOperatorUsersResponse = z.object({ users: z.array(ZOperatorUser) });

export const ZOperatorUserResponse = z.object({ success: z.literal(true), user: ZOperatorUser });
