import type { LoginRequest, RegisterRequest } from '@fd/contract';
import { api } from './client';

/** The account calls, with the reset link and session of docs/decisions/074. */

export const logIn = (request: LoginRequest) => api('login', { body: request });

export const registerAccount = (request: RegisterRequest) => api('register', { body: request });

export const logOut = () => api('logout');

export const requestPasswordReset = (email: string) => api('requestReset', { body: { email } });

export const confirmPasswordReset = (token: string, password: string) =>
  api('confirmReset', { body: { token, password } });

/** The signed-in user as the server session knows them; 401 without a valid session. */
export const fetchUserDetails = (userId: string, signal?: AbortSignal) =>
  api('userDetails', { query: { uid: userId }, signal });
