import { DASHBOARD_PAGE_SIZE, TOTAL_COUNT_CAP } from '@fd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessSearchEngine, searchEngineHandlers } from '../../src/modules/search/engine-side';
import { NameSearch } from '../../src/modules/search/name-search';
import {
  type CompanyPageQuery,
  type EngineClient,
  type EngineHandlers,
  type EngineRequest,
  encodeFrame,
  FrameReader,
} from '../../src/search-engine';
import type { SqliteCompanyStore } from '../../src/store/sqlite';
import type { CompanyFilter, Stores } from '../../src/store/types';
import { engines } from '../store/engines';

/**
 * Every request kind of the engine's protocol (docs/decisions/211) answers through the in-process
 * transport exactly what the direct call answers, for random queries over the 250-company test
 * dataset, on both engines; and each real answer survives its frame unchanged. On SQLite, two
 * engine threads (step 4) answer each request as the in-process transport does.
 */

/** A small deterministic generator, so that a failure names a query that can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return state / 2 ** 32;
  };
}

const NO_FILTERS = { must: [], atleast: [], exclusive: [] };
const CAP = TOTAL_COUNT_CAP + 1;

/** Keywords as people type them: a whole name, a first word, a prefix, a typo, two words. */
function keywordsFrom(names: string[], next: () => number): string[] {
  return names.flatMap((name) => {
    const words = name.split(/\s+/).filter((word) => word.length > 0);
    const first = words[0]!;
    const cut = Math.max(2, Math.floor(next() * first.length));
    const typo = first.length > 3 ? `${first.slice(0, 1)}${first[2]}${first[1]}${first.slice(3)}` : first;
    return [name, first, first.slice(0, cut), typo, words.slice(0, 2).join(' ')];
  });
}

/** The same message through a frame and back. */
function overTheWire<T>(message: T): T {
  return new FrameReader().push(encodeFrame(message))[0] as T;
}

describe.each(engines)('the engine protocol: $name', (engine) => {
  let stores: Stores;
  let cleanup: () => Promise<void>;
  let client: EngineClient;
  /** Engine threads over the same engine (SQLite only). */
  let threads: EngineClient | null;
  let handlers: EngineHandlers;
  /** The name search as the services called it before the protocol, apart from the client's. */
  let direct: NameSearch;
  let keywords: string[];
  let centers: {
    company_id: number;
    industry: string | null;
    latitude: number | null;
    longitude: number | null;
  }[];

  beforeAll(async () => {
    ({ stores, cleanup } = await engine.open());
    const companies = stores.companies;
    client = inProcessSearchEngine(companies).client;
    threads = (companies as Partial<SqliteCompanyStore>).engineThreads?.(2) ?? null;
    const names = () =>
      new NameSearch(
        companies.names,
        async (ids) =>
          new Map(
            (await companies.companies.suggestions(ids)).map((row) => [row.company_id, row.company_name]),
          ),
      );
    handlers = searchEngineHandlers(names(), companies.companySearch, () => companies.followChanges());
    direct = names();
    const next = random(34);
    const ids = Array.from({ length: 12 }, () => 1 + Math.floor(next() * 250));
    const rows = await companies.companies.suggestions(ids);
    keywords = [
      ...keywordsFrom(
        rows.map((row) => row.company_name),
        next,
      ),
      'xq',
      'zzzzzz',
      '  ',
      'GmbH',
    ];
    centers = await companies.companySearch.similarFacts(ids, null);
  });
  afterAll(() => cleanup());

  /** The answer through the engine threads is the in-process answer (where there are threads). */
  async function sameThroughThreads(request: EngineRequest, answer: unknown) {
    if (threads) expect(await threads.ask(request), JSON.stringify(request)).toStrictEqual(answer);
  }

  it('suggestions: the same ids as the name search', async () => {
    for (const keyword of keywords) {
      const request = { kind: 'suggest', keyword, limit: 8 } as const;
      const answer = await client.ask(request);
      expect(answer, keyword).toStrictEqual(await direct.suggest(keyword, 8));
      await sameThroughThreads(request, answer);
      expect(overTheWire(await handlers.suggest(request))).toStrictEqual(answer);
    }
  });

  it('landing search pages: the same hits, tiers, count and correction', async () => {
    for (const keyword of keywords)
      for (const offset of [0, 5]) {
        const request = { kind: 'landingPage', keyword, offset, limit: 10 } as const;
        const answer = await client.ask(request);
        expect(answer, `${keyword} from ${offset}`).toStrictEqual(await direct.search(keyword, offset, 10));
        await sameThroughThreads(request, answer);
        expect(overTheWire(await handlers.landingPage(request))).toStrictEqual(answer);
      }
  });

  it('dashboard company pages: the same ids and count as the filter index, ranked or by name tiers', async () => {
    const filters: CompanyFilter[][] = [
      [],
      [{ kind: 'legal_status', values: ['Active'] }],
      [{ kind: 'country', values: ['AT', 'CH'] }],
    ];
    const orders: CompanyPageQuery['order'][] = ['popularity', { indicator: 'revenue', direction: 'desc' }];
    let searched = 0;
    for (const must of filters)
      for (const order of orders) {
        const query: CompanyPageQuery = { area: null, filters: { ...NO_FILTERS, must }, order };
        const page = (keyword: string | null): Extract<EngineRequest, { kind: 'companyPage' }> => ({
          kind: 'companyPage',
          keyword,
          query,
          offset: 0,
          limit: DASHBOARD_PAGE_SIZE,
          cap: CAP,
        });
        // Without a keyword: one pass of the filter index.
        const all = await client.ask(page(null));
        const found = await stores.companies.companySearch.find(
          { name: null, ...query },
          0,
          DASHBOARD_PAGE_SIZE,
          CAP,
        );
        expect(all).toStrictEqual({ keywordInvalid: false, ids: found.ids, total: found.total, page: null });
        await sameThroughThreads(page(null), all);
        for (const keyword of keywords.slice(0, 20)) {
          const answer = await client.ask(page(keyword));
          expect(overTheWire(await handlers.companyPage(page(keyword)))).toStrictEqual(answer);
          await sameThroughThreads(page(keyword), answer);
          if (order === 'popularity') continue;
          // Ranked: the widest exact or prefix tier, in one pass.
          const tiers = await direct.tiers.tiers(keyword);
          if (tiers.length === 0) {
            expect(answer.keywordInvalid, keyword).toBe(true);
            continue;
          }
          const widest = await stores.companies.companySearch.find(
            { name: { match: tiers[tiers.length - 1]!.query }, ...query },
            0,
            DASHBOARD_PAGE_SIZE,
            CAP,
          );
          expect(answer, keyword).toStrictEqual({
            keywordInvalid: false,
            ids: widest.ids,
            total: widest.total,
            page: null,
          });
          searched += answer.ids.length;
        }
      }
    expect(searched).toBeGreaterThan(0);
  });

  it('similar companies: the same ranked ids and tiers as the one pass', async () => {
    for (const center of centers) {
      const origin =
        center.latitude !== null && center.longitude !== null
          ? { latitude: center.latitude, longitude: center.longitude }
          : null;
      const query = {
        must: center.industry === null ? [] : [{ kind: 'industry' as const, values: [center.industry] }],
        tiers: [
          [{ kind: 'legal_status' as const, values: ['Active' as const] }],
          [{ kind: 'legal_status' as const, values: ['Inactive' as const] }],
        ],
        area: origin && { ...origin, radiusKm: 100 },
        exclude: center.company_id,
      };
      const answer = await client.ask({ kind: 'similar', query, limit: 6 });
      expect(answer).toStrictEqual(await stores.companies.companySearch.nearestByTier(query, 6));
      expect(overTheWire(await handlers.similar({ kind: 'similar', query, limit: 6 }))).toStrictEqual(answer);
      await sameThroughThreads({ kind: 'similar', query, limit: 6 }, answer);
    }
  });

  it("result rows' figures and groups: the same as the rows and group places the store reads", async () => {
    const ids = Array.from({ length: 250 }, (_, i) => i + 1);
    const indicators = ['revenue', 'employees_number'] as const;
    const figures = await client.ask({ kind: 'figures', ids, indicators: [...indicators] });
    const rows = await stores.companies.companySearch.results(ids, null, indicators);
    expect(figures.map((row, at) => [ids[at], row])).toStrictEqual(
      rows.map((row) => [row.company_id, indicators.map((indicator) => row.figures![indicator])]),
    );
    expect(figures.flat().some((value) => value !== null)).toBe(true);
    await sameThroughThreads({ kind: 'figures', ids, indicators: [...indicators] }, figures);

    const roots = await client.ask({ kind: 'groupRoots', ids });
    const parents = await stores.companies.groups.ultimateParents(ids);
    expect(parents.size).toBeGreaterThan(0);
    for (const [at, id] of ids.entries()) {
      expect(roots[at] === id ? undefined : roots[at], `${id}`).toBe(parents.get(id)?.company_id);
      const place = await client.ask({ kind: 'groupPlace', companyId: id });
      const shown = await stores.companies.groups.place(id);
      expect(place.directParentId, `${id}`).toBe(shown?.direct_parent?.company_id ?? null);
      expect([place.subsidiaries, place.members]).toStrictEqual([shown?.subsidiaries, shown?.members]);
      await sameThroughThreads({ kind: 'groupPlace', companyId: id }, place);
    }
    await sameThroughThreads({ kind: 'groupRoots', ids }, roots);
  });

  it("the matcher's name candidates: the same ids as the name search's, with and without fuzzy tiers", async () => {
    let found = 0;
    for (const keyword of keywords)
      for (const fuzzy of [true, false]) {
        const request = { kind: 'candidates', keyword, limit: 40, fuzzy } as const;
        const answer = await client.ask(request);
        expect(answer, keyword).toStrictEqual(await direct.candidates(keyword, 40, fuzzy));
        await sameThroughThreads(request, answer);
        found += answer.length;
      }
    expect(found).toBeGreaterThan(0);
  });
});
