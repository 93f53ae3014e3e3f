import { z } from 'zod';
import { ZErrorResponse } from './api';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants';
import { ZUser } from './entities';
import { failsWith } from './errors';

/** Accounts, with the security decisions of docs/decisions/074. */

export const ZLang = z.enum(['de', 'en']);

export const ZPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, failsWith('password_too_short'))
  .max(MAX_PASSWORD_LENGTH, failsWith('password_too_long'));

export const ZEmailAddress = z
  .string()
  .trim()
  .max(254, 'email is too long')
  .pipe(z.email(failsWith('invalid_email')));

/** Third-party sign-in: the Google Identity Services ID token and the client it was issued to. */
const ZThirdParty = z.object({
  clientId: z.string().min(1, 'clientId is required').max(200),
  credential: z.string().min(20, 'credential is not a valid ID token').max(4096),
  security_IP: z.string().max(64).optional(),
  lang: ZLang.optional(),
});

export const ZRegisterByEmail = z.object({
  fullname: z.string().trim().min(1, failsWith('name_required')).max(120, 'fullname is too long'),
  email: ZEmailAddress,
  password: ZPassword,
  /** Accepted for compatibility; the server takes the address from the request itself. */
  security_IP: z.string().max(64).optional(),
  lang: ZLang.optional(),
});

export const ZRegisterRequest = z.union([ZThirdParty, ZRegisterByEmail]);
export type RegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZLoginByEmail = z.object({
  email: ZEmailAddress,
  password: z.string().min(1, failsWith('password_required')).max(MAX_PASSWORD_LENGTH),
});
export const ZLoginRequest = z.union([ZThirdParty, ZLoginByEmail]);
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZMessageResponse = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof ZMessageResponse>;

export const ZLoginResponse = z.object({ success: z.literal(true), message: z.string(), user: ZUser });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** Failures carry the product's `message` (shown in the alert box) and the API's `error`. */
export const ZAuthFailure = ZErrorResponse;

export const ZResetRequest = z.object({ email: ZEmailAddress, lang: ZLang.optional() });
export const ZResetConfirmRequest = z.object({
  token: z.string().min(20, 'The reset link is invalid.').max(200),
  password: ZPassword,
});

export const ZVerifyQuery = z.object({ token: z.string().max(200).optional() });

export const ZUserDetailsQuery = z.object({ uid: z.string().max(100).optional() });
export const ZUserDetailsResponse = z.object({ success: z.literal(true), user: ZUser });

export const ZEmployeeIdQuery = z.object({
  fullname: z.string().trim().min(1, 'fullname is required').max(200),
});
export const ZEmployeeIdResponse = z.object({
  success: z.boolean(),
  employee_id: z.number().int().nullable(),
});

export const ZAvatarQuery = z.object({
  employee_id: z
    .string()
    .regex(/^\d{1,12}$/, 'employee_id must be a number')
    .optional(),
  name: z.string().trim().max(200).optional(),
});

export type ResetRequest = z.input<typeof ZResetRequest>;
export type UserDetailsResponse = z.infer<typeof ZUserDetailsResponse>;
