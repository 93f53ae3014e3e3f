import { ZMessageResponse } from '../auth';
import {
  ZCreatedWebhook,
  ZCreateWebhookRequest,
  ZWebhookParams,
  ZWebhooksResponse,
  ZWebhookTestResponse,
} from '../webhooks';
import type { RouteSpecs } from './define';

const tags = ['webhooks'];

/** Webhooks of the signed-in user (docs/decisions/143): a browser session only, like API keys. */
export const WEBHOOK_ROUTES = {
  webhooks: {
    auth: 'session',
    tags,
    summary: "The caller's webhooks with their newest deliveries (never the secrets)",
    response: ZWebhooksResponse,
    errors: [],
  },
  createWebhook: {
    auth: 'session',
    tags,
    summary: 'Create a webhook for event types (and companies); the answer holds its secret, shown this once',
    body: ZCreateWebhookRequest,
    response: ZCreatedWebhook,
    errors: [
      'webhook_url_invalid',
      'webhook_url_too_long',
      'webhook_url_private',
      'webhook_types_required',
      'event_type_unknown',
      'webhook_limit',
      'rate_limited',
    ],
  },
  deleteWebhook: {
    auth: 'session',
    tags,
    summary: 'Delete a webhook and its deliveries',
    params: ZWebhookParams,
    response: ZMessageResponse,
    errors: ['webhook_not_found'],
  },
  testWebhook: {
    auth: 'session',
    tags,
    summary: 'Send a delivery of type `test` at once and answer with its record',
    params: ZWebhookParams,
    response: ZWebhookTestResponse,
    errors: ['webhook_not_found', 'rate_limited'],
  },
} as const satisfies RouteSpecs;
