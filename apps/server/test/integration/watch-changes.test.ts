/**
 * The watch list's badge: how many watched companies have events recorded since the user last looked,
 * answered without marking anything seen; looking at a company or the list clears it.
 */
import { ZWatchUnseenResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { recordEvents } from './history-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the watch list badge', () => {
  it('counts watched companies with unseen changes until the user looks at them', async () => {
    const user = await signIn(t, 'badge');
    const unseen = async () =>
      ZWatchUnseenResponse.parse((await user.request('/api/watchlist/unseen')).json()).companies;
    for (const id of [31, 32, 33])
      expect(
        (await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: id } }))
          .statusCode,
      ).toBe(200);
    expect(await unseen()).toBe(0);

    // Changes after the companies were added (and seen), and before the user looks again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = new Date().toISOString();
    const event = (type: 'status_change' | 'contact_change' | 'address_change') => ({
      type,
      effectiveDate: later.slice(0, 10),
      recordedAt: later,
      source: 'generator' as const,
      oldValue: 'A 1',
      newValue: 'A 2',
    });
    await recordEvents(t, 31, [event('status_change'), event('contact_change')]);
    await recordEvents(t, 32, [event('address_change')]);
    expect(await unseen()).toBe(2);
    // Asking marks nothing seen.
    expect(await unseen()).toBe(2);

    expect((await user.request('/api/companies?cid=31')).statusCode).toBe(200);
    expect(await unseen()).toBe(1);
    expect((await user.request('/api/watchlist')).statusCode).toBe(200);
    expect(await unseen()).toBe(0);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject('/api/watchlist/unseen')).statusCode).toBe(401);
  });
});
