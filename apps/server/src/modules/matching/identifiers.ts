/**
 * A query's identifiers in the spellings people write them, normalised to the spelling the
 * dataset stores: register numbers with their court, LEI, VAT ID, the website's domain.
 */
import { tokenize } from '@fd/contract';
import { canonicalToken } from '../../importers/name-key';
import type { RegisterHolder } from '../../store/types';

/** A register number as the dataset stores it (`ID_Fb`, or the EUID for a Swiss UID), and the court typed with it. */
export interface RegisterNumber {
  /** Spellings to look up in ID_Fb ('HRB 12345' and Berlin's 'HRB 12345 B'). */
  numbers: string[];
  /** 'CHE.123456789' for a Swiss UID. */
  euid: string | null;
  /** Folded words of the court ('hamburg'), empty when none was typed. */
  court: string[];
}

/** Words around a German register number that name no court. */
const COURT_FILLER = new Set([
  'amtsgericht',
  'ag',
  'registergericht',
  'handelsregister',
  'hr',
  'register',
  'gericht',
]);

function swissUid(text: string): string | null {
  const m = /\bCHE[-\s.]?(\d{3})[.\s]?(\d{3})[.\s]?(\d{3})\b/i.exec(text);
  return m ? `CHE.${m[1]}${m[2]}${m[3]}` : null;
}

/** Parses 'HRB 150148 Hamburg', 'Amtsgericht Hamburg HRB150148', 'FN 123456a', 'CHE-123.456.789', 'CH-020.3.012.345-6'. */
export function parseRegisterNumber(text: string): RegisterNumber | null {
  const uid = swissUid(text);
  if (uid) return { numbers: [], euid: uid, court: [] };
  const chId = /\bCH-?(\d{3})\.?(\d)\.?(\d{3})\.?(\d{3})-?(\d)\b/i.exec(text);
  if (chId) {
    const [, a, b, c, d, e] = chId;
    return { numbers: [`CH-${a}.${b}.${c}.${d}-${e}`], euid: null, court: [] };
  }
  const fn =
    /^(?:.*\bFN\s*)?(\d{1,6})\s*([a-z])$/i.exec(text.trim()) ?? /\bFN\s*(\d{1,6})\s*([a-z])\b/i.exec(text);
  if (fn) return { numbers: [`FN ${Number(fn[1])}${fn[2]!.toLowerCase()}`], euid: null, court: [] };
  const de = /\b(HRA|HRB|GnR|PR|VR)\s*(\d{1,7})(?:\s*(B)\b)?/i.exec(text);
  if (!de) return null;
  const register = de[1]!.toUpperCase() === 'GNR' ? 'GnR' : de[1]!.toUpperCase();
  const number = `${register} ${Number(de[2])}`;
  const rest = `${text.slice(0, de.index)} ${text.slice(de.index + de[0].length)}`;
  const court = tokenize(rest)
    .map(canonicalToken)
    .filter((word) => !COURT_FILLER.has(word));
  return { numbers: register === 'HRB' ? [number, `${number} B`] : [number], euid: null, court };
}

/** Whether the court typed agrees with the stored court ('Amtsgericht Hamburg'): every typed word is in it. */
export function courtAgrees(typed: string[], stored: string | null): boolean {
  if (typed.length === 0 || stored === null) return true;
  const words = new Set(tokenize(stored).map(canonicalToken));
  return typed.every((word) => words.has(word));
}

/** Holders of a number at other courts scored besides those at the court typed (or at any court, when none was). */
const OTHER_COURTS_SCORED = 20;

/**
 * The holders of a register number worth scoring: every one at the court typed, however many
 * other courts gave the same number (docs/decisions/160), then a few at other courts.
 */
export function registerCandidates(holders: readonly RegisterHolder[], court: string[]): number[] {
  const atCourt = holders.filter((holder) => court.length > 0 && courtAgrees(court, holder.court));
  const elsewhere = holders.filter((holder) => !atCourt.includes(holder)).slice(0, OTHER_COURTS_SCORED);
  return [...atCourt, ...elsewhere].map((holder) => holder.companyId);
}

/** An LEI without spaces, upper case; null unless it has the LEI's shape. */
export function normaliseLei(text: string): string | null {
  const lei = text.replace(/\s+/g, '').toUpperCase();
  return /^[0-9A-Z]{18}\d{2}$/.test(lei) ? lei : null;
}

/** A VAT ID as stored ('DE136068515', 'ATU12345678'); a Swiss one as its EUID. */
export function normaliseVatId(text: string): { vatId: string | null; euid: string | null } {
  const uid = swissUid(text);
  if (uid) return { vatId: null, euid: uid };
  const vat = text.replace(/[\s.\-/]+/g, '').toUpperCase();
  return { vatId: /^[A-Z]{2}[0-9A-Z]{8,12}$/.test(vat) ? vat : null, euid: null };
}

/** The domain of a web address or e-mail address, without 'www.': 'https://www.x.de/a' → 'x.de'. */
export function domainOf(text: string | null): string | null {
  if (!text) return null;
  const trimmed = text.trim().toLowerCase();
  const host = trimmed.includes('@') && !trimmed.includes('/') ? trimmed.split('@').pop() : trimmed;
  const domain = (host ?? '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#:]/)[0]!
    .replace(/^www\./, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) ? domain : null;
}

const COUNTRIES: Record<string, 'DE' | 'AT' | 'CH'> = {
  de: 'DE',
  deu: 'DE',
  deutschland: 'DE',
  germany: 'DE',
  at: 'AT',
  aut: 'AT',
  oesterreich: 'AT',
  osterreich: 'AT',
  austria: 'AT',
  ch: 'CH',
  che: 'CH',
  schweiz: 'CH',
  switzerland: 'CH',
  suisse: 'CH',
  svizzera: 'CH',
};

/** 'DE' / 'Deutschland' / 'Germany' → 'DE'; null for anything else. */
export function countryCode(text: string | null | undefined): 'DE' | 'AT' | 'CH' | null {
  if (!text) return null;
  return COUNTRIES[tokenize(text).map(canonicalToken).join(' ')] ?? null;
}
