/**
 * People with mandates in several companies, as a register shows them: the managers of a holding
 * group sit on the boards of its companies, and a few sit on boards outside it. A manager is drawn
 * from a stream of (head, slot), so every company that seats them computes the same person, and
 * carries the same person key.
 */
import { type CompanyCore, computeCore, type GenContext } from './core';
import { dayNumber, isoDate } from './dates';
import { groupPlace, headDepth } from './groups';
import { bornOn, makePerson } from './people';
import { pickCity } from './places';
import { hash3 } from './random';
import { CH } from './regions';
import type { RepresentativeRow } from './types';

const SALT_PERSON = 0x9e50;
const SALT_MANDATE = 0x9e60;
/** Managers per group. */
export const SLOTS = 3;
/** An outside company c may seat a manager of the head floor(c / OUTSIDE_SPAN). */
export const OUTSIDE_SPAN = 97;
const OUTSIDE_P = 0.05;

export const personKey = (head: number, slot: number) => `g${head}.${slot}`;

interface Manager {
  key: string;
  full: string;
  female: boolean;
  born_on: string | null;
  location: string;
}

function manager(ctx: GenContext, head: number, slot: number, country: number): Manager {
  const rng = ctx.figRng.reseed(ctx.seed, head, SALT_PERSON + slot);
  const p = makePerson(rng, country);
  const born = bornOn(rng);
  const location = ctx.places.cities[pickCity(ctx.places, rng, country)].name;
  return { key: personKey(head, slot), full: p.full, female: p.female, born_on: born, location };
}

/** The register title of a seat in this company: managing director or board; null where none fits. */
function seatTitle(core: CompanyCore, m: Manager, board: boolean): string | null {
  switch (core.form.kind) {
    case 'capital':
    case 'gmbhco':
      return m.female ? 'Geschäftsführerin' : 'Geschäftsführer';
    case 'stock':
      if (core.country === CH) return 'Verwaltungsrat';
      return board ? 'Aufsichtsrat' : 'Vorstand';
    default:
      return null;
  }
}

const u = (h: number) => h / 4294967296;
const JOINT = 'gemeinsam mit einem weiteren Geschäftsführer oder Prokuristen';

function headCountry(ctx: GenContext, head: number): number {
  return computeCore(ctx, head, ctx.figCoreRng, true).country;
}

/** A mandate's dates: begun after the company's founding; ended ones closed before 2025. */
function dates(h: number, foundedYear: number, ended: boolean): { since: string; until: string | null } {
  // An ended mandate needs a year after its start before 2025; a company founded since has none.
  const closes = ended && foundedYear <= 2022;
  const start = Math.min(Math.max(foundedYear, 1995 + (h % 25)), closes ? 2022 : 2025);
  const since = isoDate(dayNumber(start, 1 + ((h >>> 8) % 12), 1));
  if (!closes) return { since, until: null };
  const end = Math.min(2024, start + 1 + ((h >>> 12) % 6));
  return { since, until: isoDate(dayNumber(end, 1 + ((h >>> 16) % 12), 1)) };
}

interface Seat {
  /** A board seat (supervisory, Verwaltungsrat) rather than the management. */
  board: boolean;
  /** The hash the mandate's dates come from. */
  h: number;
  foundedYear: number;
  ended: boolean;
}

function seat(
  core: CompanyCore,
  m: Manager,
  { board, h, foundedYear, ended }: Seat,
  out: RepresentativeRow[],
): void {
  const title = seatTitle(core, m, board);
  if (title === null) return;
  out.push({
    company_id: core.id,
    name: m.full,
    title,
    representation: board && title === 'Aufsichtsrat' ? 'nicht vertretungsberechtigt' : JOINT,
    location: m.location,
    born_on: m.born_on,
    person_key: m.key,
    ...dates(h, foundedYear, ended),
  });
}

/** Appends the group managers' and outside managers' mandates in this company to out. */
export function groupMandates(
  ctx: GenContext,
  core: CompanyCore,
  foundedYear: number,
  out: RepresentativeRow[],
): void {
  const { seed, total } = ctx;
  const id = core.id;
  const place = core.group;
  const country = core.groupCountry;
  if (place !== null && place.level === 0) {
    // The head: its first two managers run it.
    for (let slot = 0; slot < 2; slot++) {
      const h = hash3(seed, id, SALT_MANDATE + slot);
      seat(core, manager(ctx, id, slot, country), { board: false, h, foundedYear, ended: false }, out);
    }
  } else if (place !== null) {
    const h = hash3(seed, id, SALT_MANDATE);
    if (u(h) < 0.85) {
      const m = manager(ctx, place.head, (h >>> 4) % SLOTS, country);
      seat(core, m, { board: core.form.kind === 'stock', h, foundedYear, ended: false }, out);
    }
    // Now and then a former manager of the group: an ended mandate.
    if ((h & 0xf) < 4) {
      const m = manager(ctx, place.head, ((h >>> 4) + 1) % SLOTS, country);
      const h2 = hash3(seed, id, SALT_MANDATE + 7);
      seat(core, m, { board: true, h: h2, foundedYear, ended: true }, out);
    }
  }
  // A seat outside the group: the head floor(id / OUTSIDE_SPAN) lends one of its managers.
  const head = Math.floor(id / OUTSIDE_SPAN);
  if (head < 1 || headDepth(seed, total, head) === 0) return;
  const h = hash3(seed, id, SALT_MANDATE + 3);
  if (u(h) >= OUTSIDE_P || (place !== null && place.head === head)) return;
  // Only a head that is no other group's member lends managers (they carry its key).
  const headPlace = groupPlace(seed, total, head);
  if (headPlace === null || headPlace.level > 0) return;
  const m = manager(ctx, head, (h >>> 4) % SLOTS, headCountry(ctx, head));
  seat(core, m, { board: true, h, foundedYear, ended: (h & 0xf) < 6 }, out);
}
