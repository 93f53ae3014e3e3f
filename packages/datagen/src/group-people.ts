/**
 * People with mandates in several companies, as a register shows them: the managers of a holding
 * group sit on the boards of its companies, and a few sit on boards outside it. A manager is drawn
 * from a stream of (head, slot), so every company that seats them computes the same person, and
 * carries the same person key.
 */
import { type CompanyCore, computeCore, type GenContext } from './core';
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

/** Where a company's mandates go: its representatives, and which of them have ended. */
export interface Mandates {
  rows: RepresentativeRow[];
  /** Mandates that ended (a former manager of the group); their dates come with the history. */
  ended: Set<RepresentativeRow>;
}

function seat(core: CompanyCore, m: Manager, board: boolean, ended: boolean, out: Mandates): void {
  const title = seatTitle(core, m, board);
  if (title === null) return;
  const row: RepresentativeRow = {
    company_id: core.id,
    name: m.full,
    title,
    representation: board && title === 'Aufsichtsrat' ? 'nicht vertretungsberechtigt' : JOINT,
    location: m.location,
    born_on: m.born_on,
    person_key: m.key,
    since: null,
    until: null,
  };
  out.rows.push(row);
  if (ended) out.ended.add(row);
}

/**
 * Appends the group managers' and outside managers' mandates in this company to out. A company
 * that is not active seats no outside manager: its mandates ended before a manager's time.
 */
export function groupMandates(ctx: GenContext, core: CompanyCore, active: boolean, out: Mandates): void {
  const { seed, total } = ctx;
  const id = core.id;
  const place = core.group;
  const country = core.groupCountry;
  if (place !== null && place.level === 0) {
    // The head: its first two managers run it.
    for (let slot = 0; slot < 2; slot++) seat(core, manager(ctx, id, slot, country), false, false, out);
  } else if (place !== null) {
    const h = hash3(seed, id, SALT_MANDATE);
    if (u(h) < 0.85) {
      const m = manager(ctx, place.head, (h >>> 4) % SLOTS, country);
      seat(core, m, core.form.kind === 'stock', false, out);
    }
    // Now and then a former manager of the group: an ended mandate.
    if ((h & 0xf) < 4) {
      const m = manager(ctx, place.head, ((h >>> 4) + 1) % SLOTS, country);
      seat(core, m, true, true, out);
    }
  }
  // A seat outside the group: the head floor(id / OUTSIDE_SPAN) lends one of its managers.
  const head = Math.floor(id / OUTSIDE_SPAN);
  if (!active || head < 1 || headDepth(seed, total, head) === 0) return;
  const h = hash3(seed, id, SALT_MANDATE + 3);
  if (u(h) >= OUTSIDE_P || (place !== null && place.head === head)) return;
  // Only a head that is no other group's member lends managers (they carry its key).
  const headPlace = groupPlace(seed, total, head);
  if (headPlace === null || headPlace.level > 0) return;
  const m = manager(ctx, head, (h >>> 4) % SLOTS, headCountry(ctx, head));
  seat(core, m, true, (h & 0xf) < 6, out);
}
