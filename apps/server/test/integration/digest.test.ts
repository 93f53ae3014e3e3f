/**
 * The opt-in daily digest (both engines): the setting through the API, one mail per user and
 * day with the watched companies' events since the last digest and their sources, in the
 * user's language, through the outbox mailer; and sent once when several processes run it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ZDigestSettingsResponse } from '@fd/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDigestService } from '../../src/modules/changes/digest';
import { createQuotas } from '../../src/modules/limits/quotas';
import { createOutboxMailer } from '../../src/modules/mail/mailer';
import { createWorkspaceService } from '../../src/modules/workspace/service';
import { openStores } from '../../src/store';
import type { Stores } from '../../src/store/types';
import { outboxCount } from '../auth-helpers';
import { type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { recordEvents } from './history-helpers';

const DAY_MS = 24 * 3600 * 1000;
const log = pino({ level: 'silent' });
let t: TestApp;

/** A digest service as a server process or `npm run digest` builds it, on the given stores. */
function digestOn(stores: Stores) {
  return createDigestService({
    accounts: stores.accounts,
    workspace: createWorkspaceService({
      accounts: stores.accounts,
      companies: stores.companies,
      quotas: createQuotas(stores.accounts.limits),
    }),
    mailer: createOutboxMailer(join(t.dataDir, 'outbox'), 'noreply@firmenradar.test', log),
    publicUrl: 'https://firmenradar.test',
    log,
  });
}

/** The digests in the outbox to one address, as decoded text (sign-up mails left out). */
function mailsTo(email: string): string[] {
  const outbox = join(t.dataDir, 'outbox');
  return readdirSync(outbox)
    .sort()
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((raw) => raw.includes(`To: ${email}`))
    .map((raw) =>
      Buffer.from(
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8'),
    )
    .filter((text) => text.includes('/dashboard/watchlist'));
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

async function optedInWatcher(prefix: string, companies: number[]): Promise<SignedInUser> {
  const user = await signIn(t, prefix);
  for (const id of companies)
    expect(
      (await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: id } })).statusCode,
    ).toBe(200);
  const put = await user.request({
    method: 'PATCH',
    url: '/api/account/digest',
    payload: { daily_digest: true },
  });
  expect(put.statusCode).toBe(200);
  await tick();
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the daily digest', () => {
  it('is off until the user opts in, and the setting is validated', async () => {
    const user = await signIn(t, 'digest-setting');
    const settings = async () =>
      ZDigestSettingsResponse.parse((await user.request('/api/account/digest')).json());
    expect(await settings()).toMatchObject({ daily_digest: false, last_digest_at: null });
    const bad = await user.request({
      method: 'PATCH',
      url: '/api/account/digest',
      payload: { daily_digest: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_input');
    for (const value of [true, false, true]) {
      const put = await user.request({
        method: 'PATCH',
        url: '/api/account/digest',
        payload: { daily_digest: value },
      });
      expect(ZDigestSettingsResponse.parse(put.json()).daily_digest).toBe(value);
    }
    expect((await settings()).daily_digest).toBe(true);
    expect((await t.app.inject('/api/account/digest')).statusCode).toBe(401);
  });

  it('mails the events since the last digest once a day, with their days and sources, and nothing without events', async () => {
    const user = await optedInWatcher('digest-daily', [51, 52]);
    const quiet = await optedInWatcher('digest-quiet', [53]);
    const optedOut = await optedInWatcher('digest-out', [51]);
    await optedOut.request({ method: 'PATCH', url: '/api/account/digest', payload: { daily_digest: false } });
    const name51 = (await t.stores.companies.companyDetail.company(51))!.company_name;
    const name52 = (await t.stores.companies.companyDetail.company(52))!.company_name;
    await recordEvents(t, 51, [
      {
        type: 'status_change',
        effectiveDate: '2026-11-02',
        oldValue: 'Active',
        newValue: 'Inactive',
        recordedAt: new Date().toISOString(),
        source: 'generator',
      },
    ]);
    const digest = digestOn(t.stores);

    // Opted in today: the first digest is tomorrow's.
    expect(await digest.sendDue(new Date())).toBe(0);
    const tomorrow = new Date(Date.now() + DAY_MS);
    expect(await digest.sendDue(tomorrow)).toBe(1);
    const [mail] = mailsTo(user.email);
    expect(mail).toContain(`Hallo `);
    expect(mail).toContain(name51);
    expect(mail).toContain('02.11.2026: Rechtsstatus geändert – Aktiv → Inaktiv (Synthetischer Generator)');
    expect(mail).toContain(`https://firmenradar.test/dashboard/companies/51`);
    expect(mail).not.toContain(name52);
    expect(mailsTo(quiet.email)).toEqual([]);
    expect(mailsTo(optedOut.email)).toEqual([]);
    // Reading the list for the mail marked nothing seen.
    expect((await user.request('/api/watchlist/unseen')).json().companies).toBe(1);

    // Once a day, and the next one only with what changed after it.
    expect(await digest.sendDue(new Date(tomorrow.getTime() + 60_000))).toBe(0);
    const later = new Date(tomorrow.getTime() + DAY_MS);
    expect(await digest.sendDue(later)).toBe(0);
    await recordEvents(t, 52, [
      {
        type: 'address_change',
        effectiveDate: '2026-03-12',
        oldValue: 'A-Gasse 1',
        newValue: 'B-Gasse 2',
        recordedAt: new Date(tomorrow.getTime() + 1000).toISOString(),
        source: 'gleif',
      },
    ]);
    expect(await digest.sendDue(later)).toBe(1);
    const second = mailsTo(user.email)[1]!;
    expect(second).toContain('12.03.2026: Anschrift geändert – A-Gasse 1 → B-Gasse 2 (GLEIF)');
    expect(second).not.toContain(name51);
    const settings = ZDigestSettingsResponse.parse((await user.request('/api/account/digest')).json());
    expect(settings.last_digest_at).toBe(later.toISOString());
  });

  it('is written in the user’s language', async () => {
    const user = await optedInWatcher('digest-en', [54]);
    await t.stores.accounts.users.update(user.userId, { language: 'en' });
    await recordEvents(t, 54, [
      {
        type: 'contact_change',
        effectiveDate: '2026-11-03',
        newValue: '+43 1 5550',
        recordedAt: new Date().toISOString(),
        source: 'generator',
      },
    ]);
    expect(await digestOn(t.stores).sendDue(new Date(Date.now() + DAY_MS))).toBe(1);
    const [mail] = mailsTo(user.email);
    expect(mail).toContain('since your last digest');
    expect(mail).toContain('03/11/2026: Contact details changed – new: +43 1 5550 (Synthetic generator)');
  });

  it('goes out once when several processes send at the same time', async () => {
    const user = await optedInWatcher('digest-race', [55]);
    await recordEvents(t, 55, [
      {
        type: 'contact_change',
        effectiveDate: '2026-11-04',
        newValue: 'x@y.at',
        recordedAt: new Date().toISOString(),
        source: 'generator',
      },
    ]);
    // Other processes: stores of their own on the same database, each with its digest service.
    const others = await Promise.all([
      openStores(t.config.database, () => {}),
      openStores(t.config.database, () => {}),
    ]);
    try {
      const before = outboxCount(t.dataDir);
      const at = new Date(Date.now() + DAY_MS);
      const sent = await Promise.all([t.stores, ...others].map((stores) => digestOn(stores).sendDue(at)));
      expect(sent.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
      expect(mailsTo(user.email)).toHaveLength(1);
      // Others' digests due at the same time may go out in this run too; none twice.
      expect(outboxCount(t.dataDir) - before).toBe(sent.reduce((a, b) => a + b, 0));
    } finally {
      await Promise.all(others.map((stores) => stores.close()));
    }
  });
});
