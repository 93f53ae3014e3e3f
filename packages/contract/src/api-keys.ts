import { z } from 'zod';
import { failsWith } from './errors';
import { userName } from './names';

/** Keys one account may hold, and requests one key may make per day. */
export const MAX_API_KEYS = 5;
/** Keys an account may create a day, revoked ones included (decision 173). */
export const API_KEYS_CREATED_PER_DAY = 20;
export const API_KEY_REQUESTS_PER_DAY = 5000;
/** Every key starts with this, so a leaked one is recognisable (e.g. by secret scanners). */
export const API_KEY_PREFIX = 'frk_';

export const ZApiKey = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to tell keys apart; the key itself is shown only once. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeysResponse = z.object({
  success: z.literal(true),
  keys: z.array(ZApiKey),
  /** Requests each key may make per day. */
  daily_quota: z.number().int(),
});
export type ApiKeysResponse = z.infer<typeof ZApiKeysResponse>;

export const ZCreateApiKeyRequest = z.object({
  name: userName().min(1, failsWith('api_key_name_required')).max(100),
});
export type CreateApiKeyRequest = z.input<typeof ZCreateApiKeyRequest>;

export const ZCreatedApiKey = z.object({
  success: z.literal(true),
  /** The secret, shown this once; only its hash is stored. */
  key: z.string(),
  api_key: ZApiKey,
});
export type CreatedApiKey = z.infer<typeof ZCreatedApiKey>;

export const ZApiKeyParams = z.object({ id: z.string().uuid('id must be a key id') });
