import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMPANY_TABLES } from '../../src/store/copy-tables';
import { type SignedInUser, signIn } from '../factories';
import { createTestApp, type TestApp } from '../helpers';
import { createPostgresInstall } from '../postgres';

/** One statement sent to PostgreSQL: its text, whether it ran as a named statement, and its pool's settings. */
interface Sent {
  text: string;
  named: boolean;
  options: string | undefined;
}

/**
 * The company page on PostgreSQL (docs/decisions/198): every card is read from the server's local
 * index, so a request costs PostgreSQL only what the account store needs. These counts are pinned
 * so that a card reading the record from PostgreSQL, or another statement per request, fails here.
 */
describe('round trips to PostgreSQL of a company page', () => {
  let install: Awaited<ReturnType<typeof createPostgresInstall>>;
  let t: TestApp;
  let user: SignedInUser;
  beforeAll(async () => {
    install = await createPostgresInstall();
    // The block set is read at the first request and not again within the test.
    t = await createTestApp({ env: { DATABASE_URL: install.target.url, PERSON_BLOCKS_REFRESH_MS: '60000' } });
    user = await signIn(t, 'round-trips');
  });
  afterAll(async () => {
    await t.close();
    await install.drop();
  });

  /** The statements `work` sends, but the change feed's timed polls of the change sequence. */
  async function sentDuring(work: () => Promise<unknown>): Promise<Sent[]> {
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    try {
      await work();
      return spy.mock.calls
        .map((call, i) => {
          const [first] = call as unknown[];
          const text = typeof first === 'string' ? first : (first as { text: string }).text;
          const client = spy.mock.contexts[i] as pg.Client & { connectionParameters: { options?: string } };
          return { text, named: typeof first === 'object', options: client.connectionParameters.options };
        })
        .filter((sent) => !/company_changes|dataset_meta/.test(sent.text));
    } finally {
      spy.mockRestore();
    }
  }

  /** A statement as its verb and first table: `select sessions`, `begin`. */
  const label = (sent: Sent) => {
    const verb = sent.text.trim().split(/\s/)[0]!.toLowerCase();
    const table = sent.text.match(/\b(?:from|into|update)\s+"?(\w+)"?/i)?.[1];
    return table ? `${verb} ${table}` : verb;
  };

  const readsTheRecord = (sent: Sent) =>
    COMPANY_TABLES.some((table) => new RegExp(`\\b(from|join)\\s+"?${table}"?\\b`, 'i').test(sent.text));

  it('costs an anonymous visitor one statement: the page-rate counter, prepared, not waiting for the disk', async () => {
    expect((await t.app.inject({ url: '/api/companies?cid=1' })).statusCode).toBe(200);
    const sent = await sentDuring(async () => {
      const response = await t.app.inject({ url: '/api/companies?cid=2' });
      expect(response.statusCode).toBe(200);
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toMatch(/insert into "limit_counters"/);
    expect(sent[0]!.named).toBe(true);
    expect(sent[0]!.options).toContain('synchronous_commit=off');
  });

  it('costs a signed-in user the session, the recent view and the watch list, and never a record read', async () => {
    expect((await user.request('/api/companies?cid=1')).statusCode).toBe(200);
    const sent = await sentDuring(async () => {
      const response = await user.request('/api/companies?cid=3');
      expect(response.statusCode).toBe(200);
    });
    expect(sent.filter(readsTheRecord)).toEqual([]);
    expect(sent.map(label)).toEqual([
      'select sessions',
      'select users',
      'insert limit_counters',
      'begin',
      'insert recent_views',
      'delete recent_views',
      'commit',
      'select watchlist',
    ]);
  });

  const pageRate = ['insert limit_counters'];
  it.each([
    ['a landing search', '/api/landing_search?keyword=GmbH&limit=25&offset=0', pageRate],
    [
      'a landing search with bad input',
      `/api/landing_search?keyword=${'a'.repeat(200)}&limit=25&offset=0`,
      pageRate,
    ],
    ['the network at depth 1', '/api/companies/4/network?depth=1', pageRate],
    // An expensive request: its in-flight slot taken, the page rate, and the slot given back.
    [
      'the network at depth 2',
      '/api/companies/4/network?depth=2',
      ['insert limit_counters', 'insert limit_counters', 'update limit_counters'],
    ],
  ])("costs an anonymous visitor of %s only the account store's limits", async (_what, url, expected) => {
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const sent = await sentDuring(async () => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
    });
    expect(sent.map(label)).toEqual(expected);
  });

  it('reads the same page from the local index as from the record in PostgreSQL', async () => {
    const detail = (await t.app.inject({ url: '/api/companies?cid=5' })).json();
    const primary = new pg.Client({ connectionString: install.target.url });
    await primary.connect();
    try {
      const { rows } = await primary.query(
        'SELECT company_name, legal_status, date_updated FROM companies WHERE company_id = 5',
      );
      expect(detail.company).toMatchObject(rows[0]);
    } finally {
      await primary.end();
    }
  });
});
