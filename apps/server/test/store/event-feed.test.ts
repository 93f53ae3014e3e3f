/**
 * The event feed (issue 29 item 6) on both engines: every event once, in recorded order, from the
 * dataset's histories through what imports record while the feed is being read; filters against
 * a plain filter of the whole feed; cursors of another installation, dataset or hand refused.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EVENT_TYPES, type EventFeedQuery, type EventType, type FeedEvent } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { DatabaseTarget } from '../../src/config';
import { AppError } from '../../src/errors';
import { runImport } from '../../src/importers/run-import';
import { fixture } from '../../src/importers/test-files';
import { createStoreSink } from '../../src/importers/writer/store-sink';
import { cursorCodec } from '../../src/modules/events/cursor';
import { createEventFeedService, type EventFeedService } from '../../src/modules/events/feed-service';
import { EventIndex } from '../../src/search-engine/event-index';
import { openImportStore, openStores } from '../../src/store';
import type { Stores } from '../../src/store/types';
import { eventually } from '../eventually';
import { TEST_COMPANIES } from '../global-setup';
import { createPostgresInstall } from '../postgres';
import { type DatasetRows, datasetRows } from './import-rows';

const installs: Record<
  'sqlite' | 'postgres',
  () => Promise<{ target: DatabaseTarget; drop(): Promise<void> }>
> = {
  async sqlite() {
    const dir = mkdtempSync(join(tmpdir(), 'fd-event-feed-'));
    const path = join(dir, 'firmenradar.sqlite');
    copyFileSync(inject('datasetTemplate'), path);
    return {
      target: { kind: 'sqlite', path },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
  postgres: createPostgresInstall,
};

/** Reads the feed from `after` until a page comes back empty: the events and the last cursor. */
async function drain(feed: EventFeedService, query: EventFeedQuery = {}) {
  const events: FeedEvent[] = [];
  let next = query.after;
  for (;;) {
    const page = await feed.page({ limit: 1000, ...query, after: next });
    events.push(...page.events);
    // An empty page past the histories is the feed's end for now; one within them is a stretch
    // the filter matched nothing in, and the cursor has moved on.
    if (page.events.length === 0 && page.next === next) return { events, next };
    next = page.next;
  }
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof AppError ? error.code : error),
  );

describe.each(['sqlite', 'postgres'] as const)('the event feed on %s', (engine) => {
  let install: { target: DatabaseTarget; drop(): Promise<void> };
  let stores: Stores;
  let rows: DatasetRows;
  let feed: EventFeedService;
  let all: FeedEvent[];
  let end: string | undefined;

  beforeAll(async () => {
    install = await installs[engine]();
    stores = await openStores(install.target, () => {});
    rows = await datasetRows(install.target);
    feed = createEventFeedService(stores);
    ({ events: all, next: end } = await drain(feed));
  });
  afterAll(async () => {
    await stores.close();
    await rows.close();
    await install.drop();
  });

  it('gives every event of the dataset once, in recorded order, with its company', async () => {
    expect(all.length).toBeGreaterThan(10_000);
    expect(all.map((e) => e.event_id)).toEqual(await rows.feedOrder());
    const first = all[0]!;
    const company = await stores.companies.companies.suggestions([first.company_id]);
    expect(first.company_name).toBe(company[0]!.company_name);
    expect(first.country).toBe(company[0]!.address_country);
  });

  it('filters by type and country exactly as a plain filter of the whole feed', async () => {
    const types = ['management_appointed', 'management_left', 'capital_change'];
    const { events } = await drain(feed, { types: types.join(','), country: 'AT,ch', limit: 37 });
    const expected = all.filter(
      (e) => types.includes(e.type) && (e.country === 'Austria' || e.country === 'Switzerland'),
    );
    expect(expected.length).toBeGreaterThan(100);
    expect(events.map((e) => e.event_id)).toEqual(expected.map((e) => e.event_id));
  });

  it('resumes without gaps or repeats while imports write', async () => {
    const before = all.length;
    const store = await openImportStore(install.target, () => {});
    const importing = (async () => {
      for (const job of [
        {
          source: 'gleif' as const,
          leiFile: fixture('gleif-lei.csv'),
          relationshipsFile: fixture('gleif-rr.csv'),
        },
        { source: 'offeneregister' as const, file: fixture('offeneregister.jsonl') },
        {
          source: 'gleif' as const,
          leiFile: fixture('gleif-lei-newer.csv'),
          relationshipsFile: fixture('gleif-rr-newer.csv'),
        },
      ]) {
        await runImport(job, { sink: createStoreSink(store, () => new Date()), workers: 0 });
        await store.finish();
      }
    })();
    let done = false;
    void importing.finally(() => {
      done = true;
    });
    // Small pages, read as often as the imports let the loop turn.
    const read: FeedEvent[] = [];
    let next = end;
    let pages = 0;
    while (!done) {
      const page = await feed.page({ after: next, limit: 3 });
      read.push(...page.events);
      next = page.next;
      pages++;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await importing;
    await store.close();
    const recorded = await rows.feedOrder();
    expect(recorded.length).toBeGreaterThan(before);
    // The server's copy follows the imports' change entries; then the feed has read them all.
    await eventually(
      async () => {
        const rest = await drain(feed, { after: next, limit: 3 });
        read.push(...rest.events);
        next = rest.next;
        return read.length;
      },
      (count) => count >= recorded.length - before,
      { what: 'every event the imports recorded' },
    );
    expect(pages).toBeGreaterThan(1);
    expect(read.map((e) => e.event_id)).toEqual(recorded.slice(before));
    expect(new Set(read.map((e) => e.source))).toEqual(new Set(['gleif', 'offeneregister']));
  }, 120_000);

  /** The companies with an event of `types` from `from` to `to`, as the signal search finds them. */
  const signalSearch = (types: EventType[], from: string, to: string) =>
    stores.companies.companySearch.find(
      {
        name: null,
        area: null,
        filters: { must: [{ kind: 'event', types, from, to }], atleast: [], exclusive: [] },
      },
      0,
      100_000,
      100_000,
    );

  it('keeps the signal search current with what the imports recorded', async () => {
    const types: EventType[] = ['new_registration', 'management_appointed', 'address_change'];
    const expected = await rows.companiesWithEvents(types, '2000-01-01', '2100-12-31');
    const found = await eventually(
      () => signalSearch(types, '2000-01-01', '2100-12-31'),
      (result) => result.total === expected.length,
      { what: `${expected.length} companies with events of the imports` },
    );
    expect(found.ids).toEqual(expected);
  });

  it('keeps a wide signal search, tested company by company, current with what the imports recorded', async () => {
    // Every type at any time: more events than companies, so each candidate's events are tested
    // (docs/decisions/214), and the imports' new companies are found by those of the follower.
    const sets = vi.spyOn(EventIndex.prototype, 'companies');
    try {
      const expected = await rows.companiesWithEvents([...EVENT_TYPES], '1850-01-01', '2100-12-31');
      expect(expected.at(-1)).toBeGreaterThan(TEST_COMPANIES);
      const found = await eventually(
        () => signalSearch([...EVENT_TYPES], '1850-01-01', '2100-12-31'),
        (result) => result.total === expected.length,
        { what: `${expected.length} companies with any event` },
      );
      expect(found.ids).toEqual(expected);
      expect(sets).not.toHaveBeenCalled();
    } finally {
      sets.mockRestore();
    }
  });

  it('refuses cursors it did not issue, and bad filters', async () => {
    const page = await feed.page({ limit: 1 });
    const [changeId, eventId, mac] = page.next.split('.');
    const forged = `${changeId}.${Number(eventId) + 1}.${mac}`;
    expect(await codeOf(feed.page({ after: forged }))).toBe('event_cursor_invalid');
    expect(await codeOf(feed.page({ after: 'abc' }))).toBe('event_cursor_invalid');
    const datasetId = await stores.companies.dataset.datasetId();
    const elsewhere = cursorCodec('another installation', datasetId).encode({ changeId: 0, eventId: 5 });
    expect(await codeOf(feed.page({ after: elsewhere }))).toBe('event_cursor_invalid');
    const secret = await stores.accounts.installation.secret('event-feed-cursor');
    const earlierData = cursorCodec(secret, 'an earlier dataset').encode({ changeId: 0, eventId: 5 });
    expect(await codeOf(feed.page({ after: earlierData }))).toBe('event_cursor_invalid');
    expect(
      await codeOf(feed.page({ after: cursorCodec(secret, datasetId).encode({ changeId: 0, eventId: 5 }) })),
    ).toBe(null);
    expect(await codeOf(feed.page({ types: 'management_appointed,ceo_hired' }))).toBe('event_type_unknown');
    expect(await codeOf(feed.page({ country: 'FR' }))).toBe('event_country_unknown');
  });
});
