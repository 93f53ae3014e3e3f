import { EVENT_TYPES, ZCreatedWebhook, ZRefreshResponse, ZWebhooksResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMail } from '../../src/modules/mail/mailer';
import {
  createWebhookDeliveries,
  retryDelay,
  WEBHOOK_LEASE_MS,
  WEBHOOK_RETRY_WINDOW_MS,
  type WebhookDeliveries,
} from '../../src/modules/webhooks/deliveries';
import { createWebhookSender } from '../../src/modules/webhooks/sender';
import { clientAddress } from '../auth-helpers';
import { eventually } from '../eventually';
import { type SignedInUser, signIn } from '../factories';
import type { TestApp } from '../helpers';
import { createMailKeepingTestApp } from '../mail-keeping-app';
import { recordingMailer, signedWith, silentLog, startReceiver } from '../webhook-receiver';

describe('webhooks: deliveries', () => {
  let t: TestApp;
  let user: SignedInUser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let mails: OutgoingMail[] = [];
  // The deliveries' clock: tests move it instead of waiting.
  let clock = Date.parse('2026-11-28T12:00:00Z');
  let deliveries: WebhookDeliveries;
  beforeAll(async () => {
    // The app's mail queue sends the pause mail with the app's senders; its mails are kept.
    ({ t, mails } = await createMailKeepingTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' }));
    user = await signIn(t, 'hook-deliveries');
    receiver = await startReceiver();
    deliveries = createWebhookDeliveries({
      accounts: t.stores.accounts,
      events: t.stores.companies.events,
      sender: createWebhookSender(true),
      mailer: recordingMailer(),
      enqueue: (job) => t.stores.accounts.mailJobs.add(job, Date.now()),
      publicUrl: 'http://localhost:3000',
      log: silentLog,
      now: () => clock,
    });
  });
  afterAll(async () => {
    await deliveries.close();
    await receiver.close();
    await t.close();
  });

  async function createHook(path: string, types: readonly string[], companyIds?: number[]) {
    const response = await user.request({
      method: 'POST',
      url: '/api/webhooks',
      payload: { url: receiver.url(path), types, company_ids: companyIds },
      remoteAddress: clientAddress(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return ZCreatedWebhook.parse(response.json());
  }
  const hookOf = async (id: string) =>
    ZWebhooksResponse.parse((await user.request('/api/webhooks')).json()).webhooks.find(
      (hook) => hook.id === id,
    )!;

  it('sends new events to the hooks whose types and companies they match, signed', async () => {
    // The dispatcher starts at the feed's end: nothing the dataset came with is sent.
    await deliveries.run();
    const all = await createHook('/all', EVENT_TYPES);
    const elsewhere = await createHook('/elsewhere', EVENT_TYPES, [1]);
    await deliveries.run();
    expect(receiver.at('/all')).toEqual([]);

    // Refresh Data records what changed at the source as events of the day.
    let refreshed: number | null = null;
    for (let cid = 300; cid < 500 && refreshed === null; cid++) {
      const response = await user.request({
        method: 'POST',
        url: '/api/refreshData',
        payload: { company_id: cid },
        remoteAddress: clientAddress(),
      });
      const body = ZRefreshResponse.parse(response.json());
      if (body.changes.length > 0) refreshed = cid;
    }
    expect(refreshed).not.toBeNull();
    const cid = refreshed!;
    // What Refresh Data recorded carries a timestamp; the dataset's histories a date.
    const expected = (await t.stores.companies.events.ofCompany(cid, 1000)).filter(
      (event) => event.recorded_at.length > 10,
    );
    const arrived = await eventually(
      async () => {
        await deliveries.run();
        return receiver.at('/all');
      },
      (list) => list.length >= expected.length && expected.length > 0,
      { what: 'the refreshed company’s events at the receiver' },
    );
    for (const delivery of arrived) {
      expect(signedWith(delivery, all.secret)).toBe(true);
      const body = JSON.parse(delivery.body);
      expect(body.hook_id).toBe(all.webhook.id);
      expect(body.event.company_id).toBe(cid);
      expect(body.type).toBe(body.event.type);
    }
    expect(arrived.map((d) => JSON.parse(d.body).event.event_id).sort()).toEqual(
      expected.map((event) => event.event_id).sort(),
    );
    expect(receiver.at('/elsewhere')).toEqual([]);
    expect((await hookOf(elsewhere.webhook.id)).deliveries).toEqual([]);
    const listed = (await hookOf(all.webhook.id)).deliveries;
    expect(listed.every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(true);
    // Another run sends nothing twice.
    await deliveries.run();
    expect(receiver.at('/all')).toHaveLength(arrived.length);
  });

  it('retries with exponential backoff for 24 hours, then pauses the hook and mails its owner', async () => {
    const { webhook } = await createHook('/down', ['merger']);
    receiver.answer('/down', 503);
    const first = await deliveries.deliverNow({ hook_id: webhook.id, type: 'test', body: '{"type":"test"}' });
    expect(first).toMatchObject({ status: 'pending', attempts: 1, last_status: 503, due_at: clock + 60_000 });

    // Not due yet: nothing is sent.
    clock += 59_000;
    await deliveries.run();
    expect(receiver.at('/down')).toHaveLength(1);

    const started = first.created_at;
    let attemptedAt = started;
    const waits: number[] = [];
    for (let attempts = 1; ; attempts++) {
      const record = (await t.stores.accounts.webhooks.delivery(first.delivery_id))!;
      if (record.status !== 'pending') break;
      expect(record.attempts).toBe(attempts);
      waits.push(record.due_at - attemptedAt);
      clock = attemptedAt = record.due_at;
      await deliveries.run();
    }
    // 1, 2, 4 … minutes after each failure, at most 4 hours, until 24 hours have passed.
    expect(waits.slice(0, 4)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(waits.every((wait, i) => wait === retryDelay(i + 1))).toBe(true);
    expect(Math.max(...waits)).toBe(4 * 3600_000);
    const given = (await t.stores.accounts.webhooks.delivery(first.delivery_id))!;
    expect(given.status).toBe('failed');
    expect(clock - started).toBeLessThanOrEqual(WEBHOOK_RETRY_WINDOW_MS);
    expect(receiver.at('/down')).toHaveLength(given.attempts);
    const paused = await hookOf(webhook.id);
    expect(paused.paused_at).not.toBeNull();
    expect(paused.deliveries[0]).toMatchObject({ status: 'failed', last_status: 503 });

    // The pause mail went through the durable mail queue.
    await t.app.accountMailsSent();
    const mail = mails.find((sent) => sent.text.includes(receiver.url('/down')));
    expect(mail?.to).toBe(user.email);
    expect(mail?.subject).toBe('Ihr Webhook wurde pausiert');
    expect(mail?.text).toContain(`${t.config.publicUrl}/dashboard/account#webhooks`);
    // A second job for the same pause (another process, a send retried) mails nobody again.
    await t.stores.accounts.mailJobs.add(
      { kind: 'webhook-paused', email: user.email, lang: 'de' },
      Date.now(),
    );
    await t.app.accountMailsSent();

    // A paused hook gets nothing more until a test delivery arrives again.
    const pending = await deliveries.deliverNow({ hook_id: webhook.id, type: 'merger', body: '{}' });
    clock += retryDelay(1);
    await deliveries.run();
    expect((await t.stores.accounts.webhooks.delivery(pending.delivery_id))!.attempts).toBe(1);
    receiver.answer('/down', 204);
    await deliveries.deliverNow({ hook_id: webhook.id, type: 'test', body: '{"type":"test"}' });
    expect((await hookOf(webhook.id)).paused_at).toBeNull();
    await deliveries.run();
    expect((await t.stores.accounts.webhooks.delivery(pending.delivery_id))!.status).toBe('delivered');
    expect(mails.filter((sent) => sent.text.includes(receiver.url('/down')))).toHaveLength(1);
    // Resumed, the next pause is mailed again.
    const at = new Date(clock).toISOString();
    expect(await t.stores.accounts.webhooks.pause(webhook.id, at)).toBe(true);
    expect((await t.stores.accounts.webhooks.unmailedPauses(user.userId)).map((h) => h.hook_id)).toEqual([
      webhook.id,
    ]);
  });

  it('survives a process that stopped while sending: the delivery is sent once its lease has ended', async () => {
    const { webhook } = await createHook('/lease', ['merger']);
    const id = await t.stores.accounts.webhooks.add(
      { hook_id: webhook.id, type: 'merger', body: '{}' },
      clock,
    );
    // A process claims it and stops before sending.
    expect(await t.stores.accounts.webhooks.claim(clock, WEBHOOK_LEASE_MS)).toMatchObject({
      delivery_id: id,
    });
    await deliveries.run();
    expect(receiver.at('/lease')).toEqual([]);
    clock += WEBHOOK_LEASE_MS;
    await deliveries.run();
    expect(receiver.at('/lease')).toHaveLength(1);
    expect(await t.stores.accounts.webhooks.delivery(id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });
});
