import type { ContactRequest } from '@fd/contract';
import { api } from './client';

/** The public contact form. */
export const sendContactMessage = (message: ContactRequest) => api('contact', { body: message });

/** The support form: the contact form's request, sent with the session of a signed-in user. */
export const sendSupportRequest = (request: ContactRequest) => api('support', { body: request });
