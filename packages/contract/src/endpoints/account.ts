import { ZContactRequest } from '../api';
import { ZApiKeyParams, ZApiKeysResponse, ZCreateApiKeyRequest, ZCreatedApiKey } from '../api-keys';
import { ZMessageResponse } from '../auth';
import { ZDigestSettings, ZDigestSettingsResponse } from '../changes';
import { ZQuotasResponse } from '../quotas';
import {
  ZAccountExport,
  ZAccountResponse,
  ZAccountUpdate,
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZSessionParams,
  ZSessionsResponse,
} from '../workspace';
import type { RouteSpecs } from './define';

const tags = ['account'];

/** The account area (`/account…`): a browser session only, never an API key (docs/decisions/174). */
export const ACCOUNT_ROUTES = {
  account: {
    auth: 'session',
    tags,
    summary: 'The account of the caller',
    response: ZAccountResponse,
    errors: [],
  },
  updateAccount: {
    auth: 'session',
    tags,
    summary: 'Change full name, picture or language',
    body: ZAccountUpdate,
    response: ZAccountResponse,
    errors: ['name_required'],
  },
  deleteAccount: {
    auth: 'session',
    tags,
    summary: 'Delete the account and its data (password confirmation)',
    body: ZDeleteAccountRequest,
    response: ZMessageResponse,
    errors: ['wrong_password', 'confirm_email_mismatch', 'rate_limited'],
  },
  changePassword: {
    auth: 'session',
    tags,
    summary: 'Change the password; ends every other session',
    body: ZChangePasswordRequest,
    response: ZMessageResponse,
    errors: ['password_too_short', 'password_too_long', 'wrong_password', 'rate_limited'],
  },
  sessions: {
    auth: 'session',
    tags,
    summary: 'Active sessions of the account',
    response: ZSessionsResponse,
    errors: [],
  },
  revokeSession: {
    auth: 'session',
    tags,
    summary: 'Sign out one session',
    params: ZSessionParams,
    response: ZMessageResponse,
    errors: ['session_not_found'],
  },
  exportAccount: {
    auth: 'session',
    tags,
    summary: 'Download everything stored about the account (JSON)',
    response: ZAccountExport,
    errors: ['too_many_documents', 'too_many_in_flight'],
  },
  apiKeys: {
    auth: 'session',
    tags,
    summary: "The caller's API keys (never the keys themselves)",
    response: ZApiKeysResponse,
    errors: [],
  },
  createApiKey: {
    auth: 'session',
    tags,
    summary: 'Create an API key; the answer holds the key, shown this once',
    body: ZCreateApiKeyRequest,
    response: ZCreatedApiKey,
    errors: [
      'api_key_name_required',
      'name_control_characters',
      'api_key_limit',
      'api_key_create_limit',
      'rate_limited',
    ],
  },
  revokeApiKey: {
    auth: 'session',
    tags,
    summary: 'Revoke an API key: it is refused from now on',
    params: ZApiKeyParams,
    response: ZMessageResponse,
    errors: ['api_key_not_found'],
  },
  digestSettings: {
    auth: 'session',
    tags,
    summary: 'Whether the caller gets the daily digest of watched companies that changed',
    response: ZDigestSettingsResponse,
    errors: [],
  },
  saveDigestSettings: {
    auth: 'session',
    tags,
    summary: 'Opt in to or out of the daily digest',
    body: ZDigestSettings,
    response: ZDigestSettingsResponse,
    errors: [],
  },
  quotas: {
    auth: 'sessionOrKey',
    tags,
    summary: "The caller's daily quotas: export rows and employees' contact data",
    response: ZQuotasResponse,
    errors: [],
  },
  support: {
    auth: 'session',
    tags,
    summary: 'Send a support request (stored and mailed)',
    body: ZContactRequest,
    response: ZMessageResponse,
    errors: ['too_many_messages', 'rate_limited'],
  },
} as const satisfies RouteSpecs;
