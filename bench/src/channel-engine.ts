/**
 * The stand-in engine the channel bench calls (docs/decisions/211): filter columns as the search
 * engine holds them (a typed array per attribute, indexed by company id), generated from a seed,
 * and the two answers a serving process asks for most — a search page (20–100 ids in id order and
 * the matches counted up to a cap, one pass as the filter index makes it) and a company's card
 * set (the record, five years of figures, representatives, events, its group). Every channel
 * runs this same code on the same columns, so what differs between them is the channel.
 */
import { COMPANY_RANGE_INDICATORS, EVENT_TYPES } from '@fd/contract';
import { mulberry32 as random } from '@fd/datagen';

/** The columns' memory: SharedArrayBuffers when a thread shares them, else ArrayBuffers. */
export interface ColumnBuffers {
  country: ArrayBufferLike;
  active: ArrayBufferLike;
  industry: ArrayBufferLike;
  revenue: ArrayBufferLike;
}

export interface Columns {
  maxId: number;
  country: Uint8Array;
  active: Uint8Array;
  industry: Uint16Array;
  revenue: Float64Array;
}

export interface SearchQuery {
  countries: number[];
  /** Active companies only. */
  active: boolean;
  /** Any of these industries; empty for any industry. */
  industries: number[];
  minRevenue: number;
  limit: number;
  cap: number;
}

export type EngineRequest = { kind: 'search'; query: SearchQuery } | { kind: 'detail'; companyId: number };

export type CardSet = ReturnType<typeof cardSet>;

export type EngineAnswer =
  | { kind: 'search'; ids: Int32Array | number[]; total: number }
  | { kind: 'detail'; card: CardSet };

const INDUSTRIES = 600;

/** The columns of `companies` companies (ids 1..companies), in shared memory when `shared`. */
export function buildColumns(companies: number, seed: number, shared: boolean): ColumnBuffers {
  const size = companies + 1;
  const memory = (bytes: number) => (shared ? new SharedArrayBuffer(bytes) : new ArrayBuffer(bytes));
  const buffers = {
    country: memory(size),
    active: memory(size),
    industry: memory(size * 2),
    revenue: memory(size * 8),
  };
  const columns = columnsOf(buffers);
  // The same seed gives every process the same columns.
  const next = random(seed);
  for (let id = 1; id <= companies; id++) {
    const country = next();
    // About as the dataset: most companies German, then Austrian, then Swiss; nine in ten active.
    columns.country[id] = country < 0.8 ? 1 : country < 0.92 ? 2 : 3;
    columns.active[id] = next() < 0.9 ? 1 : 0;
    // Industries skewed towards the low ids, as real industries are towards a few common ones.
    columns.industry[id] = 1 + Math.floor(INDUSTRIES * next() ** 2);
    // Revenue from 10 thousand to 100 million, evenly spread over the orders of magnitude.
    columns.revenue[id] = 10 ** (4 + 4 * next());
  }
  return buffers;
}

/** Typed-array views of the columns' memory: no copy, so a thread reads the same bytes. */
export function columnsOf(buffers: ColumnBuffers): Columns {
  const country = new Uint8Array(buffers.country);
  return {
    maxId: country.length - 1,
    country,
    active: new Uint8Array(buffers.active),
    industry: new Uint16Array(buffers.industry),
    revenue: new Float64Array(buffers.revenue),
  };
}

/** The first `limit` matches in id order and the matches counted up to `cap`, in one pass. */
export function search(columns: Columns, query: SearchQuery): { ids: Int32Array; total: number } {
  const countries = new Uint8Array(8);
  for (const country of query.countries) countries[country] = 1;
  const industries = new Uint8Array(INDUSTRIES + 1);
  for (const industry of query.industries) industries[industry] = 1;
  const anyIndustry = query.industries.length === 0;
  const ids = new Int32Array(query.limit);
  let found = 0;
  let total = 0;
  for (let id = 1; id <= columns.maxId; id++) {
    if (countries[columns.country[id]!] !== 1) continue;
    if (query.active && columns.active[id] !== 1) continue;
    if (!anyIndustry && industries[columns.industry[id]!] !== 1) continue;
    if (columns.revenue[id]! < query.minRevenue) continue;
    total++;
    if (found < query.limit) ids[found++] = id;
    if (total >= query.cap && found >= query.limit) break;
  }
  return { ids: ids.subarray(0, found), total };
}

/** A company's card set, as the company page shows it (about 8 KB as JSON). */
export function cardSet(columns: Columns, companyId: number) {
  const next = random(companyId);
  const year = 2025;
  return {
    company: {
      id: companyId,
      name: `Beispiel ${companyId} Handels- und Beteiligungs GmbH`,
      legal_form: 'GmbH',
      register: { court: 'Amtsgericht München', number: `HRB ${100_000 + companyId}` },
      address: { street: 'Hauptstraße 12', postcode: '80331', place: 'München', country: 'DE' },
      industry: { id: columns.industry[companyId] ?? 0, text: 'Großhandel mit Maschinen und Ausrüstungen' },
      active: columns.active[companyId] === 1,
      founded: '1998-04-01',
    },
    financials: Array.from({ length: 5 }, (_, back) => ({
      year: year - back,
      figures: Object.fromEntries(
        COMPANY_RANGE_INDICATORS.map((indicator) => [indicator, Math.round(next() * 1e7) / 100]),
      ),
    })),
    representatives: Array.from({ length: 6 }, (_, at) => ({
      person_id: companyId * 10 + at,
      name: `Vorname${at} Nachname${companyId % 997}`,
      role: at === 0 ? 'Geschäftsführer' : 'Prokurist',
      since: `20${10 + at}-01-01`,
    })),
    events: Array.from({ length: 10 }, (_, at) => ({
      type: EVENT_TYPES[at % EVENT_TYPES.length],
      date: `20${15 + (at % 10)}-0${1 + (at % 9)}-15`,
      text: 'Eintragung in das Handelsregister: Änderung der Geschäftsanschrift',
    })),
    group: { direct_parent_id: null, ultimate_parent_id: null, subsidiaries: 0, members: 1 },
  };
}

/** The engine's answer to one request. */
export function answer(columns: Columns, request: EngineRequest): EngineAnswer {
  if (request.kind === 'detail') return { kind: 'detail', card: cardSet(columns, request.companyId) };
  return { kind: 'search', ...search(columns, request.query) };
}

/**
 * `count` requests, a search and a card set in turn, drawn from `seed`: searches from one country
 * or two, active or not, mostly any industry, and a revenue floor, so that most passes read a few
 * thousand companies and the narrowest every company; pages of 20 to 100 ids, counted up to 1,000.
 */
export function drawRequests(count: number, companies: number, seed: number): EngineRequest[] {
  const next = random(seed ^ 0x5eed);
  const requests: EngineRequest[] = [];
  for (let at = 0; at < count; at++) {
    if (at % 2 === 1) {
      // Popular companies are asked for more often: the low ids.
      requests.push({ kind: 'detail', companyId: 1 + Math.floor(companies * next() ** 3) });
      continue;
    }
    // One search in four asks for one to three of the ten most common industries.
    const industries =
      next() < 0.25
        ? Array.from({ length: 1 + Math.floor(next() * 3) }, () => 1 + Math.floor(10 * next()))
        : [];
    requests.push({
      kind: 'search',
      query: {
        countries: next() < 0.5 ? [1] : [2, 3],
        active: next() < 0.7,
        industries,
        // A floor that leaves from a tenth to all of the companies.
        minRevenue: 10 ** (4 + 4 * 0.9 * next()),
        limit: 20 + Math.floor(next() * 81),
        cap: 1000,
      },
    });
  }
  return requests;
}
