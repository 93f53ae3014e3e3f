import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, sessionCookie } from '../auth-helpers';
import { requesterFor, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { createTestDatabase, type TestDatabase } from '../postgres';
import { builtCommand } from '../server-build';

const SERVER = resolve(import.meta.dirname, '../..');

/** Runs `npm run db:copy` the way a user does (the compiled command), on the embedded install in `dataDir`. */
function dbCopy(dataDir: string, to: string) {
  return spawnSync(process.execPath, builtCommand('db-copy', '--to', to), {
    cwd: SERVER,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: SERVER },
    encoding: 'utf8',
  });
}

describe('npm run db:copy', () => {
  let embedded: TestApp;
  let target: TestDatabase;
  let app: TestApp | null = null;
  beforeAll(async () => {
    embedded = await createTestApp({ env: { DATABASE_URL: '' } });
    target = await createTestDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await embedded.close();
    await target.drop();
  });

  it('copies the dataset and the accounts of an embedded install into an empty PostgreSQL', async () => {
    const user = await signIn(embedded, 'copy');
    const created = await user.request({ method: 'POST', url: '/api/lists', payload: { name: 'Umzug' } });
    const listId = created.json().list.id;
    await user.request({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      payload: { company_ids: [2, 5] },
    });
    const before = (await user.request(`/api/lists/${listId}`)).json().items;
    await embedded.stores.accounts.digest.setEnabled(user.userId, true, '2026-11-28T08:00:00.000Z');
    // Due only tomorrow: no mail queue takes it before the copy.
    const tomorrow = Date.now() + 86_400_000;
    await embedded.stores.accounts.mailJobs.add({ kind: 'reset', email: user.email, lang: 'de' }, tomorrow);

    const copy = dbCopy(embedded.dataDir, target.url);
    expect(copy.status, copy.stderr).toBe(0);
    expect(copy.stdout).toContain('Copied');
    expect(copy.stdout + copy.stderr).not.toContain(':firmenradar@');

    app = await createTestApp({ env: { DATABASE_URL: target.url } });
    const response = await login(app, user.email, user.password);
    expect(response.statusCode).toBe(200);
    const after = (await requesterFor(app, sessionCookie(response))(`/api/lists/${listId}`)).json().items;
    expect(after).toEqual(before);
    // The digest opt-in and a mail still owed move too.
    expect(await app.stores.accounts.digest.subscription(user.userId)).toMatchObject({ enabled: true });
    expect(await app.stores.accounts.mailJobs.claim(tomorrow, 60_000, 6)).toMatchObject({
      email: user.email,
    });
    const health = (await app.app.inject('/api/health')).json();
    expect(health.engine).toBe('postgres');
    expect(health.dataset.companies).toBe(
      (await embedded.app.inject('/api/health')).json().dataset.companies,
    );
    // A list created after the copy continues the copied ids.
    const next = await requesterFor(
      app,
      sessionCookie(response),
    )({ method: 'POST', url: '/api/lists', payload: { name: 'Neu' } });
    expect(next.json().list.id).toBeGreaterThan(listId);
  });

  it('refuses a database that is not empty', () => {
    const again = dbCopy(embedded.dataDir, target.url);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('is not empty');
  });
});
