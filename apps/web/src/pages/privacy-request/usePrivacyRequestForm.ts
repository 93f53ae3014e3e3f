import type { PrivacyRequestKind } from '@fd/contract';
import { badRequestMessage } from '../../features/api/client';
import { filePrivacyRequest } from '../../features/api/privacyRequests';
import { useSendForm } from '../../features/message-form/useSendForm';

export interface PrivacyRequestValues {
  name: string;
  email: string;
  about: string;
  kind: PrivacyRequestKind;
  correction: string;
  message: string;
}
export type PrivacyRequestField = keyof PrivacyRequestValues;

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
  return useSendForm({
    initial: () => empty(about),
    send: filePrivacyRequest,
    sent: (filed) => ({ values: empty(''), success: { deadline: filed.deadline } }),
    failed: (error) => ({ detail: badRequestMessage(error) }),
  });
}
