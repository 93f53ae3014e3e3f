import {
  errorsDe,
  MAX_WEBHOOKS,
  ZCreatedWebhook,
  ZWebhooksResponse,
  ZWebhookTestResponse,
} from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors';
import { createWebhookDeliveries } from '../../src/modules/webhooks/deliveries';
import { createWebhookSender } from '../../src/modules/webhooks/sender';
import { createWebhookService } from '../../src/modules/webhooks/service';
import { clientAddress } from '../auth-helpers';
import { accountRow, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { recordingMailer, signedWith, silentLog, startReceiver } from '../webhook-receiver';

describe('webhooks: the API', () => {
  let t: TestApp;
  let user: SignedInUser;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    // Private addresses are allowed here, so that the local receiver can be reached; the
    // refusals of the default are checked on a service built without that allowance below.
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
    user = await signIn(t, 'hooks');
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  const create = (who: SignedInUser, payload: object, lang = 'en') =>
    who.request({
      method: 'POST',
      url: '/api/webhooks',
      payload,
      headers: { 'x-lang': lang },
      // Each create from its own address: the route's rate limit is not what is tested here.
      remoteAddress: clientAddress(),
    });

  it('creates a hook with a secret shown once, and a test delivery arrives signed with it', async () => {
    const response = await create(user, { url: receiver.url('/signed'), types: ['management_appointed'] });
    expect(response.statusCode, response.body).toBe(200);
    const { secret, webhook } = ZCreatedWebhook.parse(response.json());
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(webhook).toMatchObject({ types: ['management_appointed'], company_ids: null, paused_at: null });

    const list = ZWebhooksResponse.parse((await user.request('/api/webhooks')).json());
    expect(list.webhooks.map((hook) => hook.id)).toEqual([webhook.id]);
    expect(JSON.stringify(list)).not.toContain(secret);

    const test = await user.request({ method: 'POST', url: `/api/webhooks/${webhook.id}/test` });
    expect(test.statusCode, test.body).toBe(200);
    const { delivery } = ZWebhookTestResponse.parse(test.json());
    expect(delivery).toMatchObject({ type: 'test', status: 'delivered', attempts: 1, last_status: 200 });
    const [arrived] = receiver.at('/signed');
    expect(arrived?.headers['content-type']).toBe('application/json');
    expect(signedWith(arrived!, secret)).toBe(true);
    expect(signedWith(arrived!, 'another secret')).toBe(false);
    expect(JSON.parse(arrived!.body)).toMatchObject({ type: 'test', hook_id: webhook.id });
    // The delivery is recorded and listed with the hook.
    const after = ZWebhooksResponse.parse((await user.request('/api/webhooks')).json());
    expect(after.webhooks[0]?.deliveries.map((d) => [d.id, d.status])).toEqual([[delivery.id, 'delivered']]);
  });

  it('refuses bad addresses and unknown or missing types with a translated 400', async () => {
    const cases: [object, string][] = [
      [{ url: 'ftp://example.com/hook', types: ['merger'] }, 'webhook_url_invalid'],
      [{ url: 'not a url', types: ['merger'] }, 'webhook_url_invalid'],
      [{ url: 'https://user:pw@example.com/', types: ['merger'] }, 'webhook_url_invalid'],
      [{ url: `https://example.com/${'a'.repeat(2000)}`, types: ['merger'] }, 'webhook_url_too_long'],
      [{ url: 'https://example.com/', types: ['merger', 'coffee_break'] }, 'event_type_unknown'],
      [{ url: 'https://example.com/', types: [] }, 'webhook_types_required'],
    ];
    for (const [payload, code] of cases) {
      const response = await create(user, payload, 'de');
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe(code);
      const text = errorsDe[code as keyof typeof errorsDe].text.replace('{type}', 'coffee_break');
      expect(response.json().error).toContain(text);
    }
    expect((await create(user, { url: 'https://example.com/', types: ['nope'] })).json().error).toContain(
      'nope',
    );
  });

  it('refuses loopback, private, link-local, CGNAT, unique-local and mapped addresses, also behind a name', async () => {
    const strict = createWebhookService({
      accounts: t.stores.accounts,
      allowPrivate: false,
      deliveries: createWebhookDeliveries({
        accounts: t.stores.accounts,
        events: t.stores.companies.events,
        sender: createWebhookSender(false),
        mailer: recordingMailer(),
        enqueue: async () => {},
        publicUrl: 'http://localhost:3000',
        log: silentLog,
      }),
    });
    const refused = [
      'http://127.0.0.1/',
      'http://localhost:8080/hook',
      'http://0x7f000001/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:a00:1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/',
      'http://172.16.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://[fd00:ec2::254]/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
    ];
    const owner = await signIn(t, 'hooks-strict');
    for (const url of refused) {
      const error = await strict.create(owner.userId, { url, types: ['merger'] }).catch((e: unknown) => e);
      expect(error, url).toBeInstanceOf(AppError);
      expect((error as AppError).code, url).toBe('webhook_url_private');
      expect((error as AppError).status).toBe(400);
    }
    const publicHook = await strict.create(owner.userId, {
      url: 'https://93.184.215.14/hook',
      types: ['merger'],
    });
    expect(publicHook.webhook.url).toBe('https://93.184.215.14/hook');

    // A delivery checks again when it connects: a name that resolves to 127.0.0.1 is refused
    // there too, and nothing reaches the receiver.
    const sender = createWebhookSender(false);
    for (const url of [`http://localhost:${receiver.port}/rebound`, receiver.url('/rebound')]) {
      const result = await sender.post({ url, secret: 's', body: '{}', deliveryId: 1 });
      expect(result.ok, url).toBe(false);
      expect(result.error).toMatch(/private, local or reserved/);
    }
    await sender.close();
    expect(receiver.at('/rebound')).toEqual([]);
  });

  it('does not follow redirects', async () => {
    const response = await create(user, { url: receiver.url('/moved'), types: ['merger'] });
    const { webhook } = ZCreatedWebhook.parse(response.json());
    receiver.answer('/moved', 302);
    const test = ZWebhookTestResponse.parse(
      (await user.request({ method: 'POST', url: `/api/webhooks/${webhook.id}/test` })).json(),
    );
    expect(test.delivery).toMatchObject({ status: 'pending', last_status: 302 });
    expect(test.delivery.last_error).toContain('redirects are not followed');
    expect(receiver.received.filter((d) => d.path === '/')).toEqual([]);
  });

  it(`holds at most ${MAX_WEBHOOKS} hooks per user, also when they are created at the same time`, async () => {
    const busy = await signIn(t, 'hooks-limit');
    const answers = await Promise.all(
      Array.from({ length: MAX_WEBHOOKS + 5 }, (_, i) =>
        create(busy, { url: receiver.url(`/n${i}`), types: ['merger'] }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_WEBHOOKS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(answers.find((answer) => answer.statusCode === 409)?.json().code).toBe('webhook_limit');
    const list = ZWebhooksResponse.parse((await busy.request('/api/webhooks')).json());
    expect(list.webhooks).toHaveLength(MAX_WEBHOOKS);
  });

  it("lets no one see, test or delete another user's hook", async () => {
    const { webhook } = ZCreatedWebhook.parse(
      (await create(user, { url: receiver.url('/mine'), types: ['merger'] })).json(),
    );
    const other = await signIn(t, 'hooks-other');
    const theirs = ZWebhooksResponse.parse((await other.request('/api/webhooks')).json());
    expect(theirs.webhooks).toEqual([]);
    const test = await other.request({ method: 'POST', url: `/api/webhooks/${webhook.id}/test` });
    expect(test.statusCode).toBe(404);
    expect(test.json().code).toBe('webhook_not_found');
    const removal = await other.request({ method: 'DELETE', url: `/api/webhooks/${webhook.id}` });
    expect(removal.statusCode).toBe(404);
    expect(receiver.at('/mine')).toEqual([]);

    // The owner deletes it, and its deliveries go with it.
    await user.request({ method: 'POST', url: `/api/webhooks/${webhook.id}/test` });
    expect((await user.request({ method: 'DELETE', url: `/api/webhooks/${webhook.id}` })).statusCode).toBe(
      200,
    );
    expect(
      await accountRow(t, 'SELECT * FROM webhook_deliveries WHERE hook_id = ?', webhook.id),
    ).toBeUndefined();
    expect((await user.request({ method: 'DELETE', url: `/api/webhooks/${webhook.id}` })).statusCode).toBe(
      404,
    );
  });

  it('needs a browser session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/webhooks' });
    expect(response.statusCode).toBe(401);
  });
});
