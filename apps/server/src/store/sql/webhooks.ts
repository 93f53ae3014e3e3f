import type { EventType } from '@fd/contract';
import type { Kysely, Selectable } from 'kysely';
import type { FeedPosition, WebhookRecord, WebhookRepository } from '../types';
import { atomically, byteOrder, changed, counted, type Engine } from './query-layer';
import type { AccountTables, WebhooksTable } from './tables';

/** The dispatcher's place in the event feed, in `account_meta`. */
const CURSOR_KEY = 'webhook-dispatch-cursor';

const DELIVERY_COLUMNS = [
  'delivery_id',
  'hook_id',
  'type',
  'status',
  'attempts',
  'last_status',
  'last_error',
  'created_at',
  'due_at',
  'delivered_at',
] as const;

const encodePosition = (position: FeedPosition) => `${position.changeId}:${position.eventId}`;
function decodePosition(text: string): FeedPosition {
  const [changeId = 0, eventId = 0] = text.split(':').map(Number);
  return { changeId, eventId };
}

function toHook(row: Selectable<WebhooksTable>): WebhookRecord {
  return {
    ...row,
    types: row.types.split(',') as EventType[],
    company_ids: row.company_ids === null ? null : row.company_ids.split(',').map(Number),
  };
}

/** Another process moved the cursor first: its transaction has added these events' deliveries. */
class CursorMoved extends Error {}

export function createWebhookRepository(db: Kysely<AccountTables>, engine: Engine): WebhookRepository {
  return {
    async create(hook, max) {
      return db.transaction().execute(async (tx) => {
        // SQLite's transaction holds the file's write lock from BEGIN; PostgreSQL's locks the
        // user's row, so concurrent creates of one user count one after the other.
        if (engine === 'postgres')
          await tx
            .selectFrom('users')
            .select('user_id')
            .where('user_id', '=', hook.user_id)
            .forUpdate()
            .execute();
        const held = await counted(
          tx
            .selectFrom('webhooks')
            .select((eb) => eb.fn.countAll().as('count'))
            .where('user_id', '=', hook.user_id)
            .executeTakeFirstOrThrow(),
        );
        if (held >= max) return false;
        await tx
          .insertInto('webhooks')
          .values({
            ...hook,
            types: hook.types.join(','),
            company_ids: hook.company_ids === null ? null : hook.company_ids.join(','),
          })
          .execute();
        return true;
      });
    },
    listForUser: async (userId) =>
      (
        await db
          .selectFrom('webhooks')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .orderBy(byteOrder(engine, 'hook_id'))
          .execute()
      ).map(toHook),
    async byId(userId, hookId) {
      const row = await db
        .selectFrom('webhooks')
        .selectAll()
        .where('user_id', '=', userId)
        .where('hook_id', '=', hookId)
        .executeTakeFirst();
      return row ? toHook(row) : null;
    },
    delete: async (userId, hookId) =>
      changed(
        await db
          .deleteFrom('webhooks')
          .where('user_id', '=', userId)
          .where('hook_id', '=', hookId)
          .executeTakeFirst(),
      ) === 1,
    active: async () =>
      (await db.selectFrom('webhooks').selectAll().where('paused_at', 'is', null).execute()).map(toHook),
    async deliveries(hookIds, limit) {
      // One short query per hook (at most 10): a busy hook cannot crowd out another's.
      const perHook = await Promise.all(
        hookIds.map((hookId) =>
          db
            .selectFrom('webhook_deliveries')
            .select(DELIVERY_COLUMNS)
            .where('hook_id', '=', hookId)
            .orderBy('delivery_id', 'desc')
            .limit(limit)
            .execute(),
        ),
      );
      return perHook.flat();
    },
    async cursor(start) {
      const read = () =>
        db.selectFrom('account_meta').select('value').where('key', '=', CURSOR_KEY).executeTakeFirst();
      const stored = await read();
      if (stored) return decodePosition(stored.value);
      // The first process to ask stores its start; whoever loses the race reads the winner's.
      await db
        .insertInto('account_meta')
        .values({ key: CURSOR_KEY, value: encodePosition(start) })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
      const row = await read();
      if (!row) throw new Error('the webhook dispatch cursor could not be stored');
      return decodePosition(row.value);
    },
    async advance(from, to, deliveries, now) {
      try {
        await db.transaction().execute(async (tx) => {
          const moved = await tx
            .updateTable('account_meta')
            .set({ value: encodePosition(to) })
            .where('key', '=', CURSOR_KEY)
            .where('value', '=', encodePosition(from))
            .executeTakeFirst();
          if (changed(moved) !== 1) throw new CursorMoved();
          if (deliveries.length === 0) return;
          await tx
            .insertInto('webhook_deliveries')
            .values(
              deliveries.map((d) => ({ ...d, status: 'pending' as const, created_at: now, due_at: now })),
            )
            .execute();
        });
        return true;
      } catch (error) {
        if (error instanceof CursorMoved) return false;
        throw error;
      }
    },
    async add(delivery, now) {
      const row = await db
        .insertInto('webhook_deliveries')
        .values({ ...delivery, status: 'pending', created_at: now, due_at: now })
        .returning('delivery_id')
        .executeTakeFirstOrThrow();
      return Number(row.delivery_id);
    },
    async claim(now, leaseMs, deliveryId) {
      const claimed = await atomically(engine, db, (on) =>
        on
          .updateTable('webhook_deliveries')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), due_at: now + leaseMs }))
          .where('delivery_id', '=', (eb) =>
            eb
              .selectFrom('webhook_deliveries as d')
              .select('d.delivery_id')
              .where('d.status', '=', 'pending')
              .where('d.due_at', '<=', now)
              .$if(deliveryId !== undefined, (query) => query.where('d.delivery_id', '=', deliveryId ?? 0))
              .$if(deliveryId === undefined, (query) =>
                query.where('d.hook_id', 'in', (sub) =>
                  sub.selectFrom('webhooks').select('hook_id').where('paused_at', 'is', null),
                ),
              )
              .orderBy('d.delivery_id')
              .limit(1)
              .$if(engine === 'postgres', (query) => query.forUpdate().skipLocked()),
          )
          .returning([...DELIVERY_COLUMNS, 'body'])
          .executeTakeFirst(),
      );
      if (!claimed) return null;
      const hook = await db
        .selectFrom('webhooks')
        .select(['url', 'secret', 'user_id'])
        .where('hook_id', '=', claimed.hook_id)
        .executeTakeFirst();
      return hook ? { ...claimed, ...hook } : null;
    },
    async delivered(deliveryId, result, now) {
      await db
        .updateTable('webhook_deliveries')
        .set({ status: 'delivered', last_status: result.status, last_error: null, delivered_at: now })
        .where('delivery_id', '=', deliveryId)
        .execute();
    },
    async failed(deliveryId, result, retryAt) {
      await db
        .updateTable('webhook_deliveries')
        .set({
          status: retryAt === null ? 'failed' : 'pending',
          due_at: retryAt ?? 0,
          last_status: result.status,
          last_error: result.error?.slice(0, 500) ?? null,
        })
        .where('delivery_id', '=', deliveryId)
        .execute();
    },
    pause: async (hookId, at) =>
      changed(
        await db
          .updateTable('webhooks')
          .set({ paused_at: at })
          .where('hook_id', '=', hookId)
          .where('paused_at', 'is', null)
          .executeTakeFirst(),
      ) === 1,
    async resume(hookId) {
      await db
        .updateTable('webhooks')
        .set({ paused_at: null, pause_mailed_at: null })
        .where('hook_id', '=', hookId)
        .execute();
    },
    unmailedPauses: async (userId) =>
      (
        await db
          .selectFrom('webhooks')
          .selectAll()
          .where('user_id', '=', userId)
          .where('paused_at', 'is not', null)
          .where('pause_mailed_at', 'is', null)
          .orderBy('paused_at')
          .orderBy('hook_id')
          .execute()
      ).map(toHook),
    async pauseMailed(hookId, pausedAt, at) {
      await db
        .updateTable('webhooks')
        .set({ pause_mailed_at: at })
        .where('hook_id', '=', hookId)
        .where('paused_at', '=', pausedAt)
        .execute();
    },
    async prune(before) {
      await db
        .deleteFrom('webhook_deliveries')
        .where('status', '!=', 'pending')
        .where('created_at', '<', before)
        .execute();
    },
    delivery: async (deliveryId) =>
      (await db
        .selectFrom('webhook_deliveries')
        .select(DELIVERY_COLUMNS)
        .where('delivery_id', '=', deliveryId)
        .executeTakeFirst()) ?? null,
  };
}
