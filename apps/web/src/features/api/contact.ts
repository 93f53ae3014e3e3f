import type { ContactRequest } from '@fd/contract';
import { api } from './client';

export const sendContactMessage = (message: ContactRequest) => api('contact', { body: message });
