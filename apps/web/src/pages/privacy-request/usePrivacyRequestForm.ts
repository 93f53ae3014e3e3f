import type { PrivacyRequestKind } from '@fd/contract';
import { type FormEvent, useState } from 'react';
import { badRequestMessage } from '../../features/api/client';
import { filePrivacyRequest } from '../../features/api/privacyRequests';

export interface PrivacyRequestValues {
  name: string;
  email: string;
  about: string;
  kind: PrivacyRequestKind;
  correction: string;
  message: string;
}
export type PrivacyRequestField = keyof PrivacyRequestValues;

export type PrivacyRequestStatus =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'success'; deadline: string }
  | { kind: 'error'; detail: string | null };

const empty = (about: string): PrivacyRequestValues => ({
  name: '',
  email: '',
  about,
  kind: 'objection',
  correction: '',
  message: '',
});

/** The form's values and state; `about` starts with the page the visitor came from (`?about=`). */
export function usePrivacyRequestForm(about: string) {
  const [values, setValues] = useState<PrivacyRequestValues>(() => empty(about));
  const [status, setStatus] = useState<PrivacyRequestStatus>({ kind: 'editing' });

  const change = (field: PrivacyRequestField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (status.kind === 'success' || status.kind === 'error') setStatus({ kind: 'editing' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setStatus({ kind: 'sending' });
    try {
      const filed = await filePrivacyRequest(values);
      setValues(empty(''));
      setStatus({ kind: 'success', deadline: filed.deadline });
    } catch (error) {
      setStatus({ kind: 'error', detail: badRequestMessage(error) });
    }
  };

  return { values, status, change, submit };
}
