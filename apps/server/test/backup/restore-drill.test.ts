/**
 * The restore drill: data written, a backup taken while the app is open and busy, more data
 * written, the app stopped, the backup restored, the app started again — and exactly the backed-up
 * state is there: logins, sessions, lists, keys and the watch list of then, nothing of later.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ZCreatedApiKey, ZListResponse, ZListsResponse, ZWatchlistResponse } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIDE_FILES } from '../../src/backup/files';
import { BackupError } from '../../src/backup/messages';
import { restoreBackup } from '../../src/backup/restore';
import { writeBackup } from '../../src/backup/write-backup';
import { clientAddress, login } from '../auth-helpers';
import { requesterFor, type SignedInUser, signIn } from '../factories';
import { openTestApp, type TestApp } from '../helpers';
import { json } from '../integration/workspace-helpers';
import { createInstall, type TestInstall } from './install';

describe('a backup taken while the app runs', () => {
  let install: TestInstall;
  let t: TestApp;
  beforeAll(async () => {
    install = await createInstall();
    t = await openTestApp(install.dataDir);
  });
  afterAll(async () => {
    await t.close();
    install.remove();
  });

  const withKey = (app: TestApp, key: string, url: string) =>
    app.app.inject({ url, headers: { authorization: `Bearer ${key}` }, remoteAddress: clientAddress() });

  it('restores to exactly its state, with logins, sessions, lists, keys and the watch list working', async () => {
    const first: SignedInUser = await signIn(t, 'drill');
    const list = await json(
      ZListResponse,
      first.request({ method: 'POST', url: '/api/lists', payload: { name: 'Kunden vor der Sicherung' } }),
    );
    const listId = list.list.id;
    const added = await first.request({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      payload: { company_ids: [1, 2, 3] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const { key } = await json(
      ZCreatedApiKey,
      first.request({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Drill' } }),
    );
    expect(
      (await first.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: 5 } })).statusCode,
    ).toBe(200);

    // Requests go on while the copies are taken: each writes its rate-limit count to the account store.
    const backup = writeBackup(install.stores, join(install.dataDir, 'backups'), { takenBy: 'command' });
    const meanwhile = Promise.all(Array.from({ length: 20 }, () => first.request('/api/lists')));
    const [written, answers] = await Promise.all([backup, meanwhile]);
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(written.manifest.accounts.users).toBe(1);
    expect(written.manifest.dataset).toMatchObject({
      id: 'gen:7:8000',
      seed: 7,
      size: 8000,
      companies: 8000,
    });

    const later = await signIn(t, 'drill-later');
    const laterList = await first.request({
      method: 'POST',
      url: '/api/lists',
      payload: { name: 'Nach der Sicherung' },
    });
    expect(laterList.statusCode).toBe(200);

    // Refused while the app has the stores open, and nothing changed by the attempt.
    const refused = (() => {
      try {
        restoreBackup(written.dir, install.stores);
      } catch (error) {
        return error;
      }
    })();
    expect(refused).toBeInstanceOf(BackupError);
    expect(refused).toMatchObject({ key: 'store_in_use' });
    expect(
      (await json(ZListsResponse, first.request('/api/lists'))).lists.map((entry) => entry.name).sort(),
    ).toEqual(['Kunden vor der Sicherung', 'Nach der Sicherung']);

    await t.close();
    restoreBackup(written.dir, install.stores);
    for (const path of [install.stores.dataset, install.stores.accounts])
      for (const suffix of SIDE_FILES) expect(existsSync(path + suffix), path + suffix).toBe(false);
    t = await openTestApp(install.dataDir);

    // The session of then still holds, and a new login works with the password of then.
    const again = requesterFor(t, first.cookie);
    expect((await login(t, first.email, first.password)).statusCode).toBe(200);
    const lists = await json(ZListsResponse, again('/api/lists'));
    expect(lists.lists.map((entry) => [entry.name, entry.item_count])).toEqual([
      ['Kunden vor der Sicherung', 3],
    ]);
    const items = await json(ZListResponse, again(`/api/lists/${listId}`));
    expect(items.items?.map((item) => item.company_id).sort()).toEqual([1, 2, 3]);
    const byKey = await withKey(t, key, '/api/lists');
    expect(byKey.statusCode, byKey.body).toBe(200);
    expect(ZListsResponse.parse(byKey.json()).lists.map((entry) => entry.id)).toEqual([listId]);
    const watched = await json(ZWatchlistResponse, again('/api/watchlist'));
    expect(watched.items.map((item) => item.company_id)).toEqual([5]);

    // What came after the backup is gone.
    expect((await login(t, later.email, later.password)).statusCode).toBe(401);
    expect((await requesterFor(t, later.cookie)('/api/lists')).statusCode).toBe(401);
    // The app writes to the restored files as usual.
    const after = await again({
      method: 'POST',
      url: '/api/lists',
      payload: { name: 'Nach der Wiederherstellung' },
    });
    expect(after.statusCode).toBe(200);
  });
});
