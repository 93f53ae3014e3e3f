import { badRequestMessage } from '../../features/api/client';
import { sendContactMessage } from '../../features/api/contact';
import type { MessageValues } from '../../features/message-form/MessageFields';
import { useSendForm } from '../../features/message-form/useSendForm';

const EMPTY: MessageValues = { name: '', email: '', company: '', subject: '', message: '' };

export function useContactForm() {
  return useSendForm({
    initial: () => EMPTY,
    send: sendContactMessage,
    sent: () => ({ values: EMPTY, success: {} }),
    failed: (error) => ({ detail: badRequestMessage(error) }),
  });
}
