import type { DeliveryType, EventType } from '@fd/contract';
import type { FeedPosition } from './events';

/** A user's webhook as the account store keeps it (docs/decisions/143). */
export interface WebhookRecord {
  hook_id: string;
  user_id: string;
  url: string;
  types: EventType[];
  /** Null: every company. */
  company_ids: number[] | null;
  /** Kept as it is: signing needs the secret itself (docs/decisions/143). */
  secret: string;
  created_at: string;
  paused_at: string | null;
  /** When its owner was mailed about this pause; null while the mail is owed (or it runs). */
  pause_mailed_at: string | null;
}

export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface DeliveryRecord {
  delivery_id: number;
  hook_id: string;
  type: DeliveryType;
  status: DeliveryStatus;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  /** Epoch milliseconds. */
  created_at: number;
  due_at: number;
  delivered_at: number | null;
}

/** A delivery to be made: its hook, its type and the raw JSON body that is signed and sent. */
export interface NewDelivery {
  hook_id: string;
  type: DeliveryType;
  body: string;
}

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery extends DeliveryRecord {
  body: string;
  url: string;
  secret: string;
  user_id: string;
}

/** The outcome of one attempt. */
export interface AttemptResult {
  status: number | null;
  error: string | null;
}

export interface WebhookRepository {
  /** Adds the hook unless its user holds `max` already; false then. Holds under concurrent creates. */
  create(hook: WebhookRecord, max: number): Promise<boolean>;
  /** Oldest first. */
  listForUser(userId: string): Promise<WebhookRecord[]>;
  byId(userId: string, hookId: string): Promise<WebhookRecord | null>;
  /** False when the user has no such hook; its deliveries go with it. */
  delete(userId: string, hookId: string): Promise<boolean>;
  /** Hooks that are not paused, for the dispatcher. */
  active(): Promise<WebhookRecord[]>;
  /** The newest `limit` deliveries of each of the hooks, newest first. */
  deliveries(hookIds: readonly string[], limit: number): Promise<DeliveryRecord[]>;
  /**
   * The dispatcher's place in the event feed (one for the installation); `start` is stored
   * first when there is none yet, so the first dispatch begins at the feed's end.
   */
  cursor(start: FeedPosition): Promise<FeedPosition>;
  /**
   * Moves the cursor from `from` to `to` and adds the deliveries of the events in between, in
   * one transaction; false (and nothing written) when another process moved it first.
   */
  advance(
    from: FeedPosition,
    to: FeedPosition,
    deliveries: readonly NewDelivery[],
    now: number,
  ): Promise<boolean>;
  /** Adds one delivery due at once; its id. */
  add(delivery: NewDelivery, now: number): Promise<number>;
  /**
   * Leases a due pending delivery of a hook that is not paused (or the delivery `deliveryId`,
   * paused or not) until `now + leaseMs`, counting the attempt; null when none is due.
   */
  claim(now: number, leaseMs: number, deliveryId?: number): Promise<ClaimedDelivery | null>;
  delivered(deliveryId: number, result: AttemptResult, now: number): Promise<void>;
  /** An attempt failed: due again at `retryAt`, or given up (`failed`) when `retryAt` is null. */
  failed(deliveryId: number, result: AttemptResult, retryAt: number | null): Promise<void>;
  /** Pauses the hook; true for the one caller that paused it (the one that mails its owner). */
  pause(hookId: string, at: string): Promise<boolean>;
  resume(hookId: string): Promise<void>;
  /** The user's paused hooks whose owner has not been mailed about the pause yet. */
  unmailedPauses(userId: string): Promise<WebhookRecord[]>;
  /** The owner was mailed about the pause that began at `pausedAt` (a later pause is mailed again). */
  pauseMailed(hookId: string, pausedAt: string, at: string): Promise<void>;
  /** Removes finished deliveries created before `before`. */
  prune(before: number): Promise<void>;
  delivery(deliveryId: number): Promise<DeliveryRecord | null>;
}
