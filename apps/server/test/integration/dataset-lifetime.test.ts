import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { accountsPathFor, buildDataset } from '../../src/store';
import { login, sessionCookie } from '../auth-helpers';
import { requesterFor, signIn } from '../factories';
import { TEST_COMPANIES, TEST_SEED } from '../global-setup';
import { createTestApp, type TestApp } from '../helpers';
import { type LegacyLayout, makeLegacyLayout } from './legacy-dataset';

/** What a user keeps, as the API shows it: names, so that a changed row number cannot hide. */
async function workspaceOf(request: ReturnType<typeof requesterFor>) {
  const lists = (await request('/api/lists')).json().lists as { id: number; name: string }[];
  const list = (await request(`/api/lists/${lists[0]!.id}`)).json();
  const watchlist = (await request('/api/watchlist')).json();
  const contacts = (await request('/api/contacts')).json();
  const recent = (await request('/api/recent')).json();
  return {
    list: list.items.map((item: { company_name: string }) => item.company_name).sort(),
    watched: watchlist.items.map((item: { company_name: string }) => item.company_name),
    contacts: contacts.contacts.map((contact: { fullName: string }) => contact.fullName),
    recent: recent.items.map((item: { name: string }) => item.name),
  };
}

it('builds dataset files that hold no account tables (they live in the account store)', () => {
  const db = new Database(inject('datasetTemplate'), { readonly: true });
  const accountTables = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE name IN ('users', 'sessions', 'lead_lists', 'contact_messages', 'issue_reports')",
    )
    .all();
  db.close();
  expect(accountTables).toEqual([]);
});

describe('accounts outlive the dataset', () => {
  let dataDir: string;
  let app: TestApp | null = null;
  afterEach(async () => {
    await app?.close();
    app = null;
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function installWithAUser() {
    dataDir = mkdtempSync(join(tmpdir(), 'fd-lifetime-'));
    copyFileSync(inject('datasetTemplate'), join(dataDir, 'firmenradar.sqlite'));
    app = await createTestApp({ dataDir });
    const user = await signIn(app, 'lifetime');
    const list = (
      await user.request({ method: 'POST', url: '/api/lists', payload: { name: 'Kunden' } })
    ).json();
    await user.request({
      method: 'POST',
      url: `/api/lists/${list.list.id}/items`,
      payload: { company_ids: [3, 7, 11] },
    });
    await user.request({ method: 'POST', url: '/api/watchlist', payload: { company_id: 5 } });
    const [employeeId] = await app.stores.companies.employeeSearch.ids(
      { name: null, filters: { must: [], atleast: [], exclusive: [] }, currentYear: 2026 },
      1,
      0,
    );
    await user.request('/api/companies?cid=4');
    await user.request({
      method: 'POST',
      url: '/api/contacts',
      payload: { employee_id: employeeId, note: 'Messe' },
    });
    const before = await workspaceOf(user.request);
    await app.close();
    app = null;
    return { user, before };
  }

  async function reopen(user: { email: string; password: string }) {
    app = await createTestApp({ dataDir });
    const response = await login(app, user.email, user.password);
    expect(response.statusCode).toBe(200);
    return requesterFor(app, sessionCookie(response));
  }

  it('keeps the login and the same companies on lists after the dataset is regenerated', async () => {
    const { user, before } = await installWithAUser();
    expect(before.list).toHaveLength(3);
    expect(before.contacts).toHaveLength(1);
    expect(before.recent).toHaveLength(1);
    await buildDataset(
      { kind: 'sqlite', path: join(dataDir, 'firmenradar.sqlite') },
      { companies: TEST_COMPANIES, seed: TEST_SEED },
    );
    const request = await reopen(user);
    expect(await workspaceOf(request)).toEqual(before);
  });

  it('shows none of the old companies, and no others in their place, when another dataset is loaded', async () => {
    const { user } = await installWithAUser();
    await buildDataset(
      { kind: 'sqlite', path: join(dataDir, 'firmenradar.sqlite') },
      { companies: 3000, seed: TEST_SEED + 1 },
    );
    const request = await reopen(user);
    const after = await workspaceOf(request);
    expect(after).toEqual({ list: [], watched: [], contacts: [], recent: [] });
    const lists = (await request('/api/lists')).json().lists;
    expect(lists.map((list: { name: string }) => list.name)).toEqual(['Kunden']);
  });
});

describe.each<LegacyLayout>(['last', 'oldest'])(
  'an install from before the store split (%s layout)',
  (layout) => {
    let dir: string;
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    /** A dataset file holding accounts, as every version before the split kept them. */
    function legacyInstall() {
      dir = mkdtempSync(join(tmpdir(), 'fd-legacy-'));
      const path = join(dir, 'firmenradar.sqlite');
      copyFileSync(inject('datasetTemplate'), path);
      const db = new Database(path);
      makeLegacyLayout(db, layout);
      const now = new Date().toISOString();
      db.prepare(`INSERT INTO users (user_id, email, fullname, password_hash, email_verified_at, language, created_at, updated_at)
      VALUES ('u-old', 'old@example.at', 'Alt Kunde', NULL, ?, 'de', ?, ?)`).run(now, now, now);
      db.prepare(`INSERT INTO sessions (session_id, token_hash, user_id, created_at, last_seen_at, expires_at)
      VALUES ('s-old', 'hash-old', 'u-old', 1, 1, ?)`).run(Date.now() + 86_400_000);
      db.prepare(
        `INSERT INTO lead_lists (list_id, user_id, name, created_at, updated_at) VALUES (4, 'u-old', 'Alt', ?, ?)`,
      ).run(now, now);
      for (const companyId of [2, 9]) {
        db.prepare('INSERT INTO lead_list_items (list_id, company_id, added_at) VALUES (4, ?, ?)').run(
          companyId,
          now,
        );
      }
      db.prepare(
        `INSERT INTO watchlist (user_id, company_id, added_at, seen_at) VALUES ('u-old', 6, ?, ?)`,
      ).run(now, now);
      const employeeId = db.prepare('SELECT min(employee_id) FROM employees').pluck().get() as number;
      db.prepare(
        `INSERT INTO contacts (user_id, employee_id, note, created_at, updated_at) VALUES ('u-old', ?, 'alt', ?, ?)`,
      ).run(employeeId, now, now);
      db.prepare(
        `INSERT INTO recent_views (user_id, entity_type, entity_id, viewed_at) VALUES ('u-old', 'company', 2, ?)`,
      ).run(now);
      db.prepare(
        `INSERT INTO saved_searches (user_id, name, entity, filters, created_at) VALUES ('u-old', 'AT', 'companies', '[]', ?)`,
      ).run(now);
      db.prepare(
        `INSERT INTO contact_messages (kind, name, email, subject, message, created_at) VALUES ('contact', 'Gast', 'gast@example.at', 'Frage', 'Hallo', ?)`,
      ).run(now);
      const names = db
        .prepare('SELECT company_id, company_name FROM companies WHERE company_id IN (2, 6, 9)')
        .all() as { company_id: number; company_name: string }[];
      db.close();
      return { path, employeeId, names: new Map(names.map((row) => [row.company_id, row.company_name])) };
    }

    it('moves every account row into the account store on first start, keyed by company', async () => {
      const legacy = legacyInstall();
      const app = await createTestApp({ dataDir: dir });
      try {
        const accounts = app.stores.accounts;
        expect((await accounts.users.byEmail('old@example.at'))?.fullname).toBe('Alt Kunde');
        expect((await accounts.sessions.byTokenHash('hash-old'))?.user_id).toBe('u-old');
        const keys = await accounts.workspace.itemKeys(4);
        expect(await app.stores.companies.keys.companyIds(keys)).toEqual([2, 9]);
        const [watched] = await accounts.workspace.watched('u-old');
        expect(await app.stores.companies.keys.companyIds([watched!.company_key])).toEqual([6]);
        const [contact] = await accounts.workspace.contacts('u-old');
        expect(await app.stores.companies.keys.employeeIds([contact!.employee_key])).toEqual([
          legacy.employeeId,
        ]);
        expect(await accounts.workspace.searches('u-old')).toHaveLength(1);
        expect(await accounts.workspace.recent('u-old', 10)).toHaveLength(1);
        const db = new Database(accountsPathFor(legacy.path), { readonly: true });
        expect(db.prepare('SELECT count(*) FROM contact_messages').pluck().get()).toBe(1);
        db.close();
      } finally {
        await app.close();
      }
      const dataset = new Database(legacy.path, { readonly: true });
      const leftover = dataset
        .prepare("SELECT name FROM sqlite_master WHERE name IN ('users', 'lead_lists', 'contact_messages')")
        .all();
      dataset.close();
      expect(leftover).toEqual([]);
    });

    it('finishes a move that stopped after the copy, without copying twice', async () => {
      const legacy = legacyInstall();
      const first = await createTestApp({ dataDir: dir });
      await first.close();
      // As if the process died after the copy committed and before the old tables were dropped.
      const dataset = new Database(legacy.path);
      dataset.exec(`CREATE TABLE users (user_id TEXT PRIMARY KEY, email TEXT);
      INSERT INTO users VALUES ('u-old', 'old@example.at');`);
      dataset.close();
      const again = await createTestApp({ dataDir: dir });
      try {
        const db = new Database(accountsPathFor(legacy.path), { readonly: true });
        expect(db.prepare('SELECT count(*) FROM users').pluck().get()).toBe(1);
        db.close();
      } finally {
        await again.close();
      }
      const check = new Database(legacy.path, { readonly: true });
      expect(check.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'users'").pluck().get()).toBe(0);
      check.close();
    });

    it('moves the accounts before a regenerated dataset replaces the file', async () => {
      const legacy = legacyInstall();
      await buildDataset(
        { kind: 'sqlite', path: legacy.path },
        { companies: TEST_COMPANIES, seed: TEST_SEED },
      );
      const app = await createTestApp({ dataDir: dir });
      try {
        const keys = await app.stores.accounts.workspace.itemKeys(4);
        const ids = await app.stores.companies.keys.companyIds(keys);
        const items = await app.stores.companies.companies.listItems(ids.filter((id) => id !== null));
        expect(items.map((item) => item.company_name)).toEqual([legacy.names.get(2), legacy.names.get(9)]);
      } finally {
        await app.close();
      }
    });
  },
);
