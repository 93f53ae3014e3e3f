/** Register numbers and identifiers in their real formats, with valid check digits. */
import type { CompanyCore } from './core';
import { AT_COURTS, CH_REGISTER_CODES, DE_COURTS } from './courts';
import {
  atVatCheckDigit,
  chIdCheckDigit,
  chUidCheckDigit,
  deVatCheckDigit,
  fnCheckLetter,
  formatChUid,
  gs1CheckDigit,
  leiCheckDigits,
} from './identifiers';
import { Flag } from './industries';
import type { Rng } from './random';
import { AT, CH } from './regions';
import { type RegisterPlace, spreadNumber, vatNumber } from './register-ranks';
import type { CompanyRow } from './types';

/** The register identifiers of a company row and where it comes from (ID_Sirul no register here issues). */
export type Identifiers = Pick<
  CompanyRow,
  | 'ID_Fb'
  | 'ID_EUID'
  | 'ID_Lei'
  | 'ID_VatID'
  | 'ID_GLN'
  | 'ID_EORI'
  | 'ID_Stockp'
  | 'ID_Ut'
  | 'ID_GISA'
  | 'ID_ZRV'
  | 'ID_Gerichtscode'
  | 'source'
  | 'datalink'
>;

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LEI_PREFIX = [
  ['529900', '391200', '549300'],
  ['529900', '549300', '5299'],
  ['506700', '549300', '5493'],
];

function lei(rng: Rng, country: number): string {
  let base = rng.pick(LEI_PREFIX[country]);
  if (base.length === 4) base += '00';
  while (base.length < 18) base += ALNUM[rng.int(36)];
  return base + leiCheckDigits(base);
}

function gln(rng: Rng, country: number): string {
  const prefix = country === AT ? rng.pick(['90', '91']) : country === CH ? '76' : `4${rng.int(4)}`;
  const payload = prefix + rng.digits(10);
  return payload + gs1CheckDigit(payload);
}

/**
 * A Swiss UID no other company has: its first eight digits from the id that owns its window of
 * eleven numbers (RegisterPlace.uidWindow), of which one in eleven has no check digit.
 */
function swissUid(window: number): string {
  for (let k = 0; ; k++) {
    const first8 = String(10000000 + (window - 1) * 11 + k);
    if (first8.length > 8 || k === 11) throw new RangeError(`no Swiss UID in window ${window}`);
    const check = chUidCheckDigit(first8);
    if (check !== null) return first8 + check;
  }
}

/** Firmenbuch numbers issued (FN 1 to about FN 630000). */
const FN_SPAN = 630000;
/** VAT numbers before the check digit (vatNumber): Austria's seven digits, Germany's eight; each step prime to its span. */
export const VAT_NUMBERS = {
  at: { first: 1_000_000, span: 9_000_000, step: 7_654_321 },
  de: { first: 10_000_000, span: 30_000_000, step: 17_320_507 },
} as const;
const vatOf = (place: RegisterPlace, { first, span, step }: { first: number; span: number; step: number }) =>
  String(vatNumber(place.countryOrdinal, first, span, step));

function ticker(core: CompanyCore): string {
  const letters = core.stem.toUpperCase().replace(/[^A-Z]/g, '');
  const consonants = letters[0] + letters.slice(1).replace(/[AEIOU]/g, '');
  const base = (consonants.length >= 3 ? consonants : `${letters}XXX`).slice(0, 3);
  return core.country === AT ? `XWBO:${base}` : core.country === CH ? `XSWX:${base}N` : `XETR:${base}`;
}

/**
 * The company's identifiers. Its register number comes from its place in its register's
 * numbering (register-ranks.ts), so that no register gives a number twice; the draws that once
 * gave it are still made, so that every other value of the row stays as it was.
 */
export function identifiers(
  rng: Rng,
  core: CompanyCore,
  foundedYear: number,
  audited: boolean,
  listed: boolean,
  place: RegisterPlace,
): Identifiers {
  const ind = core.industry;
  const big = core.tier > 0;
  const exporter =
    (ind.flags & Flag.Exporter) !== 0 ? rng.chance(big ? 0.8 : 0.3) : rng.chance(big ? 0.2 : 0.02);
  const out: Identifiers = {
    ID_Fb: null,
    ID_EUID: null,
    ID_Lei: null,
    ID_VatID: null,
    ID_GLN: null,
    ID_EORI: null,
    ID_Stockp: null,
    ID_Ut: null,
    ID_GISA: null,
    ID_ZRV: null,
    ID_Gerichtscode: null,
    source: 0,
    datalink: '',
  };
  const hasVat = big || rng.chance(core.form.kind === 'verein' ? 0.05 : 0.78);
  // Once the age that placed the register number; drawn still, so that the values after it stay.
  rng.next();

  if (core.country === AT) {
    if (core.form.kind === 'verein') {
      const zvr = String(rng.range(1, 19) * 100000000 + rng.int(100000000)).padStart(9, '0');
      out.ID_ZRV = zvr;
      out.source = 4;
      out.datalink = `https://zvr.bmi.gv.at/Start/Vereinsauszug?zvr=${zvr}`;
    } else {
      const court = AT_COURTS[core.city.court];
      if (foundedYear >= 1991) {
        rng.next();
        rng.int(2000);
      }
      const fn = spreadNumber(place, 1, FN_SPAN);
      const fnText = `${fn}${fnCheckLetter(fn)}`;
      out.ID_Fb = `FN ${fnText}`;
      out.ID_Gerichtscode = court.name;
      out.ID_EUID = `ATBRA.${fnText}`;
      out.source = 1;
      out.datalink = `https://www.firmenbuch.at/auszug/FN${fnText}`;
      if ((ind.flags & Flag.Gisa) !== 0 && rng.chance(0.75))
        out.ID_GISA = String(rng.range(10000000, 39999999));
      if (rng.chance(0.1)) out.ID_Ut = String(rng.range(100000000, 999999999));
    }
    if (hasVat) {
      // Drawn still, so that the values after it stay (see vatNumber).
      rng.range(1000000, 9999999);
      const d7 = vatOf(place, VAT_NUMBERS.at);
      out.ID_VatID = `ATU${d7}${atVatCheckDigit(d7)}`;
    }
    if (exporter) out.ID_EORI = `ATEOS1000${rng.digits(6)}`;
  } else if (core.country === CH) {
    // A drawn UID would recur in a large dataset: drawn still, so that the values after it stay.
    for (let check: number | null = null; check === null; )
      check = chUidCheckDigit(String(rng.range(10000000, 99999999)));
    const uid = swissUid(place.uidWindow);
    const canton = CH_REGISTER_CODES[core.city.state] ?? '020';
    rng.range(1, 999999);
    const serial = String(spreadNumber(place, 1, 999999)).padStart(6, '0');
    const chId = `${canton}${core.form.chDigit}${serial}`;
    out.ID_Fb = `CH-${canton}.${core.form.chDigit}.${serial.slice(0, 3)}.${serial.slice(3)}-${chIdCheckDigit(chId)}`;
    out.ID_Gerichtscode = `Handelsregisteramt des Kantons ${core.city.stateName}`;
    out.ID_EUID = `CHE.${uid}`;
    out.ID_VatID = hasVat ? `${formatChUid(uid)} MWST` : null;
    out.source = 3;
    out.datalink = `https://www.zefix.ch/de/search/entity/list/firm/CHE${uid}`;
    if (exporter) out.ID_EORI = `CHE${uid}`;
  } else {
    const court = DE_COURTS[core.city.court];
    const reg = core.form.register;
    const span = court.high - court.low;
    const num =
      reg === 'GnR'
        ? spreadNumber(place, 1, 40 + span / 500)
        : spreadNumber(place, court.low + 1, reg === 'HRA' ? span / 3 : span - 1);
    const berlin = court.code === 'F1103' && reg === 'HRB' ? ' B' : '';
    out.ID_Fb = `${reg} ${num}${berlin}`;
    out.ID_Gerichtscode = court.name;
    out.ID_EUID = `DE${court.code}R.${reg}${num}${berlin.trim()}`;
    out.source = 2;
    out.datalink = `https://www.handelsregister.de/rp_web/documents/${court.code}/${reg}${num}`;
    if (hasVat) {
      rng.range(10000000, 39999999);
      const d8 = vatOf(place, VAT_NUMBERS.de);
      out.ID_VatID = `DE${d8}${deVatCheckDigit(d8)}`;
    }
    if (exporter) out.ID_EORI = `DE${rng.range(1000000, 9999999)}`;
  }
  if (audited || core.q <= 0.05 || listed) out.ID_Lei = lei(rng, core.country);
  const glnLikely =
    ind.profile === 'retail' ||
    ind.profile === 'wholesale' ||
    ind.profile === 'manufacturing' ||
    ind.profile === 'foodcraft';
  if (rng.chance(glnLikely ? (big ? 0.7 : 0.3) : big ? 0.2 : 0.04)) out.ID_GLN = gln(rng, core.country);
  if (listed) out.ID_Stockp = ticker(core);
  return out;
}
