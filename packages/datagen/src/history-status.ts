/**
 * A company's fate: active, in liquidation or ended (deleted or merged), with insolvency
 * proceedings now and then, each step a dated event. The status column, the insolvency record and
 * the day after which nothing else can happen follow from these events.
 */

import type { CompanyCore, GenContext } from './core';
import { foundedOf, SALT_MAIN, tierOf } from './core';
import { AT_COURTS, DE_COURTS } from './courts';
import { isoDate, yearOf } from './dates';
import { parentOf, subsidiariesOf } from './groups';
import type { HistoryBuilder } from './history-builder';
import type { Rng } from './random';
import { AT, CH } from './regions';
import type { LegalStatus } from './types';

/** The status drawn from the first number of a company's main stream (cheap to replay for another company). */
export function drawnStatus(rng: Rng, tier: number): LegalStatus {
  const r = rng.next();
  if (tier === 2) return r < 0.98 ? 'Active' : 'In Liquidation';
  return r < 0.88 ? 'Active' : r < 0.96 ? 'Inactive' : 'In Liquidation';
}

/**
 * A company tied to a parent or to subsidiaries stays active: groups keep their members, and their
 * managers' mandates (people with ages) run up to today.
 */
export const endedStatus = (drawn: LegalStatus, tied: boolean): LegalStatus => (tied ? 'Active' : drawn);

/** Another company's status, replayed from its own streams (a merger's target must be active). */
function statusOf(ctx: GenContext, id: number, scratch: number[]): LegalStatus {
  const drawn = drawnStatus(ctx.fateRng.reseed(ctx.seed, id, SALT_MAIN), tierOf(id, id / ctx.total));
  if (drawn === 'Active') return drawn;
  scratch.length = 0;
  subsidiariesOf(ctx.seed, ctx.total, id, scratch);
  return endedStatus(drawn, parentOf(ctx.seed, ctx.total, id) > 0 || scratch.length > 0);
}

const INSOLVENCY_STATUS = [
  [
    'Insolvenzverfahren eröffnet',
    'Vorläufiges Insolvenzverfahren',
    'Insolvenzverfahren in Eigenverwaltung',
    'Insolvenzverfahren aufgehoben',
  ],
  [
    'Konkursverfahren eröffnet',
    'Sanierungsverfahren ohne Eigenverwaltung eröffnet',
    'Sanierungsverfahren mit Eigenverwaltung eröffnet',
    'Konkursverfahren aufgehoben',
  ],
  [
    'Konkursverfahren eröffnet',
    'Provisorische Nachlassstundung',
    'Definitive Nachlassstundung',
    'Konkursverfahren eingestellt',
  ],
];

/** Court and case number of insolvency proceedings opened on `day`. */
function proceedings(rng: Rng, core: CompanyCore, day: number): { court: string; caseNumber: string } {
  const c = core.country;
  const yy = String(yearOf(day) % 100).padStart(2, '0');
  const court =
    c === CH
      ? `Konkursamt ${core.city.short}`
      : c === AT
        ? AT_COURTS[core.city.court].name
        : DE_COURTS[core.city.court].name;
  const caseNumber =
    c === CH
      ? `KA ${yearOf(day)}/${rng.range(1, 2500)}`
      : c === AT
        ? `${rng.range(1, 75)} S ${rng.range(1, 400)}/${yy}`
        : `${rng.range(1, 99)} IN ${rng.range(1, 1800)}/${yy}`;
  return { court, caseNumber };
}

export interface Fate {
  status: LegalStatus;
  /** JSON `{ status, court, case_number, opened_on }` of the latest proceedings, or null. */
  insolvency: string | null;
  /** The last day its record and mandates can change: its liquidation, deletion or merger, else the dataset's day. */
  lastChange: number;
}

/** A day in [from, to], uniform. */
const dayIn = (rng: Rng, from: number, to: number) => from + rng.int(Math.max(1, to - from + 1));

/**
 * Draws the company's fate after `earliest` (nothing ends before its last accounts or group ties)
 * and up to `today`, and adds its events.
 */
export function planFate(
  ctx: GenContext,
  core: CompanyCore,
  rng: Rng,
  status: LegalStatus,
  earliest: number,
  today: number,
  history: HistoryBuilder,
  scratch: number[],
): Fate {
  const lower = Math.min(earliest, today);
  const insolvent = rng.chance(status === 'Active' ? 0.0025 : 0.105);
  const statuses = INSOLVENCY_STATUS[core.country];
  let insolvency: string | null = null;
  const open = (day: number, text: string, closedOn: number | null) => {
    const { court, caseNumber } = proceedings(rng, core, day);
    const reference = `${court}, ${caseNumber}`;
    history.add('insolvency_opened', day, { new_value: text, reference });
    if (closedOn !== null) history.add('insolvency_closed', closedOn, { new_value: statuses[3], reference });
    const shown = closedOn !== null ? statuses[3] : text;
    insolvency = `{"status":"${shown}","court":"${court}","case_number":"${caseNumber}","opened_on":"${isoDate(day)}"}`;
  };

  if (status === 'Active') {
    if (insolvent) open(dayIn(rng, lower, today), statuses[2], null);
    return { status, insolvency, lastChange: today };
  }
  if (status === 'In Liquidation') {
    const liquidation = dayIn(rng, lower, today);
    if (insolvent) open(dayIn(rng, lower, liquidation), statuses[rng.int(3)], null);
    history.add('liquidation', liquidation, {});
    return { status, insolvency, lastChange: liquidation };
  }
  // Ended: merged into a larger active company now and then, else deleted, mostly after a liquidation.
  const target = core.id > 1 && rng.chance(0.15) ? 1 + rng.int(core.id - 1) : 0;
  // The company merged into must exist and stay registered.
  const mergeFrom = target > 0 ? Math.max(lower, foundedOf(ctx, target) + 1) : today + 1;
  if (mergeFrom <= today && statusOf(ctx, target, scratch) === 'Active') {
    const day = dayIn(rng, mergeFrom, today);
    history.add('merger', day, { related_company_id: target });
    return { status, insolvency, lastChange: day };
  }
  const end = dayIn(rng, Math.min(lower + 2, today), today);
  if (insolvent && end - lower >= 2) {
    const opened = dayIn(rng, lower, end - 2);
    open(opened, statuses[0], dayIn(rng, opened + 1, end - 1));
    history.add('deletion', end, {});
    return { status, insolvency, lastChange: end };
  }
  // Most deletions follow a liquidation, after which the record no longer changes.
  const liquidation = end > lower && rng.chance(0.6) ? dayIn(rng, lower, end - 1) : null;
  if (liquidation !== null) history.add('liquidation', liquidation, {});
  history.add('deletion', end, {});
  return { status, insolvency, lastChange: liquidation ?? end };
}
