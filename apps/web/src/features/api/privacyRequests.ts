import type { PrivacyRequestInput } from '@fd/contract';
import { api } from './client';

/** Files a privacy request (docs/decisions/172); the answer carries its deadline. */
export const filePrivacyRequest = (request: PrivacyRequestInput) => api('privacyRequest', { body: request });
