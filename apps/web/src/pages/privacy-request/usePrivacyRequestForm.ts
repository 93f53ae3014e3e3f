import type { PrivacyRequestFields } from '@fd/contract';
import { badRequestMessage } from '../../features/api/client';
import { filePrivacyRequest } from '../../features/api/privacyRequests';
import { useSendForm } from '../../features/message-form/useSendForm';

export type PrivacyRequestValues = PrivacyRequestFields;
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
