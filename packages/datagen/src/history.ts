/**
 * A company's history first, its record from it (docs/decisions/130): the registration, the
 * changes to its record, its mandates, its published accounts, its group ties and its fate, as
 * dated events. The row's status, insolvency record, founding and update dates and the
 * representatives' since/until are what these events say.
 */

import type { GenContext } from './core';
import { type CompanyCore, foundedOf } from './core';
import { DAY_LIMIT_UPDATED, dayNumber, isoDate } from './dates';
import { shareOfParent } from './groups';
import { HistoryBuilder } from './history-builder';
import { planChanges } from './history-changes';
import { planMandates } from './history-people';
import { endedStatus, planFate } from './history-status';
import type { Rng } from './random';
import { formerChildren, formerTie, joinDay } from './ties';
import type { EventRow, FinancialRow, LegalStatus, RepresentativeRow } from './types';

/** The dataset's day: every history ends by then. */
export const HISTORY_END = DAY_LIMIT_UPDATED;
/** Days after the balance-sheet date within which the accounts are published. */
const PUBLICATION_FROM = 120;
const PUBLICATION_SPAN = 240;
/** Nothing ends a company in its first half year. */
const YOUNGEST_END = 180;

export interface HistoryInput {
  ctx: GenContext;
  core: CompanyCore;
  rng: Rng;
  /** The status the company's stream drew (groups keep their members registered). */
  drawnStatus: LegalStatus;
  /** The day the company was added to the dataset. */
  added: number;
  /** Current and ended mandates; their dates are set here. */
  representatives: RepresentativeRow[];
  ended: ReadonlySet<RepresentativeRow>;
  /** Reports oldest first; a capital increase lowers the capital of the reports before it. */
  reports: FinancialRow[];
  address: string;
  capital: number | null;
  capitalMinimum: number | null;
  registerReference: string | null;
  parentId: number;
  subsidiaries: readonly number[];
  scratch: number[];
}

export interface History {
  /** The events oldest first, built on demand (a loader that writes none does not ask). */
  events(): EventRow[];
  status: LegalStatus;
  insolvency: string | null;
  /** The newest event's day: the record's last update. */
  updated: number;
  /** People who held a mandate before, with `until`: written with the other representatives. */
  formerRepresentatives: RepresentativeRow[];
}

const reportDay = (date: string) =>
  dayNumber(Number(date.slice(0, 4)), Number(date.slice(5, 7)), Number(date.slice(8, 10)));

/** The parent's side of a tie: when each subsidiary joined (or was founded), and the sold ones. */
function addTies(input: HistoryInput, joined: number | null, history: HistoryBuilder): number {
  const { ctx, core, parentId, subsidiaries } = input;
  let latest = Number.NEGATIVE_INFINITY;
  const at = (type: Parameters<HistoryBuilder['add']>[0], day: number, id: number, share: number) => {
    history.add(type, day, { related_company_id: id, share });
    latest = Math.max(latest, day);
  };
  if (joined !== null)
    at('shareholder_change', joined, parentId, shareOfParent(ctx.seed, ctx.total, core.id));
  for (const child of subsidiaries) {
    // A subsidiary the company founded itself joined on its own founding day.
    const day = joinDay(ctx, child, core.id) ?? foundedOf(ctx, child);
    at('subsidiary_added', day, child, shareOfParent(ctx.seed, ctx.total, child));
  }
  // A tie that ended: the shareholder's share fell to 0 (the child's view), the subsidiary was sold.
  const former = formerTie(ctx, core.id);
  if (former !== null) {
    at('shareholder_change', former.from, former.parent, former.share);
    at('shareholder_change', former.to, former.parent, 0);
  }
  for (const tie of formerChildren(ctx, core.id)) {
    at('subsidiary_added', tie.from, tie.child, tie.share);
    at('subsidiary_removed', tie.to, tie.child, tie.share);
  }
  return latest;
}

export function planHistory(input: HistoryInput): History {
  const { ctx, core, rng, reports } = input;
  const history = new HistoryBuilder(ctx.seed, core.id);
  const founded = core.founded;
  const joined = input.parentId > 0 ? joinDay(ctx, core.id, input.parentId) : null;
  let lastAccounts = Number.NEGATIVE_INFINITY;
  for (const report of reports) {
    const day = reportDay(report.report_date) + PUBLICATION_FROM + rng.int(PUBLICATION_SPAN);
    history.add('accounts_published', day, { new_value: report.report_date });
    lastAccounts = Math.max(lastAccounts, day);
  }
  const lastTie = addTies(input, joined, history);
  const status = endedStatus(input.drawnStatus, input.parentId > 0 || input.subsidiaries.length > 0);
  const earliestEnd = Math.max(founded + YOUNGEST_END, lastAccounts + 1, lastTie + 1);
  const fate = planFate(ctx, core, rng, status, earliestEnd, HISTORY_END, history, input.scratch);
  const window = { founded, joined, last: fate.lastChange };
  const formerRepresentatives = planMandates(rng, core, input.representatives, input.ended, window, history);
  const changes = planChanges(
    {
      ctx,
      core,
      rng,
      address: input.address,
      capital: input.capital,
      capitalMinimum: input.capitalMinimum,
      joined,
      last: fate.lastChange,
    },
    history,
  );
  const increase = changes.capitalIncrease;
  if (increase !== null) {
    const before = isoDate(increase.day);
    for (const report of reports)
      if (report.report_date < before) report.base_per_share_capital = increase.before;
  }
  // Added last, sorted first: the registration opens its day.
  history.add('new_registration', founded, {
    new_value: changes.registration.name,
    reference: input.registerReference,
    amount: changes.registration.capital,
  });
  return {
    events: () => history.rows(input.added, HISTORY_END),
    status,
    insolvency: fate.insolvency,
    updated: history.newestDay(),
    formerRepresentatives,
  };
}
