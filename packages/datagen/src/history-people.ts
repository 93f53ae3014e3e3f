/**
 * The mandates of a company's history: every representative is appointed (or granted Prokura) on a
 * dated event after the founding, and their `since` is that event's day; an ended mandate has its
 * leaving event and `until`. Some current managers had a predecessor who left the day they came,
 * and some Prokura was granted and revoked again: those people are representatives with `until`.
 *
 * People have ages: nobody holds a mandate for more than MANDATE_YEARS, a group manager (whose
 * birth date is theirs on every mandate) is appointed from 25 on, and everyone else's birth date
 * follows from when they were appointed.
 */
import { isProkuraRole, mandateEventTypes } from '@fd/contract';
import type { CompanyCore } from './core';
import { dayNumber, isoDate } from './dates';
import type { HistoryBuilder } from './history-builder';
import { makePerson, titleGender } from './people';
import type { Rng } from './random';
import type { RepresentativeRow } from './types';

export interface MandateWindow {
  /** The founding day. */
  founded: number;
  /** The day the company joined its group (group managers' seats start then), or null. */
  joined: number | null;
  /** The last day a mandate can begin or end: the liquidation, deletion or merger, else the dataset's day. */
  last: number;
}

const YEAR = 365.25;
/** A mandate that began more than this before the company's last day has ended by then. */
const MANDATE_YEARS = 30;
/** Group managers are appointed from this age on. */
const APPOINTED_FROM_AGE = 25;
/** Mandates that begin on the founding day: the founding board. */
const FOUNDING_BOARD_P = 0.4;
const PREDECESSOR_P = 0.35;
const FORMER_PROKURA_P = 0.12;

/** A day in [from, to], uniform. */
const dayIn = (rng: Rng, from: number, to: number) => from + rng.int(Math.max(1, to - from + 1));

const dayOf = (iso: string) =>
  dayNumber(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));

/**
 * Dates a mandate and adds its events. A person of this company alone (no person key) was 28 to 55
 * when appointed, when their birth date is known.
 */
function record(
  rng: Rng,
  history: HistoryBuilder,
  row: RepresentativeRow,
  since: number,
  until: number | null,
  birthKnown = row.born_on !== null,
): void {
  const types = mandateEventTypes(row.title);
  const person = { person: row.name, person_key: row.person_key, role: row.title };
  history.add(types.start, since, person);
  if (until !== null) history.add(types.end, until, person);
  row.since = isoDate(since);
  row.until = until === null ? null : isoDate(until);
  if (row.person_key === null && birthKnown)
    row.born_on = isoDate(since - Math.floor((28 + rng.int(28)) * YEAR) - rng.int(365));
}

/** Most representatives' birth dates are known. */
const birthKnown = (rng: Rng) => rng.chance(0.88);

/** A person who held a mandate with this title before its holder, or held a Prokura that ended. */
function formerHolder(rng: Rng, core: CompanyCore, title: string, representation: string): RepresentativeRow {
  const gendered = titleGender(title);
  const person = makePerson(rng, core.country, null, gendered.female ?? undefined);
  return {
    company_id: core.id,
    name: person.full,
    title: gendered.forPerson(person.female),
    representation,
    location: core.city.name,
    born_on: null,
    person_key: null,
    since: null,
    until: null,
  };
}

/** A mandate held by a person (not the general partner of a GmbH & Co. KG, which is a company). */
const heldByPerson = (core: CompanyCore, row: RepresentativeRow) =>
  !(core.form.kind === 'gmbhco' && row.title === 'Komplementär');

/**
 * Dates every mandate in `rows` (ended ones are in `ended`) and adds its events; returns the
 * former holders it invented, to be written with the others.
 */
export function planMandates(
  rng: Rng,
  core: CompanyCore,
  rows: readonly RepresentativeRow[],
  ended: ReadonlySet<RepresentativeRow>,
  window: MandateWindow,
  history: HistoryBuilder,
): RepresentativeRow[] {
  const { founded, last } = window;
  const recent = Math.max(founded, last - Math.floor(MANDATE_YEARS * YEAR));
  const former: RepresentativeRow[] = [];
  for (const row of rows) {
    let from = recent;
    if (row.person_key !== null) {
      // A group manager's seat in a member begins when the company joined the group, and at 25.
      if (window.joined !== null) from = Math.max(from, window.joined);
      if (row.born_on !== null)
        from = Math.max(from, dayOf(row.born_on) + Math.floor(APPOINTED_FROM_AGE * YEAR));
    }
    if (ended.has(row)) {
      const since = dayIn(rng, from, Math.max(from, last - 2));
      record(rng, history, row, since, dayIn(rng, since + 1, last));
      continue;
    }
    const since = from === founded && rng.chance(FOUNDING_BOARD_P) ? founded : dayIn(rng, from, last);
    record(rng, history, row, since, null);
    const successor = row.person_key === null && !isProkuraRole(row.title) && heldByPerson(core, row);
    if (since > founded && successor && rng.chance(PREDECESSOR_P)) {
      const predecessor = formerHolder(rng, core, row.title, row.representation);
      const earliest = Math.max(founded, since - Math.floor(MANDATE_YEARS * YEAR));
      const start = rng.chance(0.6) ? earliest : dayIn(rng, earliest, since - 1);
      record(rng, history, predecessor, start, since, birthKnown(rng));
      former.push(predecessor);
    }
  }
  const grantsProkura = core.form.kind !== 'verein' && core.form.kind !== 'sole';
  if (grantsProkura && last - recent >= 2 && rng.chance(FORMER_PROKURA_P)) {
    const representation = rng.chance(0.6) ? 'Gesamtprokura' : 'Einzelprokura';
    const holder = formerHolder(rng, core, 'Prokurist', representation);
    const since = dayIn(rng, recent, last - 2);
    record(rng, history, holder, since, dayIn(rng, since + 1, last), birthKnown(rng));
    former.push(holder);
  }
  return former;
}
