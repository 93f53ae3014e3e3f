/**
 * Changes to a company's record over its life: its name and legal form (a conversion renames it),
 * its business purpose, its address or seat, its capital. Each is a dated event after the founding;
 * the record keeps the latest values, the registration the first ones.
 */

import { withSuffix } from './company-names';
import type { CompanyCore, GenContext } from './core';
import type { HistoryBuilder } from './history-builder';
import { INDUSTRY_CATALOGUE } from './industries';
import { predecessorForm } from './legal-forms';
import { pickCity } from './places';
import type { Rng } from './random';
import { streetAddress } from './streets';

/** The record as registered at the founding, as far as later events changed it. */
export interface Registration {
  name: string;
  address: string;
  capital: number | null;
}

export interface ChangeInput {
  ctx: GenContext;
  core: CompanyCore;
  rng: Rng;
  /** The address as the record shows it now. */
  address: string;
  capital: number | null;
  capitalMinimum: number | null;
  /** The day a group member joined its group (it was renamed then), or null. */
  joined: number | null;
  /** Changes happen after the founding and up to this day. */
  last: number;
}

const FORM_CHANGE_P = 0.06;
const NAME_CHANGE_P = 0.04;
const OBJECT_CHANGE_P = 0.04;
const CAPITAL_CHANGE_P = 0.15;

/** A day after the founding, up to the last day. */
const laterDay = (rng: Rng, core: CompanyCore, last: number) =>
  core.founded + 1 + rng.int(Math.max(1, last - core.founded));

function oldName(rng: Rng, core: CompanyCore): string {
  const word = core.industry.words[rng.int(core.industry.words.length)];
  const candidate = core.surname !== null ? `${core.surname} ${word}${core.form.suffix}` : '';
  if (candidate !== '' && candidate !== core.name) return candidate;
  return `${core.stem} ${rng.chance(0.5) ? 'Handels' : 'Verwaltungs'}${core.form.suffix || ' GmbH'}`;
}

/** The name (and form) before: a group member's own, a conversion's, or an older name. */
function planName(input: ChangeInput, history: HistoryBuilder): string {
  const { core, rng, joined, last } = input;
  if (joined !== null) {
    if (core.registeredForm !== core.form)
      history.add('legal_form_change', joined, {
        old_value: core.registeredForm.form,
        new_value: core.form.form,
      });
    if (core.registeredName !== core.name)
      history.add('name_change', joined, { old_value: core.registeredName, new_value: core.name });
    return core.registeredName;
  }
  const before = predecessorForm(core.form);
  if (before !== null && rng.chance(FORM_CHANGE_P)) {
    const day = laterDay(rng, core, last);
    const name = withSuffix(core.stem, before);
    history.add('legal_form_change', day, { old_value: before.form, new_value: core.form.form });
    if (name !== core.name) history.add('name_change', day, { old_value: name, new_value: core.name });
    return name;
  }
  if (core.form.kind !== 'verein' && rng.chance(NAME_CHANGE_P)) {
    const name = oldName(rng, core);
    history.add('name_change', laterDay(rng, core, last), { old_value: name, new_value: core.name });
    return name;
  }
  return core.name;
}

/** Earlier addresses, oldest first: another street in the town, or a seat in another town. */
function planAddress(input: ChangeInput, history: HistoryBuilder): string {
  const { ctx, core, rng, last } = input;
  const r = rng.next();
  const moves = r < 0.05 ? 2 : r < 0.22 ? 1 : 0;
  if (moves === 0) return input.address;
  const addresses: string[] = [];
  for (let i = 0; i < moves; i++) {
    const city = rng.chance(0.7) ? core.city : ctx.places.cities[pickCity(ctx.places, rng, core.country)]!;
    const postcode = city.postcodes[rng.int(city.postcodes.length)];
    addresses.push(`${streetAddress(rng, city, null)}, ${postcode} ${city.name}`);
  }
  addresses.push(input.address);
  const days = addresses.slice(1).map(() => laterDay(rng, core, last));
  days.sort((a, b) => a - b);
  for (let i = 0; i < days.length; i++) {
    if (addresses[i] !== addresses[i + 1])
      history.add('address_change', days[i]!, { old_value: addresses[i]!, new_value: addresses[i + 1]! });
  }
  return addresses[0]!;
}

/** An increase of the capital: the registration had less. Returns the day and the capital before, or null. */
function planCapital(input: ChangeInput, history: HistoryBuilder): { day: number; before: number } | null {
  const { core, rng, capital, capitalMinimum: minimum, last } = input;
  if (capital === null || minimum === null || capital <= minimum || !rng.chance(CAPITAL_CHANGE_P))
    return null;
  const before = Math.max(minimum, Math.round((capital * (0.25 + rng.next() * 0.35)) / 1000) * 1000);
  if (before >= capital) return null;
  const day = laterDay(rng, core, last);
  history.add('capital_change', day, {
    old_value: String(before),
    new_value: String(capital),
    amount: capital,
  });
  return { day, before };
}

/** Adds the record's changes; returns the registration's values and the capital increase, if any. */
export function planChanges(
  input: ChangeInput,
  history: HistoryBuilder,
): { registration: Registration; capitalIncrease: { day: number; before: number } | null } {
  const name = planName(input, history);
  const address = planAddress(input, history);
  const { core, rng, last } = input;
  if (rng.chance(OBJECT_CHANGE_P) && core.form.kind !== 'verein') {
    const other = INDUSTRY_CATALOGUE[rng.int(INDUSTRY_CATALOGUE.length)]!.gegenstand;
    if (other !== core.industry.gegenstand)
      history.add('object_change', laterDay(rng, core, last), {
        old_value: other,
        new_value: core.industry.gegenstand,
      });
  }
  const capitalIncrease = planCapital(input, history);
  return {
    registration: { name, address, capital: capitalIncrease?.before ?? input.capital },
    capitalIncrease,
  };
}
