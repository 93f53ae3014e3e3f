import { createHmac } from 'node:crypto';
import { isIP } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER } from '@fd/contract';
import { Agent, request } from 'undici';
import type { AttemptResult } from '../../store/types';
import { bareHost, guardedLookup, isRefusedAddress } from './address-guard';

/** How long one attempt may take to connect, and to answer. */
const TIMEOUT_MS = 10_000;

/** `sha256=<hex HMAC-SHA256 of the raw body>`, the value of X-Firmenradar-Signature. */
export const signature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export interface WebhookPost {
  url: string;
  secret: string;
  body: string;
  deliveryId: number;
}

export interface WebhookSender {
  /** One attempt: a 2xx answer is a delivery; anything else (a redirect too) is a failure. */
  post(delivery: WebhookPost): Promise<AttemptResult & { ok: boolean }>;
  close(): Promise<void>;
}

/**
 * Sends deliveries over undici with the SSRF guard in the connection itself: names are resolved
 * by `guardedLookup` and the socket connects to the address it checked; IP literals are checked
 * here, because a connection to one resolves nothing. Redirects are not followed.
 */
export function createWebhookSender(allowPrivate: boolean): WebhookSender {
  const agent = new Agent({
    connect: { timeout: TIMEOUT_MS, ...(allowPrivate ? {} : { lookup: guardedLookup }) },
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  return {
    async post({ url, secret, body, deliveryId }) {
      const target = new URL(url);
      const host = bareHost(target);
      if (!allowPrivate && isIP(host) && isRefusedAddress(host))
        return { ok: false, status: null, error: `${host} is a private, local or reserved address` };
      try {
        const response = await request(target, {
          method: 'POST',
          body,
          dispatcher: agent,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Firmenradar-Webhooks/1',
            [WEBHOOK_SIGNATURE_HEADER.toLowerCase()]: signature(secret, body),
            'x-firmenradar-delivery': String(deliveryId),
          },
        });
        await response.body.dump();
        const ok = response.statusCode >= 200 && response.statusCode < 300;
        const redirect = response.statusCode >= 300 && response.statusCode < 400;
        return {
          ok,
          status: response.statusCode,
          error: ok ? null : `HTTP ${response.statusCode}${redirect ? ' (redirects are not followed)' : ''}`,
        };
      } catch (error) {
        const cause = error instanceof Error ? (error.cause ?? error) : error;
        return { ok: false, status: null, error: cause instanceof Error ? cause.message : String(cause) };
      }
    },
    close: () => agent.close(),
  };
}
