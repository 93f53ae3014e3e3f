import { z } from 'zod';
import { failsWith } from './errors';
import { ZEventType } from './events';

/**
 * Webhooks (issue 29, docs/decisions/143): register events POSTed to a user's URL as signed JSON,
 * retried with backoff and recorded, so a program need not poll the feed.
 */

/** Hooks one account may hold. */
export const MAX_WEBHOOKS = 10;
/** The longest URL a hook may have. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Companies one hook may be limited to. */
export const WEBHOOK_MAX_COMPANIES = 1000;
/** The header that carries `sha256=<hex HMAC-SHA256 of the raw body with the hook's secret>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Firmenradar-Signature';
/** Deliveries of each hook the list shows, newest first. */
export const WEBHOOK_DELIVERIES_SHOWN = 20;

/** `test` is the delivery `POST /api/webhooks/:id/test` sends; every other is an event type. */
export const ZDeliveryType = z.union([ZEventType, z.literal('test')]);
export type DeliveryType = z.infer<typeof ZDeliveryType>;

export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  type: ZDeliveryType,
  /** pending: not yet delivered (retried until 24 h after `created_at`); failed: given up. */
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** The HTTP status of the last attempt, null when none was answered. */
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  /** When a pending delivery is tried next. */
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhook = z.object({
  id: z.string(),
  url: z.string(),
  types: z.array(ZEventType),
  /** The companies whose events the hook receives; null: every company. */
  company_ids: z.array(z.number().int()).nullable(),
  created_at: z.string(),
  /** Set when the hook kept failing; a test delivery that succeeds resumes it. */
  paused_at: z.string().nullable(),
  /** The newest deliveries, newest first. */
  deliveries: z.array(ZWebhookDelivery),
});
export type Webhook = z.infer<typeof ZWebhook>;

export const ZWebhooksResponse = z.object({ success: z.literal(true), webhooks: z.array(ZWebhook) });
export type WebhooksResponse = z.infer<typeof ZWebhooksResponse>;

export const ZCreateWebhookRequest = z.object({
  url: z.string().trim().max(WEBHOOK_URL_MAX_LENGTH, failsWith('webhook_url_too_long')),
  /** Event type ids; unknown ones are refused with `event_type_unknown`. */
  types: z.array(z.string().max(100)).max(100),
  company_ids: z.array(z.number().int().positive()).max(WEBHOOK_MAX_COMPANIES).optional(),
});
export type CreateWebhookRequest = z.input<typeof ZCreateWebhookRequest>;

export const ZCreatedWebhook = z.object({
  success: z.literal(true),
  /** The signing secret, shown this once. */
  secret: z.string(),
  webhook: ZWebhook,
});
export type CreatedWebhook = z.infer<typeof ZCreatedWebhook>;

export const ZWebhookParams = z.object({ id: z.string().uuid('id must be a webhook id') });

export const ZWebhookTestResponse = z.object({ success: z.literal(true), delivery: ZWebhookDelivery });
export type WebhookTestResponse = z.infer<typeof ZWebhookTestResponse>;
