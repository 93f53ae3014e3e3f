/**
 * Alerts per event type on the watch list (both engines, docs/decisions/142): the settings
 * through the API, validated and per user; the watch list, the badge and the digest count and
 * list only the events of the chosen types.
 */
import { EVENT_TYPES, ZWatchAlertsResponse, ZWatchlistResponse, ZWatchUnseenResponse } from '@fd/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDigestService } from '../../src/modules/changes/digest';
import { createQuotas } from '../../src/modules/limits/quotas';
import type { OutgoingMail } from '../../src/modules/mail/mailer';
import { createWorkspaceService } from '../../src/modules/workspace/service';
import type { EventRecord } from '../../src/store/types';
import { type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { recordEvents } from './history-helpers';

const DAY_MS = 24 * 3600 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function watcher(prefix: string, companies: number[]): Promise<SignedInUser> {
  const user = await signIn(t, prefix);
  for (const id of companies)
    expect(
      (await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: id } })).statusCode,
    ).toBe(200);
  return user;
}

const setAlerts = (user: SignedInUser, types: string[], companyId?: number, lang = 'de') =>
  user.request({
    method: 'PATCH',
    url: companyId === undefined ? '/api/watchlist/alerts' : `/api/watchlist/${companyId}/alerts`,
    payload: { types },
    headers: { 'x-lang': lang },
  });

const watchlist = async (user: SignedInUser) =>
  ZWatchlistResponse.parse((await user.request('/api/watchlist')).json()).items;
const unseen = async (user: SignedInUser) =>
  ZWatchUnseenResponse.parse((await user.request('/api/watchlist/unseen')).json()).companies;

/** A new managing director and a new phone number, recorded now by Refresh Data's write path. */
function managementAndPhone(): EventRecord[] {
  const recordedAt = new Date().toISOString();
  const base = { recordedAt, source: 'generator' as const };
  return [
    {
      ...base,
      type: 'management_appointed',
      effectiveDate: '2026-11-20',
      person: { name: 'Vera Alarmtest', role: 'Geschäftsführer', personKey: null },
    },
    { ...base, type: 'contact_change', effectiveDate: '2026-11-21', oldValue: null, newValue: '+43 1 4242' },
  ];
}

/** The digest as a server process builds it, its mails kept here. */
function digestService() {
  const mails: OutgoingMail[] = [];
  const digest = createDigestService({
    accounts: t.stores.accounts,
    workspace: createWorkspaceService({
      accounts: t.stores.accounts,
      companies: t.stores.companies,
      quotas: createQuotas(t.stores.accounts.limits),
    }),
    mailer: { send: async (mail) => void mails.push(mail), close: async () => {} },
    publicUrl: 'https://firmenradar.test',
    log: pino({ level: 'silent' }),
  });
  return { digest, mails };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('watch list alerts', () => {
  it('alert to every type by default, and are set per company or for all at once', async () => {
    const user = await watcher('alerts-set', [71, 72]);
    const before = await watchlist(user);
    expect(before.map((item) => item.alert_types)).toEqual([[...EVENT_TYPES], [...EVENT_TYPES]]);

    const one = await setAlerts(user, ['management_appointed', 'management_left'], 71);
    expect(one.statusCode).toBe(200);
    expect(ZWatchAlertsResponse.parse(one.json())).toEqual({
      success: true,
      alert_types: ['management_appointed', 'management_left'],
      companies: 1,
    });
    const byId = new Map((await watchlist(user)).map((item) => [item.company_id, item.alert_types]));
    expect(byId.get(71)).toEqual(['management_appointed', 'management_left']);
    expect(byId.get(72)).toEqual([...EVENT_TYPES]);

    const all = ZWatchAlertsResponse.parse((await setAlerts(user, ['insolvency_opened'])).json());
    expect(all).toEqual({ success: true, alert_types: ['insolvency_opened'], companies: 2 });
    expect((await watchlist(user)).map((item) => item.alert_types)).toEqual([
      ['insolvency_opened'],
      ['insolvency_opened'],
    ]);
    // An empty list mutes; every type is every type again.
    expect(ZWatchAlertsResponse.parse((await setAlerts(user, [], 72)).json()).alert_types).toEqual([]);
    const every = ZWatchAlertsResponse.parse((await setAlerts(user, [...EVENT_TYPES], 72)).json());
    expect(every.alert_types).toEqual([...EVENT_TYPES]);
  });

  it('refuse unknown types with a translated 400 and companies not on the caller’s list with 404', async () => {
    const owner = await watcher('alerts-owner', [73]);
    const other = await watcher('alerts-other', [74]);
    const german = await setAlerts(other, ['management_appointed', 'ceo_hired'], 74);
    expect(german.statusCode).toBe(400);
    expect(german.json()).toMatchObject({ code: 'event_type_unknown' });
    expect(german.json().error).toContain('„ceo_hired“ ist kein Ereignistyp.');
    const english = await setAlerts(other, ['ceo_hired'], undefined, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json().code).toBe('event_type_unknown');
    expect(english.json().error).toContain('ceo_hired');
    expect(english.json().error).not.toContain('ist kein');

    // The owner's company is not on the other user's list: 404, and the owner's setting stays.
    const foreign = await setAlerts(other, ['merger'], 73);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_watched');
    expect((await watchlist(owner))[0]!.alert_types).toEqual([...EVENT_TYPES]);
    // Setting all changes only the caller's own watches.
    expect(ZWatchAlertsResponse.parse((await setAlerts(other, ['merger'])).json()).companies).toBe(1);
    expect((await watchlist(owner))[0]!.alert_types).toEqual([...EVENT_TYPES]);

    expect((await setAlerts(other, ['merger'], 999_999)).statusCode).toBe(404);
    const bad = await other.request({
      method: 'PATCH',
      url: '/api/watchlist/alerts',
      payload: { types: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PATCH',
      url: '/api/watchlist/alerts',
      payload: { types: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('count and list only the chosen types in the watch list, the badge and the digest', async () => {
    const user = await watcher('alerts-filter', [75, 76]);
    await t.stores.accounts.digest.setEnabled(user.userId, true, new Date().toISOString());
    expect((await setAlerts(user, ['management_appointed', 'management_left'], 75)).statusCode).toBe(200);
    expect((await setAlerts(user, ['management_appointed'], 76)).statusCode).toBe(200);
    await tick();
    await recordEvents(t, 75, managementAndPhone());
    // Only a filtered-out type at 76: it neither counts nor appears.
    await recordEvents(t, 76, managementAndPhone().slice(1));

    expect(await unseen(user)).toBe(1);
    const { digest, mails } = digestService();
    expect(await digest.sendDue(new Date(Date.now() + DAY_MS))).toBe(1);
    const [mail] = mails;
    const name75 = (await t.stores.companies.companyDetail.company(75))!.company_name;
    const name76 = (await t.stores.companies.companyDetail.company(76))!.company_name;
    expect(mail!.subject).toBe('Firmenradar: Neues bei 1 beobachteten Unternehmen');
    expect(mail!.text).toContain(name75);
    expect(mail!.text).toContain(
      '20.11.2026: Geschäftsführer bestellt – Vera Alarmtest (Synthetischer Generator)',
    );
    expect(mail!.text).not.toContain('4242');
    expect(mail!.text).not.toContain(name76);

    const items = new Map((await watchlist(user)).map((item) => [item.company_id, item]));
    expect(items.get(75)!.events.map((event) => event.type)).toEqual(['management_appointed']);
    expect(items.get(75)!.unseen_changes).toBe(1);
    expect(items.get(76)!.events).toEqual([]);
    expect(items.get(76)!.unseen_changes).toBe(0);
    expect(await unseen(user)).toBe(0);
  });

  it('write the digest in the recipient’s language, each event with its day', async () => {
    const user = await watcher('alerts-en', [77]);
    await t.stores.accounts.users.update(user.userId, { language: 'en' });
    await t.stores.accounts.digest.setEnabled(user.userId, true, new Date().toISOString());
    await tick();
    await recordEvents(t, 77, managementAndPhone());
    const { digest, mails } = digestService();
    expect(await digest.sendDue(new Date(Date.now() + DAY_MS))).toBe(1);
    expect(mails[0]!.subject).toBe('Firmenradar: news at 1 watched company');
    expect(mails[0]!.text).toContain(
      '20/11/2026: Managing Director appointed – Vera Alarmtest (Synthetic generator)',
    );
    expect(mails[0]!.text).toContain('21/11/2026: Contact details changed – new: +43 1 4242');
  });
});
