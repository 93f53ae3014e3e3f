import { type FormEvent, useState } from 'react';
import { sendSupportRequest } from '../../../features/api/account';
import { useAuth } from '../../../features/auth/AuthContext';
import type { MessageField, MessageValues } from '../../../features/message-form/MessageFields';
import { useFailureMessage } from '../../../features/workspace/useFailureMessage';

export type SupportStatus =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

/** The support form's values (name and e-mail filled in from the account) and its states. */
export function useSupportForm() {
  const { user } = useAuth();
  const failureMessage = useFailureMessage();
  const empty: MessageValues = {
    name: user?.fullname ?? '',
    email: user?.email ?? '',
    company: '',
    subject: '',
    message: '',
  };
  const [values, setValues] = useState<MessageValues>(empty);
  const [status, setStatus] = useState<SupportStatus>({ kind: 'editing' });

  const change = (field: MessageField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (status.kind === 'success' || status.kind === 'error') setStatus({ kind: 'editing' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      await sendSupportRequest(values);
      setValues({ ...empty, name: values.name, email: values.email });
      setStatus({ kind: 'success' });
    } catch (error) {
      const message = failureMessage(error);
      setStatus(message === null ? { kind: 'editing' } : { kind: 'error', message });
    }
  };

  return { values, status, change, submit };
}
