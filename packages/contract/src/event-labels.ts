/**
 * What each event type is called, in German and English: a module of its own without imports, so
 * that the web app's language catalogues (loaded before the first page renders) take the labels
 * without the sentence builder and the data terms it needs.
 */
import type { EventType } from './events';
import type { Lang } from './format';

/** What a type is called, e.g. in the timeline's filter. */
export const EVENT_LABELS: Record<Lang, Record<EventType, string>> = {
  de: {
    new_registration: 'Neueintragung',
    name_change: 'Firmenname geändert',
    address_change: 'Anschrift geändert',
    legal_form_change: 'Rechtsform geändert',
    object_change: 'Unternehmensgegenstand geändert',
    capital_change: 'Kapital geändert',
    management_appointed: 'Geschäftsleitung bestellt',
    management_left: 'Geschäftsleitung ausgeschieden',
    prokura_granted: 'Prokura erteilt',
    prokura_revoked: 'Prokura erloschen',
    shareholder_change: 'Gesellschafter geändert',
    subsidiary_added: 'Beteiligung erworben',
    subsidiary_removed: 'Beteiligung abgegeben',
    insolvency_opened: 'Insolvenzverfahren eröffnet',
    insolvency_closed: 'Insolvenzverfahren aufgehoben',
    liquidation: 'Liquidation eröffnet',
    deletion: 'Im Register gelöscht',
    merger: 'Verschmelzung',
    accounts_published: 'Jahresabschluss veröffentlicht',
    status_change: 'Rechtsstatus geändert',
    register_change: 'Registerangaben geändert',
    contact_change: 'Kontaktdaten geändert',
  },
  en: {
    new_registration: 'New registration',
    name_change: 'Name changed',
    address_change: 'Address changed',
    legal_form_change: 'Legal form changed',
    object_change: 'Business purpose changed',
    capital_change: 'Capital changed',
    management_appointed: 'Management appointed',
    management_left: 'Management left',
    prokura_granted: 'Prokura granted',
    prokura_revoked: 'Prokura revoked',
    shareholder_change: 'Shareholder changed',
    subsidiary_added: 'Subsidiary added',
    subsidiary_removed: 'Subsidiary removed',
    insolvency_opened: 'Insolvency proceedings opened',
    insolvency_closed: 'Insolvency proceedings closed',
    liquidation: 'Liquidation opened',
    deletion: 'Deleted from the register',
    merger: 'Merger',
    accounts_published: 'Annual accounts published',
    status_change: 'Legal status changed',
    register_change: 'Register details changed',
    contact_change: 'Contact details changed',
  },
};
