import type { ContactRequest, SuccessMessage } from '@fd/contract';
import { apiPost } from './client';

export function sendContactMessage(message: ContactRequest): Promise<SuccessMessage> {
  return apiPost<SuccessMessage>('/contact', message);
}
