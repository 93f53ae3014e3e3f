import type { ContactRequest } from '@fd/contract';
import { ZContactRequest } from '@fd/contract';
import type { AppConfig } from '../../config';
import type { AccountStore, MailJob, StoredMessage } from '../../store/types';
import type { InboundLimits, Sender } from '../limits/inbound-limits';
import type { Mailer } from '../mail/mailer';

export type ContactService = ReturnType<typeof createContactService>;

/** The operator's copy of a message, with the sender as the address to reply to. */
function forwardedMail(message: StoredMessage, to: string) {
  const lines = [
    `${message.kind === 'support' ? 'Support request' : 'Contact message'} #${message.message_id}`,
    '',
    `Name: ${message.name}`,
    `E-mail: ${message.email}`,
    `Company: ${message.company || '-'}`,
    `Subject: ${message.subject}`,
    '',
    message.message,
  ];
  return {
    to,
    replyTo: message.email,
    subject: `[${message.kind}] ${message.subject}`,
    text: lines.join('\n'),
  };
}

/**
 * Contact and support messages: stored first, then forwarded to the operator through the durable
 * mail queue (docs/decisions/197), so that neither a mail outage nor a killed process loses the
 * copy, and the answer does not wait for SMTP.
 */
export function createContactService(deps: {
  config: AppConfig;
  accounts: AccountStore;
  mailer: Mailer;
  inbound: InboundLimits;
  /** Puts a mail job on the durable queue (the auth service's). */
  enqueue: (job: Pick<MailJob, 'kind' | 'email' | 'lang'>) => Promise<void>;
}) {
  const repo = deps.accounts.messages;

  /** The queue's sender: every message of the job's address not yet forwarded, read back now. */
  async function forwardMessages(job: MailJob): Promise<void> {
    for (const message of await repo.unforwarded(job.email)) {
      await deps.mailer.send(forwardedMail(message, deps.config.operatorEmail));
      await repo.markForwarded(message.message_id);
    }
  }

  return {
    mailSenders: { 'message-received': forwardMessages },

    /** The stored message's id, or null when the same message came in during the last day (dropped). */
    async submit(
      input: ContactRequest,
      kind: 'contact' | 'support',
      sender: Sender,
      lang: 'de' | 'en',
    ): Promise<number | null> {
      const message = ZContactRequest.parse(input);
      const content = [message.subject, message.message];
      if ((await deps.inbound.admit('contact', message.email, content, sender)) === 'duplicate') return null;
      const id = await repo.save({ kind, ...message, user_id: sender.userId, lang });
      await deps.enqueue({ kind: 'message-received', email: message.email, lang });
      return id;
    },
  };
}
