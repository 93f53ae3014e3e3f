import type { ContactRequest } from '@fd/contract';
import { ZContactRequest } from '@fd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { AccountStore } from '../../store/types';
import type { InboundLimits, Sender } from '../limits/inbound-limits';
import type { Mailer } from '../mail/mailer';

export type ContactService = ReturnType<typeof createContactService>;

/**
 * Contact and support messages: stored first (so nothing is lost when mail fails), then
 * mailed to the operator.
 */
export function createContactService(deps: {
  config: AppConfig;
  accounts: AccountStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
  inbound: InboundLimits;
}) {
  return {
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
      const id = await deps.accounts.messages.save({ kind, ...message, user_id: sender.userId, lang });
      const lines = [
        `${kind === 'support' ? 'Support request' : 'Contact message'} #${id}`,
        '',
        `Name: ${message.name}`,
        `E-mail: ${message.email}`,
        `Company: ${message.company || '-'}`,
        `Subject: ${message.subject}`,
        '',
        message.message,
      ];
      try {
        await deps.mailer.send({
          to: deps.config.operatorEmail,
          replyTo: message.email,
          subject: `[${kind}] ${message.subject}`,
          text: lines.join('\n'),
        });
      } catch (error) {
        // Stored already: the operator sees it in the database even when mail is down.
        deps.log.error({ err: error, messageId: id }, 'could not mail contact message');
      }
      return id;
    },
  };
}
