import { INBOX_LIMIT, type InboxMessage, type MessageStatus, ZMessageReply } from '@fd/contract';
import { fail } from '../../errors';
import type { AccountStore, MailJob, StoredMessage, UserRecord } from '../../store/types';
import type { Mailer } from '../mail/mailer';
import { messageReplyMail } from './reply-mail';

export type InboxService = ReturnType<typeof createInboxService>;

/** What the console shows of a message (not the sender's account id). */
function shown({ user_id: _user, ...message }: StoredMessage): InboxMessage {
  return message;
}

/**
 * The console's inbox (docs/decisions/177): contact and support messages, answered once by mail
 * through the durable account mail queue, or closed. Every action is audited with the status
 * before and after.
 */
export function createInboxService(deps: {
  accounts: AccountStore;
  mailer: Mailer;
  /** Puts a mail job on the durable queue (the auth service's). */
  enqueue: (job: Pick<MailJob, 'kind' | 'email' | 'lang'>) => Promise<void>;
}) {
  const { accounts } = deps;
  const repo = accounts.messages;

  async function existing(messageId: number): Promise<StoredMessage> {
    const message = await repo.get(messageId);
    if (!message) throw fail('message_not_found', { id: String(messageId) });
    return message;
  }

  /** Not open any more: answered (a reply stands) or closed. */
  function notOpen(message: StoredMessage) {
    const id = { id: String(message.message_id) };
    return message.status === 'closed' ? fail('message_closed', id) : fail('message_answered', id);
  }

  async function audited(
    actor: UserRecord,
    action: 'message.reply' | 'message.close',
    before: StoredMessage,
    after: StoredMessage,
  ) {
    await accounts.operator.audit({
      actor_id: actor.user_id,
      actor_email: actor.email,
      action,
      target: `message:${after.message_id} ${after.kind} ${after.email}`,
      before: { status: before.status },
      after: { status: after.status, ...(action === 'message.reply' ? { reply: after.reply } : {}) },
    });
    return { success: true as const, message: shown(after) };
  }

  /** Mails every reply to the job's address that has not gone out: in the account's language if the sender had one. */
  async function sendReplies(job: MailJob) {
    for (const message of await repo.unmailedReplies(job.email)) {
      const account = message.user_id ? await accounts.users.byId(message.user_id) : null;
      await deps.mailer.send(messageReplyMail(message, account?.language ?? message.lang));
      await repo.markReplyMailed(message.message_id);
    }
  }

  return {
    mailSenders: { 'message-reply': sendReplies },

    async list(status: MessageStatus | 'all') {
      return { messages: (await repo.list(status, INBOX_LIMIT)).map(shown) };
    },

    async reply(messageId: number, input: { reply: string }, actor: UserRecord) {
      const { reply } = ZMessageReply.parse(input);
      const before = await existing(messageId);
      if (before.status !== 'open') throw notOpen(before);
      const after = await repo.reply(messageId, reply, actor.email);
      if (!after) throw notOpen(await existing(messageId));
      // Stored, then queued: a killed process loses no reply (the queue's sender reads it back).
      await deps.enqueue({ kind: 'message-reply', email: after.email, lang: after.lang });
      return audited(actor, 'message.reply', before, after);
    },

    async close(messageId: number, actor: UserRecord) {
      const before = await existing(messageId);
      if (before.status === 'closed') throw notOpen(before);
      const after = await repo.close(messageId, actor.email);
      if (!after) throw notOpen(await existing(messageId));
      return audited(actor, 'message.close', before, after);
    },
  };
}
