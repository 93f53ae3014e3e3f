import { ZLandingSearchResponse } from '@fd/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../auth-helpers';
import { eventually } from '../eventually';
import { requesterFor, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { createPostgresInstall } from '../postgres';

describe('two servers on one PostgreSQL', () => {
  let install: Awaited<ReturnType<typeof createPostgresInstall>>;
  let a: TestApp;
  let b: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    install = await createPostgresInstall();
    a = await createTestApp({ env: { DATABASE_URL: install.target.url } });
    b = await createTestApp({ env: { DATABASE_URL: install.target.url } });
    user = await signIn(a, 'two-servers');
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await install.drop();
  });

  it('each keeps an index of its own', () => {
    expect(a.dataDir).not.toBe(b.dataDir);
    expect(a.config.database.kind).toBe('postgres');
  });

  it('accepts on one server a session created on the other', async () => {
    const onB = requesterFor(b, user.cookie);
    const response = await onB('/api/account');
    expect(response.statusCode).toBe(200);
    expect(response.json().account.email).toBe(user.email);
  });

  it('shows on one server a list changed on the other', async () => {
    const created = await user.request({ method: 'POST', url: '/api/lists', payload: { name: 'Beide' } });
    const listId = created.json().list.id;
    await user.request({
      method: 'POST',
      url: `/api/lists/${listId}/items`,
      payload: { company_ids: [4, 8] },
    });
    const onB = requesterFor(b, user.cookie);
    const list = (await onB(`/api/lists/${listId}`)).json();
    expect(list.items.map((item: { company_id: number }) => item.company_id).sort()).toEqual([4, 8]);
    await onB({ method: 'DELETE', url: `/api/lists/${listId}/items/4` });
    const again = (await user.request(`/api/lists/${listId}`)).json();
    expect(again.items.map((item: { company_id: number }) => item.company_id)).toEqual([8]);
  });

  it('brings a company refreshed on one server to the other through the change sequence', async () => {
    const onB = requesterFor(b, user.cookie);
    let changed: { cid: number; changes: { field: string; new_value: string | null }[] } | null = null;
    for (let cid = 200; cid < 400 && !changed; cid++) {
      const response = await user.request({
        method: 'POST',
        url: '/api/refreshData',
        payload: { company_id: cid },
        remoteAddress: clientAddress(),
      });
      expect(response.statusCode).toBe(200);
      if (response.json().changes.length > 0) changed = { cid, changes: response.json().changes };
    }
    expect(changed).not.toBeNull();
    const { cid, changes } = changed!;
    // The writing server shows its own change at once.
    const onA = (await user.request(`/api/companies?cid=${cid}`)).json().company;
    for (const change of changes) expect(onA[change.field]).toBe(change.new_value);
    const seen = await eventually(
      async () => (await onB(`/api/companies?cid=${cid}`)).json().company,
      (company) => changes.every((change) => company[change.field] === change.new_value),
      // The change feed is asynchronous: server b follows it once a second.
      { intervalMs: 250, what: `company ${cid} on server b to show the refresh made on server a` },
    );
    for (const change of changes) expect(seen[change.field]).toBe(change.new_value);
    // Up to 200 refreshes and a wait of up to 20 s: above the default 30 s.
  }, 60_000);

  it('finds a company renamed in PostgreSQL by typo and sound on the other server', async () => {
    const client = new pg.Client({ connectionString: install.target.url });
    await client.connect();
    try {
      await client.query("UPDATE companies SET company_name = 'Quarzwerk Brandt GmbH' WHERE company_id = 77");
      await client.query("INSERT INTO company_changes (company_id, source) VALUES (77, 'refresh')");
    } finally {
      await client.end();
    }
    const landing = async (keyword: string) =>
      ZLandingSearchResponse.parse(
        (await b.app.inject(`/api/landing_search?keyword=${encodeURIComponent(keyword)}`)).json(),
      ).companies.find((company) => company.company_id === 77)?.match;
    // The local index's vocabulary learnt the new words: a swap and a sound-alike find them.
    expect(
      await eventually(
        () => landing('Quarzwerk Brandt'),
        (match) => match === 'exact',
        { intervalMs: 250, what: 'the renamed company 77 found by its new name on server b' },
      ),
    ).toBe('exact');
    // Typo candidates come from the vocabulary, built again off the request path after the
    // change: the searches after that build find the new words by typo.
    expect(
      await eventually(
        () => landing('Quarzwekr Brandt'),
        (match) => match === 'typo',
        { intervalMs: 250, what: 'the renamed company 77 found by a typo of its new name on server b' },
      ),
    ).toBe('typo');
    expect(await landing('Quarzwerk Brnadt')).toBe('typo');
    expect(await landing('Quarzwerk Prant')).toBe('phonetic');
  });
});
