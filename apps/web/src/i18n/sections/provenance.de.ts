import { labelsDe } from '@fd/contract';

/** Sources of the shown values, the change history and the data sources page (issue 14). */
export const provenanceDe = {
  label: 'Quelle',
  sourceLine: 'Quelle: {{line}}',
  detailsTitle: 'Herkunft der Angaben',
  showDetails: 'Herkunft der Angaben anzeigen',
  noDate: 'ohne Datum',
  sources: labelsDe.dataSources,
  status: {
    published: 'veröffentlicht',
    estimated: 'geschätzt',
    partlyEstimated: 'teilweise geschätzt',
    missing: 'nicht veröffentlicht',
    synthetic: 'erfunden',
  },
  fields: {
    name: 'Firmenname',
    legal_form: 'Rechtsform',
    address: 'Anschrift',
    location: 'Kartenposition',
    legal_status: 'Rechtsstatus',
    date_founded: 'Gründungsdatum',
    lei: 'LEI',
    register: 'Registereintrag',
    representatives: 'Vertretung',
    ownership: 'Konzernverbindungen',
    financials: 'Finanzkennzahlen',
    contact: 'Kontaktdaten',
  },
  synthetic: 'Synthetische Beispieldaten',
  syntheticShort: 'Synthetisch',
  syntheticHint:
    'Dieses Unternehmen und alle seine Angaben sind vom Generator erfunden – es sind keine echten Firmendaten.',
  syntheticPersonHint:
    'Diese Person und alle ihre Angaben sind vom Generator erfunden – es sind keine echten Personendaten.',
  notPublished: 'nicht veröffentlicht',
  financialsNotPublished:
    'Finanzkennzahlen: nicht veröffentlicht. Die Quellen dieses Unternehmens veröffentlichen keine Jahresabschlüsse.',
  contactNotPublished:
    'Kontaktdaten: nicht veröffentlicht. Die Quellen dieses Unternehmens veröffentlichen keine Website, E-Mail oder Telefonnummer.',
  watch: {
    badgeLabel_one: '({{formatted}} Unternehmen mit neuen Ereignissen)',
    badgeLabel_other: '({{formatted}} Unternehmen mit neuen Ereignissen)',
  },
};
