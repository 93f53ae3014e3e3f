/**
 * One candidate against one query, feature by feature: each feature's verdict and what it adds
 * to the score, and whether the candidate is safe to accept (docs/decisions/160).
 */
import type { MatchFeature, MatchVerdict } from '@fd/contract';
import type { MatchRow } from '../../store/types';
import { courtAgrees, domainOf, type RegisterNumber } from './identifiers';
import {
  canonicalForm,
  citiesAgree,
  type FoldedName,
  foldCity,
  foldName,
  foldStreet,
  nameSimilarity,
  nameSimilarityBound,
  normalisePostcode,
  parseAddress,
} from './names';

export type Country = 'DE' | 'AT' | 'CH';

/** A query, parsed and folded once. */
export interface PreparedQuery {
  name: FoldedName | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: Country | null;
  register: RegisterNumber | null;
  lei: string | null;
  vatId: string | null;
  /** The EUID of a Swiss UID given as VAT ID or register number. */
  euid: string | null;
  domain: string | null;
}

export interface Reason {
  feature: MatchFeature;
  verdict: MatchVerdict;
  contribution: number;
  similarity?: number;
}

export interface Scored {
  row: MatchRow;
  score: number;
  reasons: Reason[];
  /** An identifier of the query names this company. */
  identified: boolean;
  /** Something certainly tells it apart: a different identifier, country, legal form or postcode. */
  conflict: boolean;
  /** A feature that tells companies of one name apart agrees: postcode, street or website. */
  distinguished: boolean;
  nameSimilarity: number;
}

/** What each feature adds; the name carries most, an agreeing identifier decides. */
export const WEIGHTS = {
  identifier: 1,
  identifierConflict: -0.5,
  name: 0.6,
  formEqual: 0.05,
  formDifferent: -0.15,
  postcodeEqual: 0.2,
  postcodeDifferent: -0.1,
  cityEqual: 0.1,
  cityDifferent: -0.05,
  streetEqual: 0.1,
  countryDifferent: -0.3,
  websiteEqual: 0.25,
  websiteDifferent: -0.05,
} as const;

const COUNTRY_OF: Readonly<Record<string, Country>> = { Germany: 'DE', Austria: 'AT', Switzerland: 'CH' };

export function countryOfRow(row: MatchRow): Country {
  return COUNTRY_OF[row.country] ?? 'DE';
}

function identifierReasons(
  query: PreparedQuery,
  row: MatchRow,
  reasons: Reason[],
): { agree: boolean; conflict: boolean } {
  let agree = false;
  let conflict = false;
  const compare = (feature: MatchFeature, typed: string | null, stored: string | null, same: boolean) => {
    if (typed === null) return;
    if (stored === null) reasons.push({ feature, verdict: 'missing_in_register', contribution: 0 });
    else if (same) {
      agree = true;
      reasons.push({ feature, verdict: 'equal', contribution: WEIGHTS.identifier });
    } else {
      conflict = true;
      reasons.push({ feature, verdict: 'different', contribution: WEIGHTS.identifierConflict });
    }
  };
  compare('lei', query.lei, row.lei, row.lei === query.lei);
  compare('vat_id', query.vatId, row.vatId, row.vatId?.replace(/\s+MWST$/, '') === query.vatId);
  const register = query.register;
  if (register && register.numbers.length > 0) {
    const numberEqual = row.registerNumber !== null && register.numbers.includes(row.registerNumber);
    if (numberEqual && !courtAgrees(register.court, row.registerCourt)) {
      conflict = true;
      reasons.push({
        feature: 'register_number',
        verdict: 'court_differs',
        contribution: WEIGHTS.identifierConflict,
      });
    } else compare('register_number', register.numbers[0] ?? null, row.registerNumber, numberEqual);
  }
  if (query.euid) {
    const feature: MatchFeature = query.register?.euid ? 'register_number' : 'vat_id';
    compare(feature, query.euid, row.euid, row.euid === query.euid);
  }
  return { agree, conflict };
}

function bestName(query: FoldedName, row: MatchRow, country: Country) {
  const current = nameSimilarity(query, foldName(row.name, country));
  let best = { ...current, former: false };
  // No former name beats an exact current one, nor one whose length alone keeps it below the best.
  if (best.similarity === 1) return best;
  for (const former of row.formerNames) {
    const folded = foldName(former, country);
    if (nameSimilarityBound(query, folded) <= best.similarity) continue;
    const candidate = nameSimilarity(query, folded);
    if (candidate.similarity > best.similarity) best = { ...candidate, former: true };
  }
  return best;
}

/** The current address, or a former one when that agrees better with the query. */
function addressReasons(query: PreparedQuery, row: MatchRow, country: Country, reasons: Reason[]) {
  // Nothing to compare: no address, current or former, gives a reason.
  if (!query.postcode && !query.city && !query.street)
    return { postcodeDiffers: false, distinguished: false };
  const addresses = [
    { street: row.street, postcode: row.postcode, city: row.city, former: false },
    ...row.formerAddresses.map((text) => ({ ...parseAddress(text), former: true })),
  ];
  const typedPostcode = query.postcode
    ? (normalisePostcode(query.postcode, country) ?? query.postcode)
    : null;
  const judge = (address: (typeof addresses)[number]) => {
    const postcode = typedPostcode && address.postcode ? typedPostcode === address.postcode : null;
    // A stored city or street is folded only when the query has one to compare it with.
    const storedCity = query.city ? foldCity(address.city) : null;
    const city = query.city && storedCity ? citiesAgree(query.city, storedCity) : null;
    const storedStreet = query.street ? foldStreet(address.street) : null;
    const street = query.street && storedStreet ? query.street === storedStreet : null;
    const agreeing = [postcode, city, street].filter((value) => value === true).length;
    return { postcode, city, street, agreeing, former: address.former };
  };
  let best = judge(addresses[0]!);
  for (const address of addresses.slice(1)) {
    const judged = judge(address);
    if (judged.agreeing > best.agreeing) best = judged;
  }
  const verdict = (equal: boolean): MatchVerdict =>
    equal ? (best.former ? 'former' : 'equal') : 'different';
  if (best.postcode !== null)
    reasons.push({
      feature: 'postcode',
      verdict: verdict(best.postcode),
      contribution: best.postcode ? WEIGHTS.postcodeEqual : WEIGHTS.postcodeDifferent,
    });
  if (best.city !== null)
    reasons.push({
      feature: 'city',
      verdict: verdict(best.city),
      contribution: best.city ? WEIGHTS.cityEqual : WEIGHTS.cityDifferent,
    });
  if (best.street === true)
    reasons.push({ feature: 'street', verdict: verdict(true), contribution: WEIGHTS.streetEqual });
  else if (best.street === false) reasons.push({ feature: 'street', verdict: 'different', contribution: 0 });
  return {
    postcodeDiffers: best.postcode === false,
    distinguished: best.postcode === true || best.street === true,
  };
}

/** Scores one candidate; the reasons in the order the features are listed. */
export function scoreCandidate(query: PreparedQuery, row: MatchRow): Scored {
  const reasons: Reason[] = [];
  const country = countryOfRow(row);
  const ids = identifierReasons(query, row, reasons);
  let conflict = ids.conflict;
  let similarity = 0;
  if (query.name && query.name.words.length > 0) {
    const name = bestName(query.name, row, country);
    similarity = name.similarity;
    const verdict: MatchVerdict = name.former
      ? name.verdict === 'exact'
        ? 'former'
        : 'former_typo'
      : name.verdict;
    reasons.push({
      feature: 'name',
      verdict,
      contribution: Math.round(WEIGHTS.name * name.similarity * 100) / 100,
      ...(name.verdict === 'exact' ? {} : { similarity: name.similarity }),
    });
    const storedForm = canonicalForm(row.legalForm, country);
    const typedForm = canonicalForm(query.name.form, country);
    if (typedForm === null)
      reasons.push({ feature: 'legal_form', verdict: 'missing_in_input', contribution: 0 });
    else if (storedForm !== null) {
      const equal = typedForm === storedForm;
      if (!equal && !name.former) conflict = true;
      reasons.push({
        feature: 'legal_form',
        verdict: equal ? 'equal' : 'different',
        contribution: equal ? WEIGHTS.formEqual : WEIGHTS.formDifferent,
      });
    }
  }
  const address = addressReasons(query, row, country, reasons);
  if (address.postcodeDiffers && !ids.agree) conflict = true;
  if (query.country !== null && query.country !== country) {
    conflict = true;
    reasons.push({ feature: 'country', verdict: 'different', contribution: WEIGHTS.countryDifferent });
  }
  let websiteEqual = false;
  const storedDomain = domainOf(row.website);
  if (query.domain && storedDomain) {
    websiteEqual = query.domain === storedDomain;
    reasons.push({
      feature: 'website',
      verdict: websiteEqual ? 'equal' : 'different',
      contribution: websiteEqual ? WEIGHTS.websiteEqual : WEIGHTS.websiteDifferent,
    });
  }
  const sum = reasons.reduce((total, reason) => total + reason.contribution, 0);
  return {
    row,
    score: Math.round(Math.min(1, Math.max(0, sum)) * 100) / 100,
    reasons,
    identified: ids.agree,
    conflict,
    distinguished: address.distinguished || websiteEqual,
    nameSimilarity: similarity,
  };
}

/**
 * Marks the candidates that the register number typed names together at one court, next to that
 * number's reason. A register never gives one number twice at one court, so such a number tells
 * none of them apart; isSafeMatch accepts none of them (another candidate is identified too).
 */
export function markSharedRegisterNumbers(candidates: readonly Scored[]): void {
  const holders = new Map<string, { candidate: Scored; at: number }[]>();
  for (const candidate of candidates) {
    const at = candidate.reasons.findIndex(
      (reason) => reason.feature === 'register_number' && reason.verdict === 'equal',
    );
    if (at < 0) continue;
    const key = `${candidate.row.registerCourt ?? ''}\u0000${candidate.row.registerNumber ?? ''}`;
    holders.set(key, [...(holders.get(key) ?? []), { candidate, at }]);
  }
  for (const group of holders.values()) {
    if (group.length < 2) continue;
    for (const { candidate, at } of group)
      candidate.reasons.splice(at + 1, 0, {
        feature: 'register_number',
        verdict: 'shared_at_court',
        contribution: 0,
      });
  }
}

/** The least score, name similarity and lead over the runner-up of a match without an identifier. */
export const SAFE_MATCH = { score: 0.8, nameSimilarity: 0.9, margin: 0.1 } as const;

/**
 * Whether the best candidate is safe to accept without a person: an identifier names it (and no
 * other candidate) and nothing contradicts it, or its name agrees, something that tells
 * companies of one name apart agrees, nothing contradicts it and no other candidate comes close.
 * A name shared with other companies is never enough alone.
 */
export function isSafeMatch(best: Scored, others: readonly Scored[]): boolean {
  if (best.identified) return !best.conflict && !others.some((other) => other.identified);
  const runnerUp = others[0]?.score ?? 0;
  return (
    !best.conflict &&
    best.distinguished &&
    best.nameSimilarity >= SAFE_MATCH.nameSimilarity &&
    best.score >= SAFE_MATCH.score &&
    best.score - runnerUp >= SAFE_MATCH.margin
  );
}
