/**
 * Webhook deliveries (docs/decisions/143): one dispatcher cursor follows the event feed and
 * turns each new event into a delivery per matching hook, in the same transaction that moves
 * the cursor; deliveries are leased like the account mails (docs/decisions/012), sent signed,
 * retried with exponential backoff for 24 hours, then given up and their hook paused, with a
 * mail to its owner through the durable mail queue.
 */
import { CLIENT_ROUTES } from '@fd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AccountStore,
  ClaimedDelivery,
  DeliveryRecord,
  EventRepository,
  FeedPosition,
  MailJob,
  NewDelivery,
  WebhookRecord,
} from '../../store/types';
import type { Mailer } from '../mail/mailer';
import { webhookPausedMail } from './mails';
import type { WebhookSender } from './sender';

/** How long a process may take over one attempt before another process may take it over. */
export const WEBHOOK_LEASE_MS = 2 * 60_000;
/** How long a delivery is retried before it is given up and its hook paused. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 3600_000;
/** Finished deliveries are kept this long for the page, and removed at most this often by a process. */
const KEEP_FINISHED_MS = 30 * 24 * 3600_000;
const PRUNE_EVERY_MS = 3600_000;
/** How often a process dispatches new events and looks for due deliveries. */
const POLL_MS = 5_000;
/** Events one feed page hands the dispatcher, and pages one run reads at most. */
const FEED_PAGE = 500;
const PAGES_PER_RUN = 20;

/** 1 min, 2 min, 4 min … after the n-th failed attempt, at most 4 hours. */
export const retryDelay = (attempts: number) =>
  Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 4 * 3600_000);

const samePosition = (a: FeedPosition, b: FeedPosition) =>
  a.changeId === b.changeId && a.eventId === b.eventId;
const after = (a: FeedPosition, b: FeedPosition) =>
  a.changeId > b.changeId || (a.changeId === b.changeId && a.eventId > b.eventId);

export interface DeliveryDeps {
  accounts: AccountStore;
  events: EventRepository;
  sender: WebhookSender;
  mailer: Mailer;
  /** Writes a job to the durable mail queue, whose sender for 'webhook-paused' is `mailSenders`. */
  enqueue: (job: Pick<MailJob, 'kind' | 'email' | 'lang'>) => Promise<void>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** The clock (tests move it instead of waiting). */
  now?: () => number;
}

export function createWebhookDeliveries(deps: DeliveryDeps) {
  const store = deps.accounts.webhooks;
  const now = deps.now ?? Date.now;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let prunedAt = Number.NEGATIVE_INFINITY;

  const matches = (hook: WebhookRecord, type: string, companyId: number) =>
    (hook.types as string[]).includes(type) &&
    (hook.company_ids === null || hook.company_ids.includes(companyId));

  /** Follows the feed from the dispatcher's cursor; true while there may be more to read. */
  async function dispatchPage(): Promise<boolean> {
    const end = await deps.events.feedEnd();
    const cursor = await store.cursor(end);
    const hooks = await store.active();
    // Nobody listens: what was recorded until now is for no hook.
    if (hooks.length === 0) {
      if (after(end, cursor)) await store.advance(cursor, end, [], now());
      return false;
    }
    const page = await deps.events.feed(cursor, { types: null, countries: null }, FEED_PAGE);
    if (samePosition(page.next, cursor)) return false;
    const deliveries: NewDelivery[] = page.events.flatMap((event) =>
      hooks
        .filter((hook) => matches(hook, event.type, event.company_id))
        .map((hook) => ({
          hook_id: hook.hook_id,
          type: event.type,
          body: JSON.stringify({ type: event.type, hook_id: hook.hook_id, event }),
        })),
    );
    // Another process that moved the cursor first has added these deliveries: read on from its place.
    await store.advance(cursor, page.next, deliveries, now());
    return true;
  }

  /**
   * The one process that paused the hook writes the mail job; the queue sends it and retries a
   * failed send. A process stopped between the two writes leaves the pause unmailed (the hook
   * page still shows it).
   */
  async function pauseHook(delivery: ClaimedDelivery): Promise<void> {
    if (!(await store.pause(delivery.hook_id, new Date(now()).toISOString()))) return;
    const owner = await deps.accounts.users.byId(delivery.user_id);
    if (owner) await deps.enqueue({ kind: 'webhook-paused', email: owner.email, lang: owner.language });
  }

  /** Mails the owner about each of their hooks paused and not yet mailed; each is marked once sent. */
  async function sendPauseMails(job: MailJob): Promise<void> {
    const owner = await deps.accounts.users.byEmail(job.email);
    if (!owner) return;
    const link = `${deps.publicUrl}${CLIENT_ROUTES.account}#webhooks`;
    for (const hook of await store.unmailedPauses(owner.user_id)) {
      await deps.mailer.send(webhookPausedMail(owner.email, hook.url, link, owner.language));
      if (hook.paused_at)
        await store.pauseMailed(hook.hook_id, hook.paused_at, new Date(now()).toISOString());
    }
  }

  async function attempt(delivery: ClaimedDelivery): Promise<void> {
    const result = await deps.sender.post({
      url: delivery.url,
      secret: delivery.secret,
      body: delivery.body,
      deliveryId: delivery.delivery_id,
    });
    if (result.ok) {
      await store.delivered(delivery.delivery_id, result, now());
      // A test that arrives shows the address answers again.
      if (delivery.type === 'test') await store.resume(delivery.hook_id);
      return;
    }
    const retryAt = now() + retryDelay(delivery.attempts);
    const givenUp = retryAt - delivery.created_at > WEBHOOK_RETRY_WINDOW_MS;
    await store.failed(delivery.delivery_id, result, givenUp ? null : retryAt);
    if (givenUp) await pauseHook(delivery);
  }

  async function runOnce(): Promise<void> {
    for (let page = 0; page < PAGES_PER_RUN && !closed; page++) if (!(await dispatchPage())) break;
    for (;;) {
      if (closed) return;
      const delivery = await store.claim(now(), WEBHOOK_LEASE_MS);
      if (!delivery) break;
      await attempt(delivery);
    }
    if (now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now();
      await store.prune(prunedAt - KEEP_FINISHED_MS);
    }
  }

  /** One run per process at a time. */
  function run(): Promise<void> {
    running ??= runOnce()
      .catch((error: unknown) => deps.log.error({ err: error }, 'could not run the webhook deliveries'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    /** Dispatches what the feed holds since the last run and sends every due delivery. */
    run,
    /** Adds a delivery and makes its first attempt now, whether the hook is paused or not. */
    async deliverNow(delivery: NewDelivery): Promise<DeliveryRecord> {
      const id = await store.add(delivery, now());
      const claimed = await store.claim(now(), WEBHOOK_LEASE_MS, id);
      if (claimed) await attempt(claimed);
      const record = await store.delivery(id);
      if (!record) throw new Error(`delivery ${id} vanished`);
      return record;
    },
    /** The mail queue's sender for the 'webhook-paused' kind. */
    mailSenders: { 'webhook-paused': sendPauseMails },
    /** Runs every few seconds until `close`. */
    start() {
      timer ??= setInterval(() => void run(), POLL_MS);
      timer.unref();
      void run();
    },
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
      await deps.sender.close();
    },
  };
}

export type WebhookDeliveries = ReturnType<typeof createWebhookDeliveries>;
