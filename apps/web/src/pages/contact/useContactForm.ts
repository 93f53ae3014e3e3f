import { type FormEvent, useState } from 'react';
import { badRequestMessage } from '../../features/api/client';
import { sendContactMessage } from '../../features/api/contact';
import type { MessageField, MessageValues } from '../../features/message-form/MessageFields';

/** Contact form states: sending, then success or error. */
export type ContactStatus =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; detail: string | null };

const EMPTY: MessageValues = { name: '', email: '', company: '', subject: '', message: '' };

export function useContactForm() {
  const [values, setValues] = useState<MessageValues>(EMPTY);
  const [status, setStatus] = useState<ContactStatus>({ kind: 'editing' });

  const change = (field: MessageField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (status.kind === 'success' || status.kind === 'error') setStatus({ kind: 'editing' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      await sendContactMessage(values);
      setValues(EMPTY);
      setStatus({ kind: 'success' });
    } catch (error) {
      setStatus({ kind: 'error', detail: badRequestMessage(error) });
    }
  };

  return { values, status, change, submit };
}
