/**
 * Labelled queries for the matcher (issue 30): companies drawn from the dataset, written the way
 * a CRM export writes them, each kind one way a list differs from the register.
 */
import { type MatchQuery, nameIndexText } from '@fd/contract';
import type Database from 'better-sqlite3';

export const MATCH_KINDS = [
  'typo',
  'legal_form',
  'abbreviation',
  'word_order',
  'old_name',
  'old_address',
  'register_only',
  'name_city',
  'not_in_register',
] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export interface LabelledMatch {
  kind: MatchKind;
  query: MatchQuery;
  /** The company meant; null for a company that is not in the register. */
  companyId: number | null;
}

interface Row {
  company_id: number;
  company_name: string;
  legal_form: string | null;
  address_street: string | null;
  address_postcode: string | null;
  address_city: string | null;
  ID_Fb: string | null;
  ID_Gerichtscode: string | null;
}

const FORMS =
  /\s+(GmbH & Co\. KG|GmbH & Co KG|GmbH|AG|KG|OG|SE|e\.U\.|e\.K\.|UG \(haftungsbeschränkt\)|OHG|eG|e\.V\.)$/;
const ABBREVIATE: [RegExp, string][] = [
  [/Gesellschaft/, 'Ges.'],
  [/Gebrüder/, 'Gebr.'],
  [/\bund\b/, '&'],
  [/ & /, ' und '],
  [/Verwaltung/, 'Verw.'],
  [/Handel\b/, 'Hdl.'],
  [/International/, 'Intl.'],
  [/Sankt/, 'St.'],
];

function swapLetters(word: string, at: number): string {
  return `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
}

/** One query of `kind` for the row, or null when the row cannot give one (no history, one word). */
function write(kind: MatchKind, row: Row, db: Database.Database, next: () => number): LabelledMatch | null {
  const { company_id: companyId, company_name: name } = row;
  const base = name.replace(FORMS, '');
  const form = name.slice(base.length).trim();
  const place = { postcode: row.address_postcode ?? undefined, city: row.address_city ?? undefined };
  switch (kind) {
    case 'typo': {
      const words = base.split(' ');
      const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
      if (longest.length < 5) return null;
      const typo = swapLetters(longest, 1 + Math.floor(next() * (longest.length - 3)));
      return { kind, companyId, query: { name: name.replace(longest, typo), postcode: place.postcode } };
    }
    case 'legal_form': {
      if (form === '') return null;
      const other = form === 'AG' ? 'GmbH' : 'AG';
      return { kind, companyId, query: { name: next() < 0.5 ? base : `${base} ${other}`, ...place } };
    }
    case 'abbreviation': {
      const rule = ABBREVIATE.find(([pattern]) => pattern.test(name));
      if (!rule) return null;
      return { kind, companyId, query: { name: name.replace(rule[0], rule[1]), postcode: place.postcode } };
    }
    case 'word_order': {
      const words = base.split(' ');
      if (words.length < 2) return null;
      return {
        kind,
        companyId,
        query: { name: `${[...words].reverse().join(' ')} ${form}`.trim(), ...place },
      };
    }
    case 'old_name': {
      const old = db
        .prepare('SELECT old_value FROM company_events WHERE company_id = ? AND type = 2 LIMIT 1')
        .pluck()
        .get(companyId) as string | undefined;
      return old
        ? {
            kind,
            companyId,
            query: { name: old, postcode: place.postcode, street: row.address_street ?? undefined },
          }
        : null;
    }
    case 'old_address': {
      const old = db
        .prepare('SELECT old_value FROM company_events WHERE company_id = ? AND type = 3 LIMIT 1')
        .pluck()
        .get(companyId) as string | undefined;
      const m = old ? /^(.*),\s*(\S+)\s+(.+)$/.exec(old) : null;
      return m ? { kind, companyId, query: { name, street: m[1], postcode: m[2], city: m[3] } } : null;
    }
    case 'register_only': {
      if (!row.ID_Fb) return null;
      const court = row.ID_Gerichtscode?.startsWith('Amtsgericht') ? ` ${row.ID_Gerichtscode}` : '';
      return { kind, companyId, query: { register_number: `${row.ID_Fb}${court}` } };
    }
    case 'name_city':
      return row.address_city ? { kind, companyId, query: { name, city: row.address_city } } : null;
    case 'not_in_register': {
      // A first word of this company with the rest of another's: a plausible name no company has.
      const other = db
        .prepare('SELECT company_name FROM companies WHERE company_id = ?')
        .pluck()
        .get(1 + Math.floor(next() * companyId)) as string | undefined;
      if (!other || other === name) return null;
      const invented = `${base.split(' ')[0]} ${other.split(' ').slice(1).join(' ')}`.trim();
      // A company of that name (in any case) has every word of it in the name index, so only
      // those are compared, not every company (no index has the name as written).
      const words = nameIndexText(invented);
      const exists =
        words === ''
          ? db.prepare('SELECT 1 FROM companies WHERE company_name = ? COLLATE NOCASE').get(invented)
          : db
              .prepare(
                `SELECT 1 FROM companies WHERE company_id IN (SELECT rowid FROM company_fts WHERE company_fts MATCH ?)
                   AND company_name = ? COLLATE NOCASE`,
              )
              .get(
                words
                  .split(' ')
                  .map((word) => `"${word}"`)
                  .join(' AND '),
                invented,
              );
      return exists || invented.split(' ').length < 2
        ? null
        : { kind, companyId: null, query: { name: invented, ...place } };
    }
  }
}

/** `perKind` queries of every kind from companies drawn uniformly (seeded). */
export function buildMatchQueries(
  db: Database.Database,
  next: () => number,
  perKind: number,
): LabelledMatch[] {
  const maxId = db.prepare('SELECT max(company_id) FROM companies').pluck().get() as number;
  const rowOf = db.prepare(
    `SELECT company_id, company_name, legal_form, address_street, address_postcode, address_city, ID_Fb, ID_Gerichtscode
     FROM companies WHERE company_id = ?`,
  );
  const queries: LabelledMatch[] = [];
  for (const kind of MATCH_KINDS) {
    let made = 0;
    for (let tries = 0; made < perKind && tries < perKind * 200; tries++) {
      const row = rowOf.get(1 + Math.floor(next() * maxId)) as Row | undefined;
      const query = row ? write(kind, row, db, next) : null;
      if (query) {
        queries.push(query);
        made++;
      }
    }
  }
  return queries;
}
