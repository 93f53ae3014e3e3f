import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildDataset } from '../../src/store';
import { login, sessionCookie } from '../auth-helpers';
import { requesterFor, signIn } from '../factories';
import { TEST_COMPANIES, TEST_SEED } from '../global-setup';
import { createTestApp, type TestApp } from '../helpers';
import { createPostgresInstall } from '../postgres';

describe('accounts outlive the dataset on PostgreSQL', () => {
  let install: Awaited<ReturnType<typeof createPostgresInstall>>;
  let app: TestApp | null = null;
  const scratch = mkdtempSync(join(tmpdir(), 'fd-pg-lifetime-'));
  afterEach(async () => {
    await app?.close();
    app = null;
    await install.drop();
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  async function userWithAList() {
    install = await createPostgresInstall();
    app = await createTestApp({ env: { DATABASE_URL: install.target.url } });
    const user = await signIn(app, 'pg-lifetime');
    const list = (
      await user.request({ method: 'POST', url: '/api/lists', payload: { name: 'Kunden' } })
    ).json();
    await user.request({
      method: 'POST',
      url: `/api/lists/${list.list.id}/items`,
      payload: { company_ids: [3, 7] },
    });
    const names = (await user.request(`/api/lists/${list.list.id}`))
      .json()
      .items.map((i: { company_name: string }) => i.company_name);
    await app.close();
    app = null;
    return { user, listId: list.list.id as number, names: names.sort() };
  }

  async function regenerate(seed: number, companies: number) {
    const indexDir = mkdtempSync(join(scratch, 'build-'));
    await buildDataset({ ...install.target, indexDir }, { companies, seed, replace: true }, () => {});
    rmSync(indexDir, { recursive: true, force: true });
  }

  async function listAfterRestart(user: { email: string; password: string }, listId: number) {
    app = await createTestApp({ env: { DATABASE_URL: install.target.url } });
    const response = await login(app, user.email, user.password);
    expect(response.statusCode).toBe(200);
    const request = requesterFor(app, sessionCookie(response));
    return (await request(`/api/lists/${listId}`))
      .json()
      .items.map((i: { company_name: string }) => i.company_name)
      .sort();
  }

  it('keeps the login and the same companies on lists when the dataset is regenerated', async () => {
    const { user, listId, names } = await userWithAList();
    await regenerate(TEST_SEED, TEST_COMPANIES);
    expect(await listAfterRestart(user, listId)).toEqual(names);
  });

  it('shows none of the old companies, and no others in their place, after another dataset', async () => {
    const { user, listId } = await userWithAList();
    await regenerate(TEST_SEED + 1, 3000);
    expect(await listAfterRestart(user, listId)).toEqual([]);
  });
});
