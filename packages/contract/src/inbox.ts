import { z } from 'zod';
import { failsWith } from './errors';

/**
 * The console's inbox (issue 33; docs/decisions/177): the messages of the public contact form
 * and the signed-in support form, each open, answered (one reply, mailed to the sender) or closed.
 */
export const MESSAGE_STATUSES = ['open', 'answered', 'closed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const ZInboxQuery = z.object({
  status: z.enum([...MESSAGE_STATUSES, 'all']).default('open'),
});

export const ZInboxMessage = z.object({
  message_id: z.number().int(),
  kind: z.enum(['contact', 'support']),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  subject: z.string(),
  message: z.string(),
  /** The language the message was written in (the account's for a support message). */
  lang: z.enum(['de', 'en']),
  status: z.enum(MESSAGE_STATUSES),
  created_at: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  replied_by: z.string().nullable(),
  /** When the reply mail went out (null while it waits in the mail queue). */
  reply_mailed_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
});
export type InboxMessage = z.infer<typeof ZInboxMessage>;

export const ZInboxResponse = z.object({ messages: z.array(ZInboxMessage) });
export const ZInboxMessageId = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'id must be a positive whole number')
    .transform(Number),
});
export const ZMessageReply = z.object({
  reply: z.string().trim().min(1, failsWith('message_reply_required')).max(10_000),
});
export const ZInboxDecision = z.object({ success: z.literal(true), message: ZInboxMessage });

/** Messages the inbox lists at most: open ones oldest first, the others newest first. */
export const INBOX_LIMIT = 200;
