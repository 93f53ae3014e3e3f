import { randomBytes, randomUUID } from 'node:crypto';
import {
  type CreateWebhookRequest,
  MAX_WEBHOOKS,
  parseEventTypes,
  WEBHOOK_DELIVERIES_SHOWN,
  type Webhook,
  type WebhookDelivery,
} from '@fd/contract';
import { fail } from '../../errors';
import type { AccountStore, DeliveryRecord, WebhookRecord } from '../../store/types';
import { bareHost, RefusedAddress, resolvePublic } from './address-guard';
import type { WebhookDeliveries } from './deliveries';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function toDelivery(record: DeliveryRecord): WebhookDelivery {
  return {
    id: record.delivery_id,
    type: record.type,
    status: record.status,
    attempts: record.attempts,
    last_status: record.last_status,
    last_error: record.last_error,
    created_at: new Date(record.created_at).toISOString(),
    delivered_at: iso(record.delivered_at),
    next_attempt_at: record.status === 'pending' ? iso(record.due_at) : null,
  };
}

function toWebhook(record: WebhookRecord, deliveries: DeliveryRecord[]): Webhook {
  return {
    id: record.hook_id,
    url: record.url,
    types: record.types,
    company_ids: record.company_ids,
    created_at: record.created_at,
    paused_at: record.paused_at,
    deliveries: deliveries.filter((d) => d.hook_id === record.hook_id).map(toDelivery),
  };
}

/**
 * The address a hook may have: http(s), no credentials, and — unless private addresses are
 * allowed — no host that is or resolves to a private, local or reserved address. A name that
 * does not resolve yet is accepted: every delivery resolves and checks it again.
 */
async function checkUrl(text: string, allowPrivate: boolean): Promise<string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw fail('webhook_url_invalid').inField('url');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw fail('webhook_url_invalid').inField('url');
  if (allowPrivate) return url.href;
  try {
    await resolvePublic(bareHost(url));
  } catch (error) {
    if (error instanceof RefusedAddress)
      throw fail('webhook_url_private', { host: url.hostname }).inField('url');
  }
  return url.href;
}

export type WebhookService = ReturnType<typeof createWebhookService>;

/** The account area's webhooks: created (the secret shown once), listed with their deliveries, deleted, tested. */
export function createWebhookService(deps: {
  accounts: AccountStore;
  deliveries: WebhookDeliveries;
  allowPrivate: boolean;
}) {
  const store = deps.accounts.webhooks;
  return {
    async list(userId: string): Promise<Webhook[]> {
      const hooks = await store.listForUser(userId);
      const deliveries = await store.deliveries(
        hooks.map((hook) => hook.hook_id),
        WEBHOOK_DELIVERIES_SHOWN,
      );
      return hooks.map((hook) => toWebhook(hook, deliveries));
    },

    async create(
      userId: string,
      request: CreateWebhookRequest,
    ): Promise<{ secret: string; webhook: Webhook }> {
      const parsed = parseEventTypes(request.types.join(','));
      if ('unknown' in parsed) throw fail('event_type_unknown', { type: parsed.unknown }).inField('types');
      if (parsed.types.length === 0) throw fail('webhook_types_required').inField('types');
      const url = await checkUrl(request.url, deps.allowPrivate);
      const secret = `whsec_${randomBytes(32).toString('base64url')}`;
      const record: WebhookRecord = {
        hook_id: randomUUID(),
        user_id: userId,
        url,
        types: parsed.types,
        company_ids: request.company_ids?.length ? [...new Set(request.company_ids)] : null,
        secret,
        created_at: new Date().toISOString(),
        paused_at: null,
        pause_mailed_at: null,
      };
      if (!(await store.create(record, MAX_WEBHOOKS))) throw fail('webhook_limit', { limit: MAX_WEBHOOKS });
      return { secret, webhook: toWebhook(record, []) };
    },

    async remove(userId: string, hookId: string): Promise<void> {
      if (!(await store.delete(userId, hookId))) throw fail('webhook_not_found');
    },

    async test(userId: string, hookId: string): Promise<WebhookDelivery> {
      const hook = await store.byId(userId, hookId);
      if (!hook) throw fail('webhook_not_found');
      const body = JSON.stringify({ type: 'test', hook_id: hookId, sent_at: new Date().toISOString() });
      return toDelivery(await deps.deliveries.deliverNow({ hook_id: hookId, type: 'test', body }));
    },
  };
}
