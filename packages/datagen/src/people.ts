/** People: representatives by legal form, the CEO line, owners and founders. */
import { firstName, surname } from './company-names';
import type { CompanyCore, GenContext } from './core';
import { DAY_2025, isoDate } from './dates';
import { pickCity } from './places';
import { quote } from './quote';
import type { Rng } from './random';
import { AT, CH } from './regions';
import type { RepresentativeRow } from './types';
import { TITLES } from './vocab-people';

export interface Person {
  first: string;
  last: string;
  female: boolean;
  full: string;
}

export function makePerson(rng: Rng, country: number, last?: string | null, isFemale?: boolean): Person {
  const drawn = rng.chance(0.3);
  const female = isFemale ?? drawn;
  const first = firstName(rng, female);
  const family = last ?? surname(rng, country);
  const title = rng.chance(0.06) ? TITLES[rng.int(TITLES.length)] : '';
  return { first, last: family, female, full: `${title}${first} ${family}` };
}

export function bornOn(rng: Rng): string | null {
  if (rng.chance(0.12)) return null;
  const age = Math.min(80, Math.max(25, 49 + 10 * rng.normal()));
  return isoDate(DAY_2025 - Math.floor(age * 365.25) - rng.int(365));
}

function location(ctx: GenContext, core: CompanyCore): string {
  const rng = ctx.rng;
  if (rng.chance(0.65)) return core.city.name;
  return ctx.places.cities[pickCity(ctx.places, rng, core.country)].name;
}

const GF = ['Geschäftsführer', 'Geschäftsführerin'];
const PROKURIST = ['Prokurist', 'Prokuristin'];
function G(pair: readonly string[], p: Person): string {
  return pair[p.female ? 1 : 0];
}

/** Register titles with a male and a female form; the others ('Vorstand', 'Aufsichtsrat') have one. */
const TITLE_PAIRS: readonly (readonly [string, string])[] = [
  ['Geschäftsführer', 'Geschäftsführerin'],
  ['Prokurist', 'Prokuristin'],
  ['Inhaber', 'Inhaberin'],
  ['Komplementär', 'Komplementärin'],
  ['Gesellschafter', 'Gesellschafterin'],
  ['Direktor', 'Direktorin'],
  ['Obmann', 'Obfrau'],
  ['Kassier', 'Kassierin'],
  ['Schriftführer', 'Schriftführerin'],
  ['Vorstandsvorsitzender', 'Vorstandsvorsitzende'],
  ['Aufsichtsratsvorsitzender', 'Aufsichtsratsvorsitzende'],
  ['Präsident des Verwaltungsrates', 'Präsidentin des Verwaltungsrates'],
  ['Gesellschafter und Geschäftsführer', 'Gesellschafterin und Geschäftsführerin'],
];

/** Whether a title is the female form, and the same title for a person of either gender. */
export function titleGender(title: string): {
  female: boolean | null;
  forPerson: (female: boolean) => string;
} {
  const pair = TITLE_PAIRS.find((candidate) => candidate.includes(title));
  if (!pair) return { female: null, forPerson: () => title };
  return { female: pair[1] === title, forPerson: (female) => pair[female ? 1 : 0] };
}

export interface PeopleResult {
  ceo: string | null;
  /** Natural persons among the representatives, in order (owners are often the managing directors). */
  persons: Person[];
}

interface RepState {
  ctx: GenContext;
  core: CompanyCore;
  out: RepresentativeRow[];
  persons: Person[];
}

function addRep(st: RepState, title: string, representation: string, p: Person | null, name = ''): void {
  if (p !== null) st.persons.push(p);
  st.out.push({
    company_id: st.core.id,
    name: p !== null ? p.full : name,
    title,
    representation,
    location: location(st.ctx, st.core),
    born_on: p !== null ? bornOn(st.ctx.rng) : null,
    person_key: null,
    since: null,
    until: null,
  });
}

function addProkuristen(st: RepState, n: number): void {
  const rng = st.ctx.rng;
  for (let i = 0; i < n; i++) {
    const p = makePerson(rng, st.core.country);
    addRep(st, G(PROKURIST, p), rng.chance(0.6) ? 'Gesamtprokura' : 'Einzelprokura', p);
  }
}

/** Appends the representatives to out and returns the CEO line. */
export function representatives(ctx: GenContext, core: CompanyCore, out: RepresentativeRow[]): PeopleResult {
  const rng = ctx.rng;
  const country = core.country;
  const tier = core.tier;
  const st: RepState = { ctx, core, out, persons: [] };
  let ceo: string | null = null;
  const single = country === CH ? 'Einzelunterschrift' : 'selbständig';
  const joint =
    country === CH
      ? 'Kollektivunterschrift zu zweien'
      : 'gemeinsam mit einem weiteren Geschäftsführer oder Prokuristen';
  const family = core.surname !== null && rng.chance(0.55) ? core.surname : null;

  switch (core.form.kind) {
    case 'capital':
    case 'gmbhco': {
      if (core.form.kind === 'gmbhco') {
        const komplementaer = country === AT ? `${core.stem} GmbH` : `${core.stem} Verwaltungs GmbH`;
        addRep(st, 'Komplementär', 'selbständig', null, komplementaer);
        if (!rng.chance(0.4) && tier === 0) break;
      }
      const r = rng.next();
      const n = tier === 2 ? 3 + rng.int(4) : tier === 1 ? 2 + rng.int(2) : r < 0.84 ? 1 : r < 0.97 ? 2 : 3;
      let gfs = 0;
      for (let i = 0; i < n; i++) {
        const isGf = i === 0 || rng.chance(tier > 0 ? 0.7 : 0.55);
        const p = makePerson(rng, country, i === 0 ? family : null);
        if (isGf) {
          const title =
            country === CH && core.form.form === 'GmbH' && i === 0 && rng.chance(0.5)
              ? 'Gesellschafter und Geschäftsführer'
              : G(GF, p);
          addRep(st, title, n === 1 || rng.chance(0.4) ? single : joint, p);
          if (gfs++ === 0) ceo = `${p.full} (${G(GF, p)})`;
        } else {
          addRep(st, G(PROKURIST, p), rng.chance(0.6) ? 'Gesamtprokura' : 'Einzelprokura', p);
        }
      }
      if (tier === 2) addProkuristen(st, 1 + rng.int(3));
      break;
    }
    case 'stock': {
      if (country === CH) {
        const board =
          tier === 2 ? 5 + rng.int(5) : tier === 1 ? 3 + rng.int(3) : rng.chance(0.65) ? 1 : 2 + rng.int(2);
        for (let i = 0; i < board; i++) {
          const p = makePerson(rng, country, i === 0 ? family : null);
          const title =
            board === 1
              ? 'Verwaltungsrat'
              : i === 0
                ? p.female
                  ? 'Präsidentin des Verwaltungsrates'
                  : 'Präsident des Verwaltungsrates'
                : 'Verwaltungsrat';
          addRep(st, title, board === 1 || i === 0 ? single : joint, p);
        }
        const managers = tier === 2 ? 2 + rng.int(3) : tier === 1 ? 1 + rng.int(2) : rng.chance(0.15) ? 1 : 0;
        for (let i = 0; i < managers; i++) {
          const p = makePerson(rng, country);
          addRep(st, i === 0 ? G(GF, p) : p.female ? 'Direktorin' : 'Direktor', joint, p);
          if (i === 0) ceo = `${p.full} (${G(GF, p)})`;
        }
        if (tier === 2) addProkuristen(st, 1 + rng.int(3));
        break;
      }
      const board = tier === 2 ? 3 + rng.int(4) : tier === 1 ? 2 + rng.int(2) : 1 + (rng.chance(0.3) ? 1 : 0);
      const jointBoard = 'gemeinsam mit einem weiteren Vorstandsmitglied oder Prokuristen';
      for (let i = 0; i < board; i++) {
        const p = makePerson(rng, country, i === 0 ? family : null);
        if (board > 1 && i === 0) {
          addRep(st, p.female ? 'Vorstandsvorsitzende' : 'Vorstandsvorsitzender', jointBoard, p);
          ceo = `${p.full} (${p.female ? 'Vorsitzende des Vorstands' : 'Vorsitzender des Vorstands'})`;
        } else {
          addRep(st, 'Vorstand', board === 1 ? single : jointBoard, p);
          if (i === 0) ceo = `${p.full} (Vorstand)`;
        }
      }
      const council = tier === 2 ? 6 + rng.int(7) : tier === 1 ? 3 + rng.int(4) : 3;
      for (let i = 0; i < council; i++) {
        const p = makePerson(rng, country);
        addRep(
          st,
          i === 0 ? (p.female ? 'Aufsichtsratsvorsitzende' : 'Aufsichtsratsvorsitzender') : 'Aufsichtsrat',
          'nicht vertretungsberechtigt',
          p,
        );
      }
      if (tier > 0) addProkuristen(st, tier === 2 ? 2 + rng.int(3) : rng.int(2));
      break;
    }
    case 'partnership': {
      const n = rng.chance(0.85) ? 2 : 3;
      for (let i = 0; i < n; i++) {
        const p = makePerson(rng, country, i === 0 ? core.surname : null);
        addRep(st, p.female ? 'Gesellschafterin' : 'Gesellschafter', single, p);
      }
      break;
    }
    case 'limited': {
      const p = makePerson(rng, country, core.surname);
      addRep(st, p.female ? 'Komplementärin' : 'Komplementär', single, p);
      if (rng.chance(0.2)) addProkuristen(st, 1);
      break;
    }
    case 'sole': {
      const p = makePerson(rng, country, core.surname);
      addRep(st, p.female ? 'Inhaberin' : 'Inhaber', single, p);
      if (rng.chance(0.08)) addProkuristen(st, 1);
      break;
    }
    case 'coop': {
      const board = 2 + (tier > 0 ? 1 : rng.int(2));
      for (let i = 0; i < board; i++) {
        const p = makePerson(rng, country);
        addRep(st, 'Vorstand', 'gemeinsam mit einem weiteren Vorstandsmitglied', p);
        if (i === 0) ceo = `${p.full} (Vorstand)`;
      }
      if (tier > 0)
        for (let i = 0; i < 3; i++)
          addRep(st, 'Aufsichtsrat', 'nicht vertretungsberechtigt', makePerson(rng, country));
      break;
    }
    case 'verein': {
      const chair = makePerson(rng, country);
      addRep(st, chair.female ? 'Obfrau' : 'Obmann', 'gemeinsam mit dem Kassier oder Schriftführer', chair);
      const cashier = makePerson(rng, country);
      addRep(st, cashier.female ? 'Kassierin' : 'Kassier', 'gemeinsam mit dem Obmann', cashier);
      if (rng.chance(0.4)) {
        const secretary = makePerson(rng, country);
        addRep(
          st,
          secretary.female ? 'Schriftführerin' : 'Schriftführer',
          'gemeinsam mit dem Obmann',
          secretary,
        );
      }
      break;
    }
  }
  return { ceo, persons: st.persons };
}

export interface OwnerInput {
  parentId: number;
  parentName: string;
  parentShare: number;
  listed: boolean;
}

/** JSON array of { name, company_id?, share? }. */
export function ownersJson(
  rng: Rng,
  core: CompanyCore,
  persons: readonly Person[],
  input: OwnerInput,
): string {
  const kind = core.form.kind;
  const parts: string[] = [];
  let rest = 100;
  if (input.parentId > 0) {
    parts.push(
      `{"name":${quote(input.parentName)},"company_id":${input.parentId},"share":${input.parentShare}}`,
    );
    rest -= input.parentShare;
    if (rest <= 0 || kind === 'coop' || kind === 'verein') return `[${parts[0]}]`;
  }
  if (kind === 'coop' || kind === 'verein') return '[]';
  if (input.listed) {
    const free = Math.min(rest, 35 + rng.int(50));
    parts.push(`{"name":"Streubesitz","share":${free}}`);
    rest -= free;
    if (rest > 0)
      parts.push(`{"name":"Familie ${persons[0]?.last ?? surname(rng, core.country)}","share":${rest}}`);
    return `[${parts.join(',')}]`;
  }
  const r = rng.next();
  const n =
    kind === 'sole'
      ? 1
      : kind === 'partnership'
        ? Math.max(2, Math.min(3, persons.length))
        : r < 0.55
          ? 1
          : r < 0.9
            ? 2
            : 3;
  const shares = n === 1 ? [rest] : n === 2 ? split2(rng, rest) : split3(rest);
  for (let i = 0; i < n; i++) {
    const p =
      i < persons.length && (i === 0 || rng.chance(0.7))
        ? persons[i]
        : makePerson(rng, core.country, i === 0 ? core.surname : null);
    parts.push(`{"name":"${p.full}","share":${shares[i]}}`);
  }
  return `[${parts.join(',')}]`;
}

function split2(rng: Rng, total: number): number[] {
  const r = rng.next();
  const a = r < 0.6 ? Math.round(total / 2) : r < 0.8 ? Math.round(total * 0.6) : Math.round(total * 0.75);
  return [a, total - a];
}

function split3(total: number): number[] {
  const a = Math.ceil(total / 3);
  const b = Math.floor((total - a) / 2);
  return [a, b, total - a - b];
}

/** JSON array of { name, company_id? }; empty for most companies, the parent when it founded the company. */
export function foundersJson(
  rng: Rng,
  core: CompanyCore,
  persons: readonly Person[],
  foundedYear: number,
  parent: { id: number; name: string } | null,
): string {
  if (parent !== null) return `[{"name":${quote(parent.name)},"company_id":${parent.id}}]`;
  if (core.form.kind === 'verein' || !rng.chance(foundedYear > 1950 ? 0.25 : 0.05)) return '[]';
  const n = rng.chance(0.75) ? 1 : 2;
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const p =
      foundedYear > 2000 && i < persons.length
        ? persons[i]
        : makePerson(rng, core.country, i === 0 ? core.surname : null);
    parts.push(`{"name":"${p.full}"}`);
  }
  return `[${parts.join(',')}]`;
}
