/**
 * Events in words: a label per type and one sentence per event, in German and in English, saying
 * the same thing ("Prokura erteilt – Benjamin Thiel" / "Prokura granted – Benjamin Thiel"). The
 * server writes the German sentence into `recent_updates`; the web app shows either language.
 */
import { INSOLVENCY_STATUS_EN, positionEn } from './data-terms';
import { LEGAL_STATUS_NAMES } from './data-terms-lang';
import type { RecentUpdate } from './entities';
import { EVENT_LABELS } from './event-labels';
import type { CompanyEvent } from './events';
import { formatMoney, type Lang } from './format';
import { INDUSTRY_NAMES_EN } from './industry-names';

/** The words around the values, per language. */
const WORDS = {
  de: {
    appointed: (role: string) => `${role} bestellt`,
    left: (role: string) => `${role} ausgeschieden`,
    capitalUp: 'Kapital erhöht',
    capitalDown: 'Kapital herabgesetzt',
    accounts: (year: string) => `Jahresabschluss ${year} veröffentlicht`,
    mergedInto: (name: string) => `auf ${name}`,
    added: (value: string) => `neu: ${value}`,
    removed: (value: string) => `ausgeschieden: ${value}`,
    share: (share: number) => `${share.toLocaleString('de-DE')} %`,
    statuses: LEGAL_STATUS_NAMES.de,
  },
  en: {
    appointed: (role: string) => `${role} appointed`,
    left: (role: string) => `${role} left`,
    capitalUp: 'Capital increased',
    capitalDown: 'Capital reduced',
    accounts: (year: string) => `Annual accounts ${year} published`,
    mergedInto: (name: string) => `into ${name}`,
    added: (value: string) => `new: ${value}`,
    removed: (value: string) => `left: ${value}`,
    share: (share: number) => `${share.toLocaleString('en-US')}%`,
    statuses: LEGAL_STATUS_NAMES.en,
  },
} as const;

type Event = Pick<CompanyEvent, 'type' | 'details'>;

const withShare = (name: string, share: number | null, lang: Lang) =>
  share === null ? name : `${name} (${WORDS[lang].share(share)})`;

/** "old → new", "new: x" or "left: x", or null when the event names neither. */
function change(before: string | null, after: string | null, lang: Lang): string | null {
  if (before !== null && after !== null) return `${before} → ${after}`;
  if (after !== null) return WORDS[lang].added(after);
  return before === null ? null : WORDS[lang].removed(before);
}

/** The headline and the detail after the dash for one event. */
function parts(event: Event, lang: Lang): [string, string | null] {
  const { details } = event;
  const words = WORDS[lang];
  const label = EVENT_LABELS[lang][event.type];
  const person = details.person;
  const role = person?.role ? (lang === 'en' ? positionEn(person.role) : person.role) : null;
  const money = (value: string | null) =>
    value !== null && /^\d+(\.\d+)?$/.test(value) ? formatMoney(Number(value), lang) : value;
  switch (event.type) {
    case 'management_appointed':
      return [role ? words.appointed(role) : label, person?.name ?? null];
    case 'management_left':
      return [role ? words.left(role) : label, person?.name ?? null];
    case 'prokura_granted':
    case 'prokura_revoked':
      return [label, person?.name ?? null];
    case 'new_registration': {
      const name = details.new_value;
      const reference = details.reference;
      return [label, name && reference ? `${name} (${reference})` : (name ?? reference)];
    }
    case 'capital_change': {
      const [before, after] = [Number(details.old_value), Number(details.new_value)];
      const headline =
        details.old_value === null || details.new_value === null || before === after
          ? label
          : after > before
            ? words.capitalUp
            : words.capitalDown;
      return [headline, change(money(details.old_value), money(details.new_value), lang)];
    }
    case 'object_change': {
      const text = (value: string | null) =>
        value !== null && lang === 'en' ? (INDUSTRY_NAMES_EN[value] ?? value) : value;
      return [label, change(text(details.old_value), text(details.new_value), lang)];
    }
    case 'status_change': {
      const text = (value: string | null) => (value === null ? null : (words.statuses[value] ?? value));
      return [label, change(text(details.old_value), text(details.new_value), lang)];
    }
    case 'shareholder_change': {
      // A company whose share fell to 0 left; one with a share (or none given) came.
      const holder = details.company;
      if (holder && details.share === 0) return [label, words.removed(holder.name)];
      if (holder) return [label, words.added(withShare(holder.name, details.share, lang))];
      return [label, change(details.old_value, details.new_value, lang)];
    }
    case 'subsidiary_added':
    case 'subsidiary_removed':
      return [label, details.company ? withShare(details.company.name, details.share, lang) : null];
    case 'merger':
      return [label, details.company ? words.mergedInto(details.company.name) : null];
    case 'insolvency_opened':
    case 'insolvency_closed': {
      const status =
        details.new_value !== null && lang === 'en'
          ? (INSOLVENCY_STATUS_EN[details.new_value] ?? details.new_value)
          : details.new_value;
      return [status ?? label, details.reference];
    }
    case 'accounts_published':
      return details.new_value === null
        ? [label, null]
        : [words.accounts(details.new_value.slice(0, 4)), null];
    case 'liquidation':
    case 'deletion':
      return [label, details.reference];
    default:
      return [label, change(details.old_value, details.new_value, lang)];
  }
}

/**
 * An event's sentence in its two parts, the headline and what follows the dash (the person, the
 * company, old and new value), for a page that links the detail.
 */
export function eventText(event: Event, lang: Lang): { headline: string; detail: string | null } {
  const [headline, detail] = parts(event, lang);
  return { headline, detail };
}

/** One event as one sentence: "Prokura erteilt – Benjamin Thiel", "Prokura granted – Benjamin Thiel". */
export function eventSentence(event: Event, lang: Lang): string {
  const { headline, detail } = eventText(event, lang);
  return detail ? `${headline} – ${detail}` : headline;
}

/** An event as an entry of a company's `recent_updates` (the field is the event type, the description German). */
export const eventAsRecentUpdate = (event: CompanyEvent): RecentUpdate => ({
  date: event.effective_date,
  field: event.type,
  old_value: event.details.old_value,
  new_value: event.details.new_value,
  description: eventSentence(event, 'de'),
});
