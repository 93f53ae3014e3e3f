import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from '../auth-helpers';
import { eventually } from '../eventually';
import { requesterFor, type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { createPostgresInstall, onReplica } from '../postgres';

async function connectionsTo(url: string): Promise<number> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    const database = new URL(url).pathname.slice(1);
    const result = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return result.rows[0]!.n;
  } finally {
    await client.end();
  }
}

describe('reads from a streaming replica', () => {
  let install: Awaited<ReturnType<typeof createPostgresInstall>>;
  let replicaUrl: string;
  let writer: TestApp;
  let reader: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    install = await createPostgresInstall();
    replicaUrl = await onReplica(install.target.url);
    writer = await createTestApp({ env: { DATABASE_URL: install.target.url } });
    reader = await createTestApp({
      env: { DATABASE_URL: install.target.url, DATABASE_REPLICA_URLS: ` ${replicaUrl} ` },
    });
    user = await signIn(writer, 'replica');
  });
  afterAll(async () => {
    await writer.close();
    await reader.close();
    await install.drop();
  });

  it('builds its index and follows the change sequence through the replica, and writes to the primary', async () => {
    expect(reader.config.database.kind === 'postgres' && reader.config.database.replicaUrls).toEqual([
      replicaUrl,
    ]);
    // The reader's change feed holds replica connections while it runs.
    expect(await connectionsTo(replicaUrl)).toBeGreaterThan(0);
    let changed: { cid: number; field: string; value: string | null } | null = null;
    for (let cid = 500; cid < 700 && !changed; cid++) {
      const response = await user.request({
        method: 'POST',
        url: '/api/refreshData',
        payload: { company_id: cid },
        remoteAddress: clientAddress(),
      });
      const [change] = response.json().changes;
      if (change) changed = { cid, field: change.field, value: change.new_value };
    }
    expect(changed).not.toBeNull();
    const onReader = requesterFor(reader, user.cookie);
    // The reader follows the change sequence through the replica: a second's poll after replay.
    const company = await eventually(
      async () => (await onReader(`/api/companies?cid=${changed!.cid}`)).json().company,
      (shown) => shown[changed!.field] === changed!.value,
      { intervalMs: 250, what: `company ${changed!.cid} on the reading server to show the refresh` },
    );
    expect(company[changed!.field]).toBe(changed!.value);
    // Account writes on the reading server go to the primary: the writer sees them at once.
    const list = await onReader({ method: 'POST', url: '/api/lists', payload: { name: 'Über Replik' } });
    expect(list.statusCode).toBe(200);
    const lists = (await user.request('/api/lists')).json().lists.map((l: { name: string }) => l.name);
    expect(lists).toContain('Über Replik');
    // Up to 200 refreshes and a wait of up to 20 s: above the default 30 s.
  }, 60_000);
});
