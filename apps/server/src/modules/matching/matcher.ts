/**
 * The matcher (docs/decisions/160): candidates from the identifier indexes and the name engine,
 * each scored feature by feature, the best five answered with their reasons in the caller's
 * language.
 */
import {
  type Lang,
  MATCH_MAX_CANDIDATES,
  type MatchCandidate,
  type MatchQuery,
  type MatchResult,
  matchReasonText,
} from '@fd/contract';
import { yieldIfDue } from '../../runtime/budget';
import type { MatchRepository } from '../../store/types';
import type { NameSearch } from '../search/name-search';
import {
  countryCode,
  domainOf,
  normaliseLei,
  normaliseVatId,
  parseRegisterNumber,
  registerCandidates,
} from './identifiers';
import { abbreviationsWrittenOut, foldCity, foldName, foldStreet } from './names';
import {
  isSafeMatch,
  markSharedRegisterNumbers,
  type PreparedQuery,
  type Scored,
  scoreCandidate,
} from './score';

/** Names read per query from the name engine; a name without its words' company is rare past these. */
const NAME_CANDIDATES = 40;
/** With a word left out (a former name, a word too many), fewer. */
const PARTIAL_NAME_CANDIDATES = 12;
/** Names of more words are not tried with one left out (each try is a search). */
const MAX_WORDS_LEFT_OUT = 7;
const CONNECTORS = new Set(['und', 'u.', 'u', 'and']);
/** Names a process matches at its start (`warmUp`), each whole and by its first word. */
export const WARM_UP_NAMES = 8;

export function prepareQuery(query: MatchQuery): PreparedQuery {
  const country = countryCode(query.country);
  const register = query.register_number ? parseRegisterNumber(query.register_number) : null;
  const vat = query.vat_id ? normaliseVatId(query.vat_id) : { vatId: null, euid: null };
  return {
    name: query.name ? foldName(query.name, country ?? 'DE') : null,
    street: foldStreet(query.street ?? null),
    postcode: query.postcode?.trim() || null,
    city: foldCity(query.city ?? null),
    country,
    register,
    lei: query.lei ? normaliseLei(query.lei) : null,
    vatId: vat.vatId,
    euid: register?.euid ?? vat.euid,
    domain: domainOf(query.website ?? null),
  };
}

export interface MatchDeps {
  repository: MatchRepository;
  names: NameSearch;
}

export type Matcher = ReturnType<typeof createMatcher>;

export function createMatcher({ repository, names }: MatchDeps) {
  async function identifierIds(query: PreparedQuery): Promise<number[]> {
    const ids: number[] = [];
    if (query.lei) ids.push(...(await repository.idsByLei(query.lei)));
    if (query.vatId) ids.push(...(await repository.idsByVatId(query.vatId)));
    if (query.euid) ids.push(...(await repository.idsByEuid(query.euid)));
    if (query.register) {
      const holders = await repository.registerHolders(query.register.numbers);
      ids.push(...registerCandidates(holders, query.register.court));
    }
    return ids;
  }

  async function nameIds(name: string): Promise<number[]> {
    // '&' is no word of the index and 'und' may stand for it: connectors never restrict.
    const words = name
      .replace(/[&+]/g, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 0 && !CONNECTORS.has(word.toLowerCase()));
    const ids = await names.candidates(words.join(' '), NAME_CANDIDATES);
    // 'Gebr. Vogt' is 'Gebrüder Vogt' in the register, unless it is written so there too: both.
    const written = abbreviationsWrittenOut(words);
    if (written) ids.push(...(await names.candidates(written.join(' '), NAME_CANDIDATES)));
    // Words are left out only when the full name (typo and sound-alike tiers included) found none
    // (docs/decisions/209, 2026-12-02): a name it found once is seldom another company's with a
    // word less, and each left-out word is a tier read whole, the p95 at 3.6M.
    if (ids.length > 0) return ids;
    // A former name, an abbreviation or a word the register does not have: each word left out once.
    if (words.length < 2 || words.length > MAX_WORDS_LEFT_OUT) return ids;
    const found = [...ids];
    for (let i = 0; i < words.length; i++) {
      const shorter = words.filter((_, index) => index !== i).join(' ');
      found.push(...(await names.candidates(shorter, PARTIAL_NAME_CANDIDATES, false)));
    }
    return found;
  }

  /** The scored candidates of one query, best first. */
  async function scored(query: MatchQuery): Promise<Scored[]> {
    const prepared = prepareQuery(query);
    const ids = new Set(await identifierIds(prepared));
    if (query.name) {
      for (const id of await repository.idsByFormerName(query.name.trim())) ids.add(id);
      for (const id of await nameIds(query.name)) ids.add(id);
    }
    const rows = await repository.rows([...ids]);
    // Up to about a hundred candidates: scored in the request's slices, not in one piece
    // (docs/decisions/209), like the network walk (215).
    const all: Scored[] = [];
    for (const row of rows) {
      await yieldIfDue();
      all.push(scoreCandidate(prepared, row));
    }
    return all.sort((a, b) => b.score - a.score || a.row.companyId - b.row.companyId);
  }

  function toCandidate(candidate: Scored, match: boolean, lang: Lang): MatchCandidate {
    const { row } = candidate;
    return {
      company_id: row.companyId,
      company_name: row.name,
      score: candidate.score,
      match,
      reasons: candidate.reasons.map((reason) => ({
        feature: reason.feature,
        verdict: reason.verdict,
        contribution: reason.contribution,
        text: matchReasonText(reason, lang),
      })),
      legal_form: row.legalForm,
      register_number: row.registerNumber,
      register_court: row.registerCourt,
      lei: row.lei,
      vat_id: row.vatId,
      street: row.street,
      postcode: row.postcode,
      city: row.city,
      country: row.country,
      legal_status: row.legalStatus,
    };
  }

  /** One query's answer: up to five candidates, `match` only ever on the first. */
  async function matchOne(query: MatchQuery, lang: Lang): Promise<MatchResult> {
    const all = await scored(query);
    const [best, ...others] = all;
    if (!best) return { candidates: [] };
    markSharedRegisterNumbers(all);
    const safe = isSafeMatch(best, others);
    if (!safe && !best.identified && best.distinguished && !best.conflict && others[0])
      best.reasons.push({ feature: 'margin', verdict: 'ambiguous', contribution: 0 });
    return {
      candidates: all
        .slice(0, MATCH_MAX_CANDIDATES)
        .map((candidate, index) => toCandidate(candidate, index === 0 && safe, lang)),
    };
  }

  return {
    matchOne,
    /**
     * Matches a few names of the register once, each whole and by its first word, before the
     * process serves (docs/decisions/209): a process's first matching calls run the scoring and
     * the name-closeness sort unoptimised, the first sort about 110 ms once. A single word finds
     * more companies than a query takes, so those are sorted closest first.
     */
    async warmUp(names: readonly string[]): Promise<void> {
      for (const name of names.slice(0, WARM_UP_NAMES)) {
        await matchOne({ name }, 'de');
        const [word] = name.split(/\s+/);
        if (word && word !== name) await matchOne({ name: word }, 'de');
      }
    },
    /** Queries in order; yields between them so that a long call does not hold the loop. */
    async matchMany(queries: readonly MatchQuery[], lang: Lang): Promise<MatchResult[]> {
      const results: MatchResult[] = [];
      for (const query of queries) {
        results.push(await matchOne(query, lang));
        await yieldIfDue();
      }
      return results;
    },
  };
}
