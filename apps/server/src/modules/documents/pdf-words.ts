import { type Lang, labelsDe, labelsEn } from '@fd/contract';

/**
 * The PDF documents' words in German and English, with the company page's terms: its card titles
 * ('Finanzkennzahlen', 'Vertretungsberechtigte'), its fact names and the shared figure labels
 * (decision 190).
 */
export const PDF_WORDS = {
  de: {
    labels: labelsDe,
    numberLocale: 'de-DE',
    report: {
      title: (day: string) => `Jahresabschluss ${day}`,
      kicker: (day: string) => `Jahresabschluss · Bilanzstichtag ${day}`,
      figures: 'Finanzkennzahlen',
      audit: 'Prüfung',
      notAudited: 'nicht prüfungspflichtig',
      reportId: 'Berichts-ID',
      footer: (day: string) =>
        `Erstellt von Firmenradar am ${day} aus dem gespeicherten Jahresabschluss. Beträge in Euro.`,
    },
    extract: {
      gisa: 'Auszug aus dem Gewerbeinformationssystem Austria (GISA)',
      zvr: 'Auszug aus dem Zentralen Vereinsregister (ZVR)',
      legalForm: 'Rechtsform',
      status: 'Rechtsstatus',
      address: 'Anschrift',
      industry: 'Branche',
      founded: 'Gegründet',
      updated: 'Zuletzt geändert',
      representatives: 'Vertretungsberechtigte',
      noEntries: 'keine Eintragungen',
      footer: (day: string) =>
        `Erstellt von Firmenradar am ${day} aus den gespeicherten Registerdaten; kein amtlicher Auszug.`,
    },
  },
  en: {
    labels: labelsEn,
    numberLocale: 'en-GB',
    report: {
      title: (day: string) => `Annual report ${day}`,
      kicker: (day: string) => `Annual report · Balance sheet date ${day}`,
      figures: 'Financial Performance',
      audit: 'Audit',
      notAudited: 'not subject to audit',
      reportId: 'Report ID',
      footer: (day: string) =>
        `Created by Firmenradar on ${day} from the stored annual report. Amounts in euros.`,
    },
    extract: {
      gisa: 'Extract from the Austrian trade information system (GISA)',
      zvr: 'Extract from the Central Register of Associations (ZVR)',
      legalForm: 'Legal form',
      status: 'Legal status',
      address: 'Address',
      industry: 'Industry',
      founded: 'Founded',
      updated: 'Last changed',
      representatives: 'Representatives',
      noEntries: 'no entries',
      footer: (day: string) =>
        `Created by Firmenradar on ${day} from the stored register data; not an official extract.`,
    },
  },
} as const satisfies Record<Lang, unknown>;
