import { describe, expect, it } from 'vitest';
import type { AccountStore } from '../../src/store/types';
import { useAccountStore } from './account-store-helpers';
import { engines } from './engines';

/** Contact messages and issue reports. */
describe.each(engines)('account store contract: $name', (engine) => {
  let store: AccountStore;
  useAccountStore(engine, (opened) => {
    store = opened;
  });

  it('stores issue reports', async () => {
    const id = await store.issueReports.save({
      entityType: 'company',
      entityId: '1',
      entityName: 'X',
      issueType: 'incorrect_data',
      description: 'wrong address',
      correctData: '',
      userEmail: '',
      priority: 'medium',
      timestamp: null,
      userAgent: null,
      url: null,
      user_id: null,
      lang: 'de',
    });
    expect(id).toBeGreaterThan(0);
  });

  it('numbers messages and issue reports in the order they arrive', async () => {
    const message = {
      kind: 'contact' as const,
      name: 'A',
      email: 'a@example.at',
      company: 'A GmbH',
      subject: 'Hi',
      message: 'Hello',
      user_id: null,
      lang: 'de' as const,
    };
    const first = await store.messages.save(message);
    expect(await store.messages.save({ ...message, kind: 'support' })).toBeGreaterThan(first);
    const report = {
      entityType: 'employee',
      entityId: 'e1',
      entityName: 'E',
      issueType: 'other',
      description: 'd',
      correctData: 'c',
      userEmail: 'a@example.at',
      priority: 'high',
      timestamp: '2026-01-01T00:00:00.000Z',
      userAgent: 'UA',
      url: 'https://example.at',
      user_id: null,
      lang: 'en',
    } as const;
    const reportId = await store.issueReports.save(report);
    expect(typeof reportId).toBe('number');
    expect(await store.issueReports.save(report)).toBeGreaterThan(reportId);
  });
});
