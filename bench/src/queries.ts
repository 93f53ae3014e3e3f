import {
  EVENT_TYPES,
  foldToken,
  isoDateOfDay,
  LEGAL_FORM_TOKENS,
  type SearchRequest,
  tokenize,
} from '@fd/contract';
import Database from 'better-sqlite3';

/** Deterministic choices (mulberry32): the same seed draws the same queries in every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface QuerySets {
  prefixes: string[];
  keywords: string[];
  advanced: SearchRequest[];
  radius: SearchRequest[];
  companyIds: number[];
  topOffsets: number[];
  /** Full names of unpopular companies (the less popular half), as registered. */
  fullNames: string[];
  /** The same names without their legal form. */
  fullNamesWithoutLegalForm: string[];
  /** A word that very many companies share, then a rare word of an unpopular company's name. */
  commonAndRare: string[];
  /** Input that must answer quickly: punctuation only, a bare legal form, one letter 200 times. */
  badInput: string[];
  /** Signal search (issue 29): one event type, the dataset's last 90 days, and one more filter. */
  signals: SearchRequest[];
  /** Signal search's widest case: every event type, the dataset's last 10 years, no other filter. */
  signalsWide: SearchRequest[];
}

/** Non-legal-form words shared by the most companies (at 3.6M each by 100,000 or more). */
const COMMON_NAME_WORDS = 8;

/** The name without legal-form words ('Müller Bau GmbH & Co. KG' → 'Müller Bau'). */
export function withoutLegalForm(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => {
      const tokens = tokenize(word).map(foldToken);
      return tokens.length > 0 && !tokens.every((token) => LEGAL_FORM_TOKENS.has(token));
    })
    .join(' ');
}

const COMMON_PREFIXES = ['gm', 'bau', 'hol', 'mü', 'sch', 'mül', 'tech', 'imm', 'han', 'ber'];
const COMMON_WORDS = [
  'gmbh',
  'holding',
  'bau',
  'wien',
  'müller',
  'ag',
  'immobilien',
  'consulting',
  'service',
  'berlin',
];
const TRANSLITERATE: [RegExp, string][] = [
  [/ü/g, 'ue'],
  [/ö/g, 'oe'],
  [/ä/g, 'ae'],
  [/ß/g, 'ss'],
];

function misspell(word: string, next: () => number): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(next() * (word.length - 2));
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** Draws every scenario's queries from the dataset itself, with a fixed seed. */
export function drawQueries(databasePath: string, seed: number, count = 200): QuerySets {
  const db = new Database(databasePath, { readonly: true });
  const next = random(seed);
  const companies = db.prepare('SELECT max(company_id) FROM companies').pluck().get() as number;
  const pickId = () => 1 + Math.floor(next() ** 2 * companies);
  const name = db.prepare('SELECT company_name FROM companies WHERE company_id = ?').pluck();
  const words = () =>
    (name.get(pickId()) as string)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 3 && !/^(GmbH|AG|KG|OG|UG|SE|eG|Co)$/i.test(w));

  const prefixes: string[] = [...COMMON_PREFIXES];
  while (prefixes.length < count) {
    const word = words()[0];
    if (word) prefixes.push(word.slice(0, 2 + Math.floor(next() * 5)).toLowerCase());
  }

  const keywords: string[] = [...COMMON_WORDS];
  while (keywords.length < count) {
    const w = words();
    if (w.length === 0) continue;
    const kind = next();
    if (kind < 0.4) keywords.push(w[0]!);
    else if (kind < 0.65 && w.length >= 2) keywords.push(`${w[0]} ${w[1]}`);
    else if (kind < 0.8)
      keywords.push(TRANSLITERATE.reduce((text, [from, to]) => text.replace(from, to), w.join(' ')));
    else keywords.push(misspell(w[0]!, next));
  }

  const cities = db
    .prepare(`SELECT city FROM places WHERE kind = 'city' ORDER BY companies DESC LIMIT 60`)
    .pluck()
    .all() as string[];
  const industries = db
    .prepare('SELECT gegenstand FROM industries ORDER BY row_count DESC LIMIT 30')
    .pluck()
    .all() as string[];
  const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;

  const operators = ['must', 'atleast', 'exclusive'] as const;
  const advanced: SearchRequest[] = [];
  for (let i = 0; i < count; i++) {
    const operator = operators[i % 3]!;
    advanced.push({
      entity: 'companies',
      offset: 0,
      performanceIndicators: [
        { indicator: 'revenue', operator, values: [String(Math.round(10 ** (5 + next() * 3))), ''] },
        { indicator: 'country', operator, values: [pick(['Germany', 'Austria', 'Switzerland'])] },
        { indicator: 'industry', operator, values: [pick(industries)] },
      ],
    });
  }

  const radius: SearchRequest[] = [];
  for (let i = 0; i < count; i++) {
    radius.push({
      entity: 'companies',
      offset: 0,
      performanceIndicators: [
        { indicator: 'address', operator: 'must', values: [pick(cities)] },
        { indicator: 'radius', operator: 'must', values: [String([10, 50, 100][i % 3])] },
        { indicator: 'revenue', operator: 'must', values: [String(Math.round(10 ** (5 + next() * 2))), ''] },
      ],
    });
  }

  const companyIds = Array.from({ length: count }, pickId);
  const topOffsets = Array.from({ length: 20 }, (_, page) => page * 25);

  // The long tail: companies from the less popular half (ids are in popularity order).
  const unpopular = () => name.get(Math.ceil(companies / 2 + next() * (companies / 2 - 1))) as string;
  const fullNames = Array.from({ length: count }, unpopular);
  const fullNamesWithoutLegalForm = fullNames.map(withoutLegalForm).map((text, i) => text || fullNames[i]!);
  const docs = db.prepare('SELECT doc_count FROM name_vocab WHERE term = ?').pluck();
  const common = (
    db.prepare('SELECT term FROM name_vocab ORDER BY doc_count DESC LIMIT 200').pluck().all() as string[]
  )
    .filter((term) => !LEGAL_FORM_TOKENS.has(term) && term.length >= 4)
    .slice(0, COMMON_NAME_WORDS);
  const commonAndRare: string[] = [];
  while (commonAndRare.length < count) {
    const rare = tokenize(withoutLegalForm(unpopular()))
      .filter((word) => word.length >= 4)
      .sort((a, b) => Number(docs.get(foldToken(a)) ?? 0) - Number(docs.get(foldToken(b)) ?? 0))[0];
    if (rare) commonAndRare.push(`${pick(common)} ${rare}`);
  }
  const badInput = ['?!…', '— & —', 'GmbH', 'GmbH & Co. KG', 'a'.repeat(200), 'ü'.repeat(200)];
  const { signals, signalsWide } = signalQueries(db, count, next);
  db.close();
  return {
    prefixes,
    keywords,
    advanced,
    radius,
    companyIds,
    topOffsets,
    fullNames,
    fullNamesWithoutLegalForm,
    commonAndRare,
    badInput,
    signals,
    signalsWide,
  };
}

/** Days before `date` (YYYY-MM-DD). */
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Signal searches over the dataset's own last days (the newest effective date, so that a dataset
 * built weeks ago is measured as one built today): a type, 90 days and one more filter; and every
 * type over ten years alone.
 */
function signalQueries(db: Database.Database, count: number, next: () => number) {
  // Effective dates are stored as day numbers (docs/decisions/218).
  const newestDay = db.prepare('SELECT max(effective_date) FROM company_events').pluck().get() as
    | number
    | null;
  const newest = newestDay === null ? '2026-01-01' : isoDateOfDay(newestDay);
  const types = [
    'management_appointed',
    'management_left',
    'capital_change',
    'address_change',
    'prokura_granted',
    'accounts_published',
  ];
  const others = [
    { indicator: 'country', values: ['Germany'] },
    { indicator: 'legal_status', values: ['Active'] },
    { indicator: 'revenue', values: ['1000000', ''] },
  ];
  const signals: SearchRequest[] = Array.from({ length: count }, (_, i) => ({
    entity: 'companies',
    offset: 0,
    performanceIndicators: [
      {
        indicator: 'event',
        operator: 'must',
        values: [types[Math.floor(next() * types.length)]!, daysBefore(newest, 89), newest],
      },
      { operator: 'must', ...others[i % others.length]! },
    ],
  }));
  const signalsWide: SearchRequest[] = [
    {
      entity: 'companies',
      offset: 0,
      performanceIndicators: [
        {
          indicator: 'event',
          operator: 'must',
          values: [EVENT_TYPES.join(','), daysBefore(newest, 3652), newest],
        },
      ],
    },
  ];
  return { signals, signalsWide };
}
