import type { LoginRequest, LoginResponse, MessageResponse, RegisterRequest, User } from '@fd/contract';
import { apiGet, apiPost } from './client';

/** The account calls, with the reset link and session of docs/decisions/074. */

export function logIn(request: LoginRequest): Promise<LoginResponse> {
  return apiPost<LoginResponse>('/login', request);
}

export function registerAccount(request: RegisterRequest): Promise<MessageResponse> {
  return apiPost<MessageResponse>('/register', request);
}

export function logOut(): Promise<MessageResponse> {
  return apiPost<MessageResponse>('/logout', {});
}

export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return apiPost<MessageResponse>('/reset', { email });
}

export function confirmPasswordReset(token: string, password: string): Promise<MessageResponse> {
  return apiPost<MessageResponse>('/reset/confirm', { token, password });
}

/** The signed-in user as the server session knows them; 401 without a valid session. */
export function fetchUserDetails(
  userId: string,
  signal?: AbortSignal,
): Promise<{ success: true; user: User }> {
  return apiGet<{ success: true; user: User }>('/getUserDetails', { uid: userId }, signal);
}
